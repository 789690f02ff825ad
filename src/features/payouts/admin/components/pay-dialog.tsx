import type { PayableLine } from "@shared/contracts/api";
import { PAYOUT_METHODS, type PayoutMethod } from "@shared/contracts/enums";
import { formatCents, toCents } from "@shared/money";
import { PAYOUT_METHOD_LABELS, paymentToday, payoutSchema } from "@shared/schemas/payout";
import { type FormEvent, useId, useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { FieldError, TextField } from "@/components/ui/text-field";
import { toastOutcome } from "@/lib/mutation-toasts";
import { formatMoney } from "@/utils/format";
import { usePayLines } from "../api/pay-lines";

export interface PayDialogProps {
  /** The chosen pending lines of one partner; null when closed. */
  lines: PayableLine[] | null;
  partner: string;
  onClose: () => void;
  onPaid: () => void;
}

/** The lines' total in integer cents, as the API's money string. */
export function linesTotal(lines: PayableLine[]): string {
  return formatCents(lines.reduce((sum, line) => sum + (toCents(line.amount) ?? 0), 0));
}

type Errors = Partial<Record<"paidOn" | "method" | "reference" | "total", string>>;

/** Marking lines paid in one payment: date, method and reference; the total is the lines'. */
export function PayDialog({ lines, partner, onClose, onPaid }: PayDialogProps) {
  const formId = useId();
  const methodId = useId();
  const [paidOn, setPaidOn] = useState(() => paymentToday());
  const [method, setMethod] = useState<PayoutMethod | "">("");
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const pay = usePayLines();
  const total = lines ? linesTotal(lines) : "0.00";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!lines) return;
    const payment = { lineIds: lines.map((l) => l.id), paidOn, method, reference, total };
    const checked = payoutSchema.safeParse(payment);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const paid = {
      success: `Paid ${formatMoney(total)} to ${partner}.`,
      failure: "Failed to record the payment.",
    };
    pay.mutate(
      checked.data,
      toastOutcome(paid, () => {
        setReference("");
        onPaid();
      }),
    );
  };

  return (
    <FormDialog
      open={lines !== null}
      onClose={onClose}
      title="Mark Lines Paid"
      description={`${lines?.length ?? 0} line(s) for ${partner}, total ${formatMoney(total)}.`}
      formId={formId}
      submitLabel="Mark Paid"
      pending={pay.isPending}
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-2">
        <TextField
          label="Payment date"
          type="date"
          max={paymentToday()}
          value={paidOn}
          onChange={setPaidOn}
          error={errors.paidOn}
        />
        <div className="fieldset">
          <label htmlFor={methodId} className="fieldset-legend">
            Method
          </label>
          <select
            id={methodId}
            className="select w-full"
            value={method}
            onChange={(event) => setMethod(event.target.value as PayoutMethod)}
          >
            <option value="">Choose a method</option>
            {PAYOUT_METHODS.map((value) => (
              <option key={value} value={value}>
                {PAYOUT_METHOD_LABELS[value]}
              </option>
            ))}
          </select>
          <FieldError id={`${methodId}-error`} message={errors.method} />
        </div>
        <TextField
          label="Reference"
          value={reference}
          onChange={setReference}
          error={errors.reference}
        />
        <FieldError id={`${formId}-total`} message={errors.total} />
      </form>
    </FormDialog>
  );
}
