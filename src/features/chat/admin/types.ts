export type { Conversation } from "@shared/contracts/admin";
