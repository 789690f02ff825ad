import * as z from "zod/mini";
import { ADD_ON_IDS, addOnsCents, bidTotalCents, findAddOn } from "../add-ons.ts";
import { formatCents, toCents } from "../money.ts";
import { moneyAmount, optionalText } from "./fields.ts";

export const NO_OPPORTUNITY = "No opportunity selected.";
export const INVALID_BID_AMOUNT = "Please enter a valid bid amount.";
export const BID_AMOUNT_MAX = "A bid cannot exceed $999,999.99";
/** The bid form's question on a tour that falls on a day the partner marked away (TP108). */
export const AWAY_CONFIRM = "Tick this to bid on a day you marked away.";

const opportunityId = z.string({ error: NO_OPPORTUNITY }).check(z.uuid(NO_OPPORTUNITY));
const message = optionalText(5000);
/** More than 0, at most two decimals: the form's base amount and the payload's total alike. */
const amount = moneyAmount({ invalid: INVALID_BID_AMOUNT, max: BID_AMOUNT_MAX }, 99_999_999, 1);

/** The add-ons' ids of names given by id, label or price note; unknown ones left out. */
export function addOnIdsOf(names: readonly string[]) {
  return names.flatMap((name) => findAddOn(name)?.id ?? []);
}

/**
 * POST /api/bids, product §3's bid payload: `amount` is the total, the base amount plus the chosen
 * add-ons' prices (product §9), as a string with cents; `additionalServices` names the add-ons by
 * their id, their label or their label with its price note ("Transportation included (+$50)").
 * The base (the total less the add-ons) must be more than 0, as the form's amount must.
 */
export const bidSchema = z
  .object({
    opportunityId,
    amount,
    message,
    additionalServices: z._default(
      z
        .array(
          z
            .string()
            .check(z.refine((name) => findAddOn(name) !== undefined, "Unknown add-on service")),
          { error: "Unknown add-on service" },
        )
        .check(z.maxLength(20, "Unknown add-on service")),
      [],
    ),
    /** Yes to "You marked this day away": a bid on a blocked day needs it (TP108). */
    awayConfirmed: z.optional(z.boolean({ error: "awayConfirmed is true or false" })),
  })
  .check(
    z.refine(
      (bid) => {
        const totalCents = toCents(bid.amount);
        // An amount that is no amount at all is the field's own message, said once.
        if (totalCents === undefined || totalCents < 1) return true;
        return totalCents > addOnsCents(addOnIdsOf(bid.additionalServices));
      },
      { message: INVALID_BID_AMOUNT, path: ["amount"] },
    ),
  );

export type BidPayload = z.infer<typeof bidSchema>;

/** The base amount of a valid bid payload: its total less its add-ons, in cents. */
export function bidBaseCents(bid: BidPayload): number {
  return (toCents(bid.amount) ?? 0) - addOnsCents(addOnIdsOf(bid.additionalServices));
}

/**
 * The Submit Your Bid form (product §2): the amount typed (greater than 0) and the add-ons ticked,
 * by id. What it gives is the bid payload above: the total as the amount, the add-ons by id.
 */
export const bidFormSchema = z.pipe(
  z.object({
    opportunityId,
    amount,
    message,
    additionalServices: z._default(z.array(z.enum(ADD_ON_IDS, "Unknown add-on service")), []),
    awayConfirmed: z.optional(z.boolean()),
  }),
  z.transform(
    (form): BidPayload => ({
      opportunityId: form.opportunityId,
      amount: formatCents(bidTotalCents(toCents(form.amount) ?? 0, form.additionalServices)),
      message: form.message,
      additionalServices: [...form.additionalServices],
      ...(form.awayConfirmed ? { awayConfirmed: true } : {}),
    }),
  ),
);

export type BidFormInput = z.input<typeof bidFormSchema>;
