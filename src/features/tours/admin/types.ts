export type { AdminTour } from "@shared/contracts/admin";
