export type {
  ProfileField,
  ProfileFieldCategory,
  ProfileFieldType,
} from "@shared/contracts/profile";
