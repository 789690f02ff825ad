import {
  SIGNUP_DEFAULTS,
  type SignupInput,
  signupStep1Schema,
  signupStep2Schema,
  signupStep3Schema,
  signupStep4Schema,
} from "@shared/schemas/signup";

/** The wizard's form: the signup payload, with the select's "not chosen yet" empty string. */
export type SignupFormValues = Omit<SignupInput, "businessType"> & { businessType: string };

/** product §2's four steps, each checked by its own shared schema before Next moves on. */
export const SIGNUP_STEPS = [
  { title: "Tell us about you", schema: signupStep1Schema },
  { title: "Areas of Expertise", schema: signupStep2Schema },
  { title: "Services Offered", schema: signupStep3Schema },
  { title: "Tour Availability and Details", schema: signupStep4Schema },
] as const;

export interface SignupAccount {
  /** Whose draft the wizard keeps; without it none is kept. */
  id?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
}

/** Starting values: what the account already knows, and product §5's defaults for step 4. */
export function signupDefaults(account: SignupAccount): SignupFormValues {
  return {
    firstName: account.firstName ?? "",
    lastName: account.lastName ?? "",
    email: account.email ?? "",
    phone: account.phone ?? "",
    businessName: "",
    businessType: "",
    businessLocation: "",
    expertise: [],
    services: [],
    availability: [],
    maxGroupSize: SIGNUP_DEFAULTS.maxGroupSize,
    minHourlyRate: SIGNUP_DEFAULTS.minHourlyRate,
    travelRadius: null,
  };
}
