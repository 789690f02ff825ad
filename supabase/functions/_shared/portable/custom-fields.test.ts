import { describe, expect, test } from "vitest";
import { checkCustomFields, type ProfileFieldRule } from "./custom-fields.ts";

const field = (values: Partial<ProfileFieldRule>): ProfileFieldRule => ({
  fieldName: "f",
  fieldType: "text",
  fieldLabel: "Field",
  fieldOptions: null,
  isRequired: false,
  validationRules: {},
  ...values,
});

const FIELDS = [
  field({
    fieldName: "bio",
    fieldLabel: "Bio",
    fieldType: "textarea",
    validationRules: { maxLength: 5 },
  }),
  field({
    fieldName: "years",
    fieldLabel: "Years",
    fieldType: "number",
    isRequired: true,
    validationRules: { min: 0, max: 100 },
  }),
  field({
    fieldName: "license",
    fieldLabel: "License",
    validationRules: { pattern: "^[A-Z0-9-]+$" },
  }),
  field({
    fieldName: "contact",
    fieldLabel: "Contact",
    fieldType: "select",
    fieldOptions: ["Email", "Phone"],
  }),
  field({
    fieldName: "languages",
    fieldLabel: "Languages",
    fieldType: "multiselect",
    fieldOptions: ["English", "Spanish"],
  }),
  field({ fieldName: "ramp", fieldLabel: "Ramp", fieldType: "checkbox" }),
  field({
    fieldName: "terms",
    fieldLabel: "Terms",
    fieldType: "legal_agreement",
    isRequired: true,
  }),
  field({ fieldName: "since", fieldLabel: "Since", fieldType: "date" }),
];

describe("custom field answers", () => {
  test("valid answers are normalised", () => {
    const result = checkCustomFields(FIELDS, {
      bio: " Hi ",
      years: "12",
      license: "CA-123",
      contact: "Phone",
      languages: ["English", "English", "Spanish"],
      ramp: false,
      terms: true,
      since: "2020-05-01",
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      bio: "Hi",
      years: 12,
      license: "CA-123",
      contact: "Phone",
      languages: ["English", "Spanish"],
      ramp: false,
      terms: true,
      since: "2020-05-01",
    });
  });

  test("each rule says what is wrong, under customFields.<name>", () => {
    const { errors } = checkCustomFields(FIELDS, {
      bio: "Too long",
      years: 101,
      license: "lower",
      contact: "Pigeon",
      languages: ["Klingon"],
      ramp: "yes",
      terms: false,
      since: "05/01/2020",
      extra: 1,
    });
    expect(errors).toEqual({
      "customFields.bio": ["Bio must be at most 5 characters"],
      "customFields.years": ["Years must be at most 100"],
      "customFields.license": ["License has an invalid format"],
      "customFields.contact": ["Contact must be one of its options"],
      "customFields.languages": ["Languages must be chosen from its options"],
      "customFields.ramp": ["Ramp must be checked or unchecked"],
      "customFields.terms": ["Terms is required"],
      "customFields.since": ["Since must be a date (YYYY-MM-DD)"],
      "customFields.extra": ["Unknown profile field"],
    });
  });

  test("required fields are satisfied by saved answers; blanks clear optional ones", () => {
    const saved = { years: 3, terms: true };
    const result = checkCustomFields(FIELDS, { bio: "", contact: null }, saved);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ bio: null, contact: null });
    expect(checkCustomFields(FIELDS, {}, {}).errors).toEqual({
      "customFields.years": ["Years is required"],
      "customFields.terms": ["Terms is required"],
    });
    expect(checkCustomFields(FIELDS, { years: "abc" }, saved).errors).toEqual({
      "customFields.years": ["Years must be a number"],
    });
  });
});
