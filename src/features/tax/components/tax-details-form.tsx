import { zodResolver } from "@hookform/resolvers/zod";
import { TAX_CLASSIFICATIONS, TIN_TYPES } from "@shared/contracts/enums";
import { US_STATE_CODES, US_STATES } from "@shared/contracts/licences";
import type { TaxDetails } from "@shared/contracts/tax";
import {
  TAX_CERTIFICATION,
  TAX_CLASSIFICATION_LABELS,
  type TaxDetailsInput,
  TIN_TYPE_LABELS,
  taxDetailsSchema,
} from "@shared/schemas/tax-details";
import { useForm } from "react-hook-form";
import { BusyButton } from "@/components/ui/busy-button";
import { ChoiceField } from "@/components/ui/form-fields";
import { SelectField } from "@/components/ui/select-field";
import { FieldError, TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { fieldErrorsOf } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useSaveTaxDetails } from "../api/save-tax-details";

function defaultsOf(details: TaxDetails | null): TaxDetailsInput {
  return {
    legalName: details?.legalName ?? "",
    businessName: details?.businessName ?? "",
    taxClassification: details?.taxClassification ?? "individual",
    tinType: details?.tinType ?? "ssn",
    tin: "",
    addressLine1: details?.addressLine1 ?? "",
    addressLine2: details?.addressLine2 ?? "",
    city: details?.city ?? "",
    state: (details?.state ?? "") as TaxDetailsInput["state"],
    postalCode: details?.postalCode ?? "",
    certified: false,
    signature: "",
  };
}

/**
 * The W-9 a partner gives on Earnings. The TIN is never shown back: with details given, an
 * empty TIN field keeps the one on file (its masked form is the hint).
 */
export function TaxDetailsForm({
  details,
  onDone,
}: {
  details: TaxDetails | null;
  onDone?: () => void;
}) {
  const save = useSaveTaxDetails();
  const form = useForm<TaxDetailsInput>({
    resolver: zodResolver(taxDetailsSchema),
    defaultValues: defaultsOf(details),
  });
  const field = fieldProps(form);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notifySuccess({ title: "Tax details saved", description: "Your W-9 is on file." });
      form.reset({ ...values, tin: "", certified: false, signature: "" });
      onDone?.();
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      const known = Object.entries(errors ?? {}).filter(([name]) => name in values);
      for (const [name, [message]] of known) {
        form.setError(name as keyof TaxDetailsInput, { message });
      }
      if (known.length === 0) {
        notifyError({
          title: "Error",
          description: errorMessage(failure, "Could not save your tax details. Please try again."),
        });
      }
    }
  });

  const tinHint = details
    ? `Leave empty to keep ${details.tinMasked}.`
    : "Nine digits; it is kept encrypted and shown only by its last four.";

  return (
    <form onSubmit={submit} noValidate aria-label="Tax details (W-9)" className="grid gap-2">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label="Name (as shown on your income tax return)"
          autoComplete="name"
          {...field("legalName")}
        />
        <TextField
          label="Business name (if different)"
          autoComplete="organization"
          {...field("businessName")}
        />
        <ChoiceField
          label="Federal tax classification"
          options={TAX_CLASSIFICATIONS}
          labels={TAX_CLASSIFICATION_LABELS}
          {...field("taxClassification")}
        />
        <ChoiceField
          label="TIN type"
          options={TIN_TYPES}
          labels={TIN_TYPE_LABELS}
          {...field("tinType")}
        />
        <TextField
          label="Taxpayer identification number"
          autoComplete="off"
          hint={tinHint}
          {...field("tin")}
        />
        <TextField label="Address" autoComplete="address-line1" {...field("addressLine1")} />
        <TextField label="Address line 2" autoComplete="address-line2" {...field("addressLine2")} />
        <TextField label="City" autoComplete="address-level2" {...field("city")} />
        <SelectField
          label="State"
          placeholder="Choose a state"
          options={US_STATE_CODES}
          optionLabels={US_STATES}
          {...field("state")}
        />
        <TextField label="ZIP code" autoComplete="postal-code" {...field("postalCode")} />
      </div>
      <div className="fieldset">
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            className="checkbox checkbox-primary mt-0.5"
            aria-invalid={form.formState.errors.certified ? true : undefined}
            aria-describedby={form.formState.errors.certified ? "tax-certified-error" : undefined}
            {...form.register("certified")}
          />
          <span className="text-sm">{TAX_CERTIFICATION}</span>
        </label>
        <FieldError id="tax-certified-error" message={form.formState.errors.certified?.message} />
      </div>
      <TextField
        label="Signature"
        autoComplete="name"
        hint="Type your full name as on your profile."
        {...field("signature")}
      />
      <div className="flex flex-wrap gap-2">
        <BusyButton type="submit" className="btn btn-primary min-h-11" pending={save.isPending}>
          Save tax details
        </BusyButton>
        {onDone && details ? (
          <button type="button" className="btn btn-ghost min-h-11" onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
