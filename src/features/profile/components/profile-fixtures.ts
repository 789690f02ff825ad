import type { Profile, ProfileField } from "../types";

export const profile: Profile = {
  id: "5eed0000-0000-4000-a000-000000000002",
  email: "maya@greenvalley.test",
  firstName: "Maya",
  lastName: "Green",
  profileImageUrl: null,
  emailVerified: true,
  phone: "+14155550100",
  businessName: "Green Valley Farms",
  businessType: "Outdoor Farm",
  businessLocation: "1200 Ridge Road, Healdsburg, CA 95448",
  location: "Healdsburg, CA",
  expertise: ["Cannabis cultivation", "Organic growing"],
  services: ["Farm tours"],
  availability: ["Friday", "Saturday"],
  maxGroupSize: 40,
  minHourlyRate: "120.00",
  hourlyRate: "150.00",
  travelRadius: 60,
  isVerified: true,
  licensedStates: [],
  rating: "4.67",
  reviewCount: 9,
  totalTours: 12,
  totalRevenue: "5250.50",
  role: "partner",
  isActive: true,
  tags: [],
  customFields: {
    years_in_business: 12,
    languages_spoken: ["Spanish"],
    wheelchair_accessible: true,
    company_bio: "Family-run farm.",
  },
  lastLoginAt: null,
  createdAt: "2024-06-01T15:00:00.000Z",
  updatedAt: "2025-01-05T15:00:00.000Z",
  profileComplete: true,
};

let next = 0;
export function field(
  overrides: Partial<ProfileField> & Pick<ProfileField, "fieldName">,
): ProfileField {
  next += 1;
  return {
    id: `field-${next}`,
    fieldType: "text",
    fieldLabel: overrides.fieldName,
    fieldOptions: null,
    isRequired: false,
    displayOrder: 1,
    category: "basic",
    validationRules: {},
    isActive: true,
    createdAt: "2024-06-01T15:00:00.000Z",
    updatedAt: "2024-06-01T15:00:00.000Z",
    ...overrides,
  };
}

/** One field of every type, in categories given out of order. */
export const fieldsOfEveryType: ProfileField[] = [
  field({
    fieldName: "preferred_contact",
    fieldType: "select",
    fieldLabel: "Preferred contact method",
    fieldOptions: ["Email", "Phone"],
    category: "preferences",
  }),
  field({
    fieldName: "license_number",
    fieldLabel: "State license number",
    isRequired: true,
    category: "credentials",
  }),
  field({
    fieldName: "company_bio",
    fieldType: "textarea",
    fieldLabel: "Company bio",
    category: "basic",
    displayOrder: 2,
  }),
  field({
    fieldName: "founded_on",
    fieldType: "date",
    fieldLabel: "Founded on",
    category: "basic",
    displayOrder: 1,
  }),
  field({
    fieldName: "years_in_business",
    fieldType: "number",
    fieldLabel: "Years in business",
    isRequired: true,
    category: "business",
    validationRules: { min: 0, max: 100 },
  }),
  field({
    fieldName: "languages_spoken",
    fieldType: "multiselect",
    fieldLabel: "Languages spoken",
    fieldOptions: ["English", "Spanish"],
    category: "capabilities",
  }),
  field({
    fieldName: "wheelchair_accessible",
    fieldType: "checkbox",
    fieldLabel: "Wheelchair accessible site",
    category: "capabilities",
    displayOrder: 2,
  }),
  field({
    fieldName: "services_contract",
    fieldType: "contract",
    fieldLabel: "I accept the services contract",
    category: "credentials",
    displayOrder: 3,
  }),
  field({
    fieldName: "code_agreement",
    fieldType: "legal_agreement",
    fieldLabel: "I agree to the code of conduct",
    category: "credentials",
    displayOrder: 4,
  }),
];
