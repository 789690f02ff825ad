import { zodResolver } from "@hookform/resolvers/zod";
import type { AchSettings } from "@shared/contracts/ach";
import { type AchSettingsInput, achSettingsSchema } from "@shared/schemas/ach";
import { useForm } from "react-hook-form";
import { BusyButton } from "@/components/ui/busy-button";
import { ChoiceField } from "@/components/ui/form-fields";
import { QueryState } from "@/components/ui/query-state";
import { TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { fieldErrorsOf } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useAchSettings } from "../api/get-ach-settings";
import { useSaveAchSettings } from "../api/save-ach-settings";

const SEC_LABELS = {
  CCD: "CCD: to business accounts",
  PPD: "PPD: to personal accounts",
} as const;

const EMPTY: AchSettingsInput = {
  companyName: "",
  companyId: "",
  odfiRouting: "",
  destinationRouting: "",
  destinationName: "",
  originName: "",
  secCode: "CCD",
};

function AchSettingsForm({ settings }: { settings: AchSettings | null }) {
  const save = useSaveAchSettings();
  const form = useForm<AchSettingsInput>({
    resolver: zodResolver(achSettingsSchema),
    defaultValues: settings ?? EMPTY,
  });
  const field = fieldProps(form);
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notifySuccess({ title: "ACH settings saved", description: "New batches name them." });
    } catch (failure) {
      const known = Object.entries(fieldErrorsOf(failure) ?? {}).filter(([name]) => name in values);
      for (const [name, [message]] of known) {
        form.setError(name as keyof AchSettingsInput, { message });
      }
      if (known.length === 0) {
        notifyError({ title: "Error", description: errorMessage(failure, "Could not save.") });
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="ACH originator" className="grid gap-2">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label="Company name" autoComplete="off" {...field("companyName")} />
        <TextField label="Company identification" autoComplete="off" {...field("companyId")} />
        <TextField
          label="Originating bank (ODFI) routing number"
          autoComplete="off"
          {...field("odfiRouting")}
        />
        <TextField
          label="Immediate destination routing number"
          autoComplete="off"
          {...field("destinationRouting")}
        />
        <TextField
          label="Immediate destination name"
          autoComplete="off"
          {...field("destinationName")}
        />
        <TextField label="Immediate origin name" autoComplete="off" {...field("originName")} />
        <ChoiceField
          label="Entry class (SEC code)"
          options={["CCD", "PPD"] as const}
          labels={SEC_LABELS}
          {...field("secCode")}
        />
      </div>
      <div>
        <BusyButton type="submit" className="btn btn-primary min-h-11" pending={save.isPending}>
          Save ACH settings
        </BusyButton>
      </div>
    </form>
  );
}

/** The platform as ACH originator: what its bank gave it, named by every NACHA file. */
export function AchSettingsCard() {
  const query = useAchSettings();
  return (
    <section aria-labelledby="ach-settings" className="card mt-8 bg-base-100 shadow-sm">
      <div className="card-body gap-4 max-sm:px-4">
        <h2 id="ach-settings" className="card-title">
          ACH originator
        </h2>
        <p className="text-sm text-base-content/75">
          The details your bank gave you for sending ACH files. Each batch keeps them as they were
          when it was made.
        </p>
        <QueryState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => query.refetch()}
          label="Loading ACH settings..."
        >
          {query.data ? <AchSettingsForm settings={query.data.settings} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
