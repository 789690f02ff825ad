export type {
  AdminProfileField,
  ProfileFieldCategory,
  ProfileFieldType,
} from "@shared/contracts/admin";
