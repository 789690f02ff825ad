import { patternProblem } from "@shared/answer-pattern";
import { CUSTOM_TEXT_MAX_LENGTH } from "@shared/custom-fields";
import {
  CHOICE_FIELD_TYPES,
  PROFILE_FIELD_MESSAGES,
  type ProfileFieldInput,
  type ProfileFieldPayload,
  profileFieldSchema,
  toFieldName,
} from "@shared/schemas/profile-field";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { ProfileField } from "../types";

/** The rules the partner's answers are checked against (docs/api.md "Profile and signup"). */
export interface RuleInputs {
  minLength: string;
  maxLength: string;
  pattern: string;
  min: string;
  max: string;
}

export interface ProfileFieldFormValues {
  fieldLabel: string;
  fieldName: string;
  fieldType: string;
  category: string;
  isRequired: boolean;
  isActive: boolean;
  /** From a number input read as a number: an empty or invalid one is NaN, sent as 0. */
  displayOrder: number;
  fieldOptions: string[];
  rules: RuleInputs;
}

const TEXT_RULES = ["minLength", "maxLength", "pattern"] as const;
const NUMBER_RULES = ["min", "max"] as const;
const RULE_NAMES: readonly string[] = [...TEXT_RULES, ...NUMBER_RULES];

/** Which rules a field type takes; the others have none. */
export function rulesFor(fieldType: string): readonly (keyof RuleInputs)[] {
  if (fieldType === "text" || fieldType === "textarea") return TEXT_RULES;
  if (fieldType === "number") return NUMBER_RULES;
  return [];
}

export function isChoiceType(fieldType: string) {
  return CHOICE_FIELD_TYPES.includes(fieldType);
}

/** The name as the admin types it: lowercase, each space an underscore (product §5). */
export function typedFieldName(text: string) {
  return text.toLowerCase().replace(/\s/g, "_");
}

/** A name suggested by the label while the admin has not typed one of their own. */
export function nameFromLabel(label: string) {
  return toFieldName(label).replace(/[^a-z0-9_]/g, "");
}

const ruleText = (value: unknown) =>
  typeof value === "number" || typeof value === "string" ? String(value) : "";

export function formDefaults(field?: ProfileField | null): ProfileFieldFormValues {
  const rules = field?.validationRules ?? {};
  return {
    fieldLabel: field?.fieldLabel ?? "",
    fieldName: field?.fieldName ?? "",
    fieldType: field?.fieldType ?? "text",
    category: field?.category ?? "basic",
    isRequired: field?.isRequired ?? false,
    isActive: field?.isActive ?? true,
    displayOrder: field?.displayOrder ?? 0,
    fieldOptions: field?.fieldOptions ?? [],
    rules: {
      minLength: ruleText(rules.minLength),
      maxLength: ruleText(rules.maxLength),
      pattern: ruleText(rules.pattern),
      min: ruleText(rules.min),
      max: ruleText(rules.max),
    },
  };
}

/** The rules the type takes, as numbers and text; rules this form does not edit are kept. */
export function buildRules(
  values: ProfileFieldFormValues,
  saved: Record<string, unknown> = {},
): Record<string, unknown> {
  const rules = Object.fromEntries(
    Object.entries(saved).filter(([name]) => !RULE_NAMES.includes(name)),
  );
  for (const name of rulesFor(values.fieldType)) {
    const text = values.rules[name].trim();
    if (text === "") continue;
    rules[name] = name === "pattern" ? text : Number(text);
  }
  return rules;
}

/** What the schema checks: options only for select and multiselect, none as null. */
export function toPayloadInput(
  values: ProfileFieldFormValues,
  field?: ProfileField | null,
): ProfileFieldInput {
  return {
    fieldLabel: values.fieldLabel,
    // The name cannot change on edit: the stored one goes back whatever the input holds.
    fieldName: field ? field.fieldName : values.fieldName,
    fieldType: values.fieldType as ProfileFieldInput["fieldType"],
    category: values.category as ProfileFieldInput["category"],
    isRequired: values.isRequired,
    isActive: values.isActive,
    displayOrder: values.displayOrder,
    fieldOptions: isChoiceType(values.fieldType) ? values.fieldOptions : null,
    validationRules: buildRules(values, field?.validationRules),
  };
}

type RuleErrors = Partial<Record<keyof RuleInputs, string>>;

function checkRules(values: ProfileFieldFormValues): RuleErrors {
  const errors: RuleErrors = {};
  const taken = rulesFor(values.fieldType);
  const number = (name: keyof RuleInputs) =>
    taken.includes(name) && values.rules[name].trim() !== ""
      ? Number(values.rules[name])
      : undefined;
  for (const name of ["minLength", "maxLength"] as const) {
    const length = number(name);
    if (
      length !== undefined &&
      !(Number.isInteger(length) && length >= 0 && length <= CUSTOM_TEXT_MAX_LENGTH)
    ) {
      errors[name] = PROFILE_FIELD_MESSAGES.lengthRule;
    }
  }
  const [minLength, maxLength] = [number("minLength"), number("maxLength")];
  if (!errors.maxLength && minLength !== undefined && maxLength !== undefined) {
    if (minLength > maxLength) errors.maxLength = "Maximum length must not be below the minimum";
  }
  const [min, max] = [number("min"), number("max")];
  if (min !== undefined && max !== undefined && min > max) {
    errors.max = "Maximum must not be below the minimum";
  }
  if (taken.includes("pattern") && values.rules.pattern.trim() !== "") {
    const problem = patternProblem(values.rules.pattern.trim());
    if (problem) errors.pattern = problem;
  }
  return errors;
}

/** The shared schema's checks (the API's messages) plus the rules' own. */
export function profileFieldResolver(
  field?: ProfileField | null,
): Resolver<ProfileFieldFormValues, unknown, ProfileFieldPayload> {
  return (values) => {
    const parsed = profileFieldSchema.safeParse(toPayloadInput(values, field));
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const name = String(issue.path[0] ?? "root");
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    const ruleErrors = Object.entries(checkRules(values));
    if (ruleErrors.length > 0) {
      errors.rules = Object.fromEntries(
        ruleErrors.map(([name, message]) => [name, { type: "validate", message }]),
      );
    }
    if (parsed.success && Object.keys(errors).length === 0) {
      return { values: parsed.data, errors: {} };
    }
    return { values: {}, errors: errors as FieldErrors<ProfileFieldFormValues> };
  };
}
