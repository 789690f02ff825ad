import { matchesPattern } from "./answer-pattern.ts";
import { isCalendarDate } from "./calendar-date.ts";

/**
 * Checks a partner's answers to the admins' profile fields (users.custom_fields) against each
 * field's type, options, required flag and validation rules (minLength, maxLength, pattern,
 * min, max).
 */

/** Every text or textarea answer, whatever its field's own maxLength says. */
export const CUSTOM_TEXT_MAX_LENGTH = 5000;

export interface ProfileFieldRule {
  fieldName: string;
  fieldType: string;
  fieldLabel: string;
  fieldOptions: string[] | null;
  isRequired: boolean;
  validationRules: Record<string, unknown>;
}

export interface CustomFieldsCheck {
  /** The answers to store, normalised (trimmed text, numbers as numbers); null clears one. */
  values: Record<string, unknown>;
  /** Messages per `customFields.<fieldName>`. */
  errors: Record<string, string[]>;
}

const BOOLEAN_TYPES = new Set(["checkbox", "contract", "legal_agreement"]);

function isBlank(value: unknown) {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

function ruleNumber(rules: Record<string, unknown>, name: string): number | undefined {
  const value = rules[name];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** One answer: the normalised value, or the message saying what is wrong with it. */
function checkAnswer(field: ProfileFieldRule, raw: unknown): { value?: unknown; error?: string } {
  const { fieldLabel: label, validationRules: rules } = field;
  if (BOOLEAN_TYPES.has(field.fieldType)) {
    if (raw === undefined || raw === null) {
      return field.isRequired ? { error: `${label} is required` } : { value: null };
    }
    if (typeof raw !== "boolean") return { error: `${label} must be checked or unchecked` };
    if (field.isRequired && !raw) return { error: `${label} is required` };
    return { value: raw };
  }
  if (isBlank(raw)) {
    return field.isRequired ? { error: `${label} is required` } : { value: null };
  }
  switch (field.fieldType) {
    case "number": {
      const number = typeof raw === "string" ? Number(raw.trim()) : raw;
      if (typeof number !== "number" || !Number.isFinite(number)) {
        return { error: `${label} must be a number` };
      }
      const min = ruleNumber(rules, "min");
      const max = ruleNumber(rules, "max");
      if (min !== undefined && number < min) return { error: `${label} must be at least ${min}` };
      if (max !== undefined && number > max) return { error: `${label} must be at most ${max}` };
      return { value: number };
    }
    case "date":
      if (typeof raw !== "string" || !isCalendarDate(raw)) {
        return { error: `${label} must be a date (YYYY-MM-DD)` };
      }
      return { value: raw };
    case "select":
      if (typeof raw !== "string" || !(field.fieldOptions ?? []).includes(raw)) {
        return { error: `${label} must be one of its options` };
      }
      return { value: raw };
    case "multiselect": {
      const options = field.fieldOptions ?? [];
      if (
        !Array.isArray(raw) ||
        raw.some((item) => typeof item !== "string" || !options.includes(item))
      ) {
        return { error: `${label} must be chosen from its options` };
      }
      return { value: [...new Set(raw as string[])] };
    }
    default: {
      if (typeof raw !== "string") return { error: `${label} must be text` };
      const text = raw.trim();
      const minLength = ruleNumber(rules, "minLength");
      const maxLength = Math.min(
        ruleNumber(rules, "maxLength") ?? CUSTOM_TEXT_MAX_LENGTH,
        CUSTOM_TEXT_MAX_LENGTH,
      );
      if (minLength !== undefined && text.length < minLength) {
        return { error: `${label} must be at least ${minLength} characters` };
      }
      if (text.length > maxLength) {
        return { error: `${label} must be at most ${maxLength} characters` };
      }
      if (typeof rules.pattern === "string" && !matchesPattern(rules.pattern, text)) {
        return { error: `${label} has an invalid format` };
      }
      return { value: text };
    }
  }
}

/**
 * Checks `answers` (what the partner sent) merged over `saved` (what is stored) against the
 * active fields. Every required field must end up answered; a key that names no active field
 * is refused.
 */
export function checkCustomFields(
  fields: readonly ProfileFieldRule[],
  answers: Record<string, unknown>,
  saved: Record<string, unknown> = {},
): CustomFieldsCheck {
  const byName = new Map(fields.map((field) => [field.fieldName, field]));
  const values: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const name of Object.keys(answers)) {
    if (!byName.has(name)) errors[`customFields.${name}`] = ["Unknown profile field"];
  }
  for (const field of fields) {
    const given = Object.hasOwn(answers, field.fieldName);
    if (!given && !field.isRequired) continue;
    const raw = given ? answers[field.fieldName] : saved[field.fieldName];
    const { value, error } = checkAnswer(field, raw);
    if (error) errors[`customFields.${field.fieldName}`] = [error];
    else if (given) values[field.fieldName] = value;
  }
  return { values, errors };
}
