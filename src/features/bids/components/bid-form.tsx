import { zodResolver } from "@hookform/resolvers/zod";
import type { AddOnId } from "@shared/add-ons";
import type { Opportunity } from "@shared/contracts/api";
import {
  AWAY_CONFIRM,
  type BidFormInput,
  type BidPayload,
  bidFormSchema,
} from "@shared/schemas/bid";
import { useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { NumberField } from "@/components/ui/number-field";
import { FieldError } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-error";
import { notifySuccess } from "@/lib/toast";
import { revealFirstError } from "@/utils/reveal-first-error";
import { AddOnChoices } from "./add-on-choices";
import { BID_SUBMITTED, reportBidFailure } from "./bid-failure";
import { BidTotalSummary } from "./bid-total-summary";

const FIELDS = [
  "opportunityId",
  "amount",
  "message",
  "additionalServices",
  "awayConfirmed",
] as const;

export interface BidFormProps {
  /** The dialog's submit button points at the form by this id. */
  id: string;
  /** `away`: the partner's day away the tour falls on; the form then asks first (TP108). */
  opportunity: Pick<Opportunity, "id" | "title" | "baseRate"> & { away?: string | null };
  /** Sends the payload (POST /api/bids); rejects with the API's error. */
  submitBid: (payload: BidPayload) => Promise<unknown>;
  onSubmitted: () => void;
}

/**
 * The Submit Your Bid form: the amount, the add-ons, the live total and a cover letter. The
 * shared form schema checks it and makes the API's payload (the total as the amount, product §3).
 * A failed submit keeps everything typed.
 */
export function BidForm({ id, opportunity, submitBid, onSubmitted }: BidFormProps) {
  const form = useForm<BidFormInput, unknown, BidPayload>({
    resolver: zodResolver(bidFormSchema),
    defaultValues: {
      opportunityId: opportunity.id,
      amount: "",
      message: "",
      additionalServices: [],
      awayConfirmed: false,
    },
  });
  const { errors } = form.formState;
  const [amount, addOns] = useWatch({
    control: form.control,
    name: ["amount", "additionalServices"],
  });

  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit(
    async (payload) => {
      if (opportunity.away && !payload.awayConfirmed) {
        form.setError("awayConfirmed", { message: AWAY_CONFIRM }, { shouldFocus: true });
        return;
      }
      try {
        await submitBid(payload);
      } catch (error) {
        if (error instanceof ApiError) {
          for (const [field, messages] of Object.entries(error.fieldErrors)) {
            const known = FIELDS.find((name) => name === field);
            if (known && messages[0]) form.setError(known, { message: messages[0] });
          }
        }
        reportBidFailure(error);
        return;
      }
      notifySuccess({ title: "Success", description: BID_SUBMITTED });
      onSubmitted();
    },
    () => revealFirstError(formRef.current),
  );

  return (
    <form
      ref={formRef}
      id={id}
      onSubmit={submit}
      noValidate
      aria-label="Submit Your Bid"
      className="space-y-2"
    >
      {errors.opportunityId?.message ? (
        <p role="alert" className="alert alert-error alert-soft">
          {errors.opportunityId.message}
        </p>
      ) : null}
      {opportunity.away ? (
        <div className="alert alert-warning alert-soft flex-col items-start gap-2">
          <p>
            This tour falls on a day you marked away: <strong>{opportunity.away}</strong>.
          </p>
          <label className="flex cursor-pointer items-start gap-2">
            <input
              type="checkbox"
              className="checkbox checkbox-sm mt-0.5"
              aria-invalid={errors.awayConfirmed ? true : undefined}
              aria-describedby={errors.awayConfirmed ? `${id}-away-error` : undefined}
              {...form.register("awayConfirmed")}
            />
            <span>I will host this tour on that day anyway</span>
          </label>
          <FieldError id={`${id}-away-error`} message={errors.awayConfirmed?.message} />
        </div>
      ) : null}
      <NumberField
        label="Bid amount"
        prefix="$"
        min={0}
        step={0.01}
        registration={{ ...form.register("amount"), required: true }}
        error={errors.amount?.message}
      />
      <AddOnChoices registration={form.register("additionalServices")} />
      <BidTotalSummary amount={amount} addOnIds={(addOns ?? []) as AddOnId[]} />
      <div className="fieldset">
        <label htmlFor={`${id}-message`} className="fieldset-legend">
          Cover letter
        </label>
        <textarea
          id={`${id}-message`}
          rows={4}
          className="textarea w-full"
          placeholder="Tell us why you are a great fit for this tour..."
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          {...form.register("message")}
        />
        <FieldError id={`${id}-message-error`} message={errors.message?.message} />
      </div>
    </form>
  );
}
