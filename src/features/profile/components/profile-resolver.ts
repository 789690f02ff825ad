import { zodResolver } from "@hookform/resolvers/zod";
import { checkCustomFields } from "@shared/custom-fields";
import { type ProfilePayload, profileSchema } from "@shared/schemas/profile";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { Profile, ProfileField } from "../types";
import { customFieldKey, type ProfileFormValues, profilePayload } from "./profile-form-values";

const CUSTOM_PREFIX = "customFields.";

/** The form key of a server or shared-rule error key: "customFields.x" → "custom.cf_x". */
export function formErrorKey(key: string): string {
  return key.startsWith(CUSTOM_PREFIX)
    ? `custom.${customFieldKey(key.slice(CUSTOM_PREFIX.length))}`
    : key;
}

/**
 * The shared profile schema for the business fields, and the API's own custom-field rules
 * (@shared/custom-fields) for the admin-defined ones, so the form says what the API would.
 */
export function profileResolver(
  fields: readonly ProfileField[],
  saved?: Profile,
): Resolver<ProfileFormValues, unknown, ProfilePayload> {
  const business = zodResolver(profileSchema);
  return async (values, context, options) => {
    const payload = profilePayload(values, fields, saved);
    const result = await business(payload, context, options as never);
    const custom: Record<string, { type: string; message: string }> = {};
    const { errors } = checkCustomFields(fields, payload.customFields ?? {});
    for (const [key, [message = ""]] of Object.entries(errors)) {
      custom[customFieldKey(key.slice(CUSTOM_PREFIX.length))] = { type: "custom", message };
    }
    if (Object.keys(custom).length === 0) return result as never;
    return {
      values: {},
      errors: { ...result.errors, custom } as FieldErrors<ProfileFormValues>,
    };
  };
}
