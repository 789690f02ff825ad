import * as z from "zod/mini";
import { findAddOn } from "../add-ons.ts";
import { moneyAmount, optionalText } from "./fields.ts";

export const NO_OPPORTUNITY = "No opportunity selected.";
export const INVALID_BID_AMOUNT = "Please enter a valid bid amount.";

/**
 * POST /api/bids. `amount` is the base amount the partner typed (greater than 0); the API adds
 * the chosen add-ons' prices (SPEC §9) and stores the total. Add-ons are named by id
 * ("transportation"), label or stored note.
 */
export const bidSchema = z.object({
  opportunityId: z.string({ error: NO_OPPORTUNITY }).check(z.uuid(NO_OPPORTUNITY)),
  amount: moneyAmount({ invalid: INVALID_BID_AMOUNT }, 99_999_999, 1),
  message: optionalText(5000),
  additionalServices: z._default(
    z.array(
      z.string().check(z.refine((name) => findAddOn(name) !== undefined, "Unknown add-on service")),
      { error: "Unknown add-on service" },
    ),
    [],
  ),
});

export type BidInput = z.input<typeof bidSchema>;
export type BidPayload = z.infer<typeof bidSchema>;
