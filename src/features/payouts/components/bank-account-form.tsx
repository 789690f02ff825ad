import { zodResolver } from "@hookform/resolvers/zod";
import {
  BANK_ACCOUNT_TYPE_LABELS,
  type BankAccountInput,
  bankAccountSchema,
} from "@shared/schemas/bank-account";
import { useForm } from "react-hook-form";
import { BusyButton } from "@/components/ui/busy-button";
import { ChoiceField } from "@/components/ui/form-fields";
import { TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { fieldErrorsOf } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useSaveBankAccount } from "../api/save-bank-account";

const EMPTY: BankAccountInput = {
  routingNumber: "",
  accountNumber: "",
  holderName: "",
  accountType: "checking",
};

/**
 * The bank account a partner is paid to by direct deposit. The number is never shown back:
 * the account waits for the link mailed to the partner, then shows as ••••6789.
 */
export function BankAccountForm({ onDone }: { onDone?: () => void }) {
  const save = useSaveBankAccount();
  const form = useForm<BankAccountInput>({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: EMPTY,
  });
  const field = fieldProps(form);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notifySuccess({
        title: "Bank account saved",
        description: "Confirm it from the e-mail we sent you; until then it is not used.",
      });
      form.reset(EMPTY);
      onDone?.();
    } catch (failure) {
      const known = Object.entries(fieldErrorsOf(failure) ?? {}).filter(([name]) => name in values);
      for (const [name, [message]] of known) {
        form.setError(name as keyof BankAccountInput, { message });
      }
      if (known.length === 0) {
        notifyError({
          title: "Error",
          description: errorMessage(failure, "Could not save your bank account. Please try again."),
        });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Bank account" className="grid gap-2">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label="Name on the account" autoComplete="name" {...field("holderName")} />
        <ChoiceField
          label="Account type"
          options={["checking", "savings"] as const}
          labels={BANK_ACCOUNT_TYPE_LABELS}
          {...field("accountType")}
        />
        <TextField
          label="Routing number"
          autoComplete="off"
          hint="Nine digits, as printed on your checks."
          {...field("routingNumber")}
        />
        <TextField
          label="Account number"
          autoComplete="off"
          hint="Kept encrypted and shown only by its last four digits."
          {...field("accountNumber")}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <BusyButton type="submit" className="btn btn-primary min-h-11" pending={save.isPending}>
          Save bank account
        </BusyButton>
        {onDone ? (
          <button type="button" className="btn btn-ghost min-h-11" onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
