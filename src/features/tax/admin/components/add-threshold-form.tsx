import { zodResolver } from "@hookform/resolvers/zod";
import { type TaxThresholdInput, taxThresholdSchema } from "@shared/schemas/tax-details";
import { useForm } from "react-hook-form";
import { BusyButton } from "@/components/ui/busy-button";
import { TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { fieldErrorsOf } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useAddTaxThreshold } from "../api/add-tax-threshold";

/** A later year's 1099-NEC threshold (the IRS indexes it for inflation from 2027). */
export function AddThresholdForm() {
  const add = useAddTaxThreshold();
  const form = useForm<TaxThresholdInput>({
    resolver: zodResolver(taxThresholdSchema),
    defaultValues: { taxYear: new Date().getUTCFullYear() + 1, threshold: "" },
  });
  const field = fieldProps(form);

  const submit = form.handleSubmit(async (values) => {
    try {
      const added = await add.mutateAsync(values);
      notifySuccess({ title: "Threshold added", description: `Tax year ${added.taxYear}.` });
      form.reset({ taxYear: added.taxYear + 1, threshold: "" });
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      const message = errors?.taxYear?.[0] ?? errors?.threshold?.[0];
      if (message) form.setError(errors?.taxYear ? "taxYear" : "threshold", { message });
      else
        notifyError({
          title: "Error",
          description: errorMessage(failure, "Could not add the threshold. Please try again."),
        });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a year's threshold"
      className="flex flex-wrap items-end gap-3"
    >
      <TextField label="Year to add" {...field("taxYear", { valueAsNumber: true })} />
      <TextField label="Threshold (USD)" {...field("threshold")} />
      <BusyButton type="submit" className="btn btn-outline min-h-11" pending={add.isPending}>
        Add threshold
      </BusyButton>
    </form>
  );
}
