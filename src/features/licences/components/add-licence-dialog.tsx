import { LICENCE_TYPES, US_STATE_CODES, US_STATES } from "@shared/contracts/licences";
import {
  type LicencePayload,
  licenceSchema,
  MAX_SCAN_BYTES,
  SCAN_TYPES,
} from "@shared/schemas/licence";
import { useId } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { FieldError, TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { runAdminChange } from "@/lib/admin-change";
import { fieldErrorsOf } from "@/lib/api-error";
import { showServerFieldErrors } from "@/utils/server-field-errors";
import { useAddLicence } from "../api/add-licence";
import { LICENCE_TYPE_LABELS } from "../labels";

interface LicenceFormValues {
  state: string;
  licenceType: string;
  licenceNumber: string;
  expiresOn: string;
  scan: File | undefined;
}

const DEFAULTS: LicenceFormValues = {
  state: "",
  licenceType: "",
  licenceNumber: "",
  expiresOn: "",
  scan: undefined,
};

/** The API's own schema: its messages, the scan's types and its 10MB limit. */
const resolver: Resolver<LicenceFormValues, unknown, LicencePayload> = (values) => {
  const parsed = licenceSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    errors[String(issue.path[0] ?? "root")] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<LicenceFormValues> };
};

const STATE_LABELS = US_STATES as Readonly<Record<string, string>>;

/** Add a state cannabis licence: state, type, number, expiry and a scan, for an admin's review. */
export function AddLicenceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const scanId = useId();
  const add = useAddLicence();
  const form = useForm<LicenceFormValues, unknown, LicencePayload>({
    resolver,
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const field = fieldProps(form);

  const close = () => {
    form.reset(DEFAULTS);
    onClose();
  };
  const submit = form.handleSubmit(async (payload) => {
    const outcome = await runAdminChange(() => add.mutateAsync(payload), {
      success: "Your licence was sent for review.",
      failure: "Your licence could not be added.",
    });
    if (outcome.ok) close();
    else showServerFieldErrors(form, fieldErrorsOf(outcome.error));
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add a licence"
      description="An admin checks the scan against the state's records before the licence counts."
      formId={formId}
      submitLabel="Add licence"
      pending={add.isPending}
    >
      <form id={formId} onSubmit={submit} noValidate aria-label="Add a licence">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <SelectField
            label="State"
            placeholder="Select a state"
            options={US_STATE_CODES}
            optionLabels={STATE_LABELS}
            {...field("state")}
          />
          <SelectField
            label="Licence type"
            placeholder="Select a type"
            options={LICENCE_TYPES}
            optionLabels={LICENCE_TYPE_LABELS}
            {...field("licenceType")}
          />
        </div>
        <TextField label="Licence number" {...field("licenceNumber")} />
        <TextField label="Expiry date" type="date" {...field("expiresOn")} />
        <div className="fieldset">
          <label htmlFor={scanId} className="fieldset-legend">
            Scan of the licence
          </label>
          <input
            id={scanId}
            type="file"
            accept={[".pdf", ".png", ".jpg", ".jpeg", ...SCAN_TYPES].join(",")}
            className={`file-input w-full ${errors.scan ? "file-input-error" : ""}`}
            aria-invalid={errors.scan ? true : undefined}
            aria-describedby={`${scanId}-hint${errors.scan ? ` ${scanId}-error` : ""}`}
            onChange={(event) =>
              form.setValue("scan", event.target.files?.[0], { shouldValidate: true })
            }
          />
          <p id={`${scanId}-hint`} className="text-sm text-base-content/75">
            PDF, PNG or JPEG up to {MAX_SCAN_BYTES / 1024 / 1024}MB
          </p>
          <FieldError id={`${scanId}-error`} message={errors.scan?.message} />
        </div>
      </form>
    </FormDialog>
  );
}
