import * as z from "zod/mini";
import { PATTERN_MESSAGES, patternProblem } from "../answer-pattern.ts";
import { builtInFieldProblem } from "../built-in-fields.ts";
import { CUSTOM_TEXT_MAX_LENGTH } from "../custom-fields.ts";
import { flag, requiredText } from "./admin-fields.ts";

export const PROFILE_FIELD_TYPES = [
  "text",
  "textarea",
  "select",
  "multiselect",
  "number",
  "date",
  "checkbox",
  "contract",
  "legal_agreement",
] as const;

export const PROFILE_FIELD_CATEGORIES = [
  "basic",
  "business",
  "expertise",
  "credentials",
  "capabilities",
  "preferences",
] as const;

/** The field types whose answers are picked from `fieldOptions`. */
export const CHOICE_FIELD_TYPES: readonly string[] = ["select", "multiselect"];

export const PROFILE_FIELD_MESSAGES = {
  fieldLabel: "Field label is required",
  fieldName: "Field name is required",
  fieldNameFormat: "Field name may only contain lowercase letters, numbers and underscores",
  fieldType: "Please select a field type",
  category: "Please select a category",
  displayOrder: "Display order cannot be negative",
  option: "Options must be text",
  options: "At most 100 options of at most 200 characters each",
  lengthRule: `Lengths must be whole numbers from 0 to ${CUSTOM_TEXT_MAX_LENGTH}`,
  numberRule: "Minimum and maximum must be numbers",
  pattern: PATTERN_MESSAGES.invalid,
  rules: "Validation rules are too large",
} as const;

const M = PROFILE_FIELD_MESSAGES;

/** product §5: the internal name is lowercased and its spaces become underscores. */
export function toFieldName(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, "_");
}

/** Options trimmed, blanks and repeats dropped; none at all is null (product §5). */
export function cleanOptions(options: readonly string[] | null | undefined): string[] | null {
  const kept = [...new Set((options ?? []).map((option) => option.trim()).filter(Boolean))];
  return kept.length > 0 ? kept : null;
}

/** A display order that is not a number becomes 0 (product §5); a negative one is refused. */
const displayOrder = z._default(
  z.pipe(
    z.unknown(),
    z.transform((value) => {
      const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      return typeof number === "number" && Number.isFinite(number) ? Math.trunc(number) : 0;
    }),
  ),
  0,
);

/** A JSON object of at most this many characters holds every rule an admin can set. */
const MAX_RULES_JSON_LENGTH = 2000;

const isLength = (value: unknown) =>
  value === undefined ||
  (Number.isInteger(value) &&
    (value as number) >= 0 &&
    (value as number) <= CUSTOM_TEXT_MAX_LENGTH);
const isBound = (value: unknown) =>
  value === undefined || (typeof value === "number" && Number.isFinite(value));

/**
 * The rules a partner's answers are checked by (`_shared/portable/custom-fields.ts`). Rules the form
 * does not edit are kept as they are, within the size cap; a pattern must run safely on RE2.
 */
const validationRules = z._default(
  z.record(z.string(), z.unknown(), { error: "Must be an object" }).check(
    z.refine((rules) => JSON.stringify(rules).length <= MAX_RULES_JSON_LENGTH, M.rules),
    z.refine((rules) => isLength(rules.minLength) && isLength(rules.maxLength), M.lengthRule),
    z.refine((rules) => isBound(rules.min) && isBound(rules.max), M.numberRule),
    z.superRefine((rules, context) => {
      if (rules.pattern === undefined) return;
      const problem = typeof rules.pattern === "string" ? patternProblem(rules.pattern) : M.pattern;
      if (problem) context.addIssue({ code: "custom", message: problem, input: rules.pattern });
    }),
  ),
  {},
);

/**
 * POST and PUT /api/admin/profile-fields. The name is normalised the same way on both; the
 * database refuses a changed name on edit (409). Options only apply to select and multiselect:
 * for every other type they are dropped.
 */
export const profileFieldSchema = z
  .pipe(
    z.object({
      fieldLabel: requiredText(M.fieldLabel),
      fieldName: z.pipe(requiredText(M.fieldName, 63), z.transform(toFieldName)),
      fieldType: z.enum(PROFILE_FIELD_TYPES, { error: M.fieldType }),
      fieldOptions: z.optional(
        z.nullable(
          z
            .array(z.string({ error: M.option }).check(z.maxLength(200, M.options)), {
              error: M.option,
            })
            .check(z.maxLength(100, M.options)),
        ),
      ),
      isRequired: flag(false),
      isActive: flag(true),
      displayOrder,
      category: z._default(z.enum(PROFILE_FIELD_CATEGORIES, { error: M.category }), "basic"),
      validationRules,
    }),
    z.transform((field) => ({
      ...field,
      fieldOptions: CHOICE_FIELD_TYPES.includes(field.fieldType)
        ? cleanOptions(field.fieldOptions)
        : null,
    })),
  )
  .check(
    z.refine((field) => field.displayOrder >= 0, {
      message: M.displayOrder,
      path: ["displayOrder"],
    }),
    z.refine((field) => /^[a-z0-9_]+$/.test(field.fieldName), {
      message: M.fieldNameFormat,
      path: ["fieldName"],
    }),
    // One field per fact: nothing every profile already asks (the database holds it too).
    z.superRefine((field, context) => {
      const problem = builtInFieldProblem(field.fieldName, field.fieldLabel);
      if (problem) {
        context.addIssue({ code: "custom", message: problem, path: ["fieldLabel"], input: field });
      }
    }),
  );

export type ProfileFieldInput = z.input<typeof profileFieldSchema>;
export type ProfileFieldPayload = z.infer<typeof profileFieldSchema>;
