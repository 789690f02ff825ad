export type { Profile, ProfileField } from "@shared/contracts/profile";
