/** The partner's own profile as GET /api/auth/user and PUT /api/profile answer it (docs/api.md). */
export interface Profile {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  businessName: string | null;
  businessType: string | null;
  businessLocation: string | null;
  location: string | null;
  expertise: string[] | null;
  services: string[] | null;
  availability: string[] | null;
  maxGroupSize: number | null;
  minHourlyRate: string | null;
  hourlyRate: string | null;
  travelRadius: number | null;
  isVerified: boolean;
  /** States of the current approved licences; the badge says "licensed" when there are any. */
  licensedStates: string[];
  /** Average rating with two decimals, or null before the first rated tour. */
  rating: string | null;
  totalTours: number;
  totalRevenue: string;
  customFields: Record<string, unknown> | null;
  updatedAt: string;
}

/** An active admin-defined profile field (GET /api/profile-fields). */
export interface ProfileField {
  id: string;
  fieldName: string;
  fieldType: string;
  fieldLabel: string;
  fieldOptions: string[] | null;
  isRequired: boolean;
  displayOrder: number;
  category: string;
  validationRules: Record<string, unknown>;
}
