import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminSettings,
  type AdminSettingsInput,
  adminSettingsSchema,
  RETENTION_PERIODS,
} from "@shared/schemas/admin-settings";
import { useForm } from "react-hook-form";
import { FormSection } from "@/components/ui/form-fields";
import { NumberField } from "@/components/ui/number-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { WaiverDocumentField } from "@/features/legal/admin";
import { fieldProps } from "@/hooks/use-field-props";
import { saveAdminForm } from "@/lib/admin-change";
import { showServerFieldErrors } from "@/utils/server-field-errors";
import { useUpdateAdminSettings } from "../api/update-admin-settings";

/**
 * Every platform setting in one form, checked with the API's own schema before it is sent;
 * the server's refusals show under their fields. Saved whole, with the admin forms' toasts.
 */
export function AdminSettingsForm({ settings }: { settings: AdminSettings }) {
  const update = useUpdateAdminSettings();
  const form = useForm<AdminSettingsInput, unknown, AdminSettings>({
    resolver: zodResolver(adminSettingsSchema),
    // A select holds "" for none.
    defaultValues: { ...settings, defaultWaiverDocumentId: settings.defaultWaiverDocumentId ?? "" },
  });
  const field = fieldProps(form);
  const number = { valueAsNumber: true } as const;
  const submit = form.handleSubmit(async (payload) => {
    const refused = await saveAdminForm(
      "Settings",
      "update",
      () => update.mutateAsync(payload),
      () => form.reset(payload),
    );
    showServerFieldErrors(form, refused);
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Platform settings"
      className="card max-w-3xl border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <div className="flex flex-col gap-4">
        <FormSection title="E-mail">
          <TextField
            label="Sender (From)"
            hint="A name and address, such as Tour Partner Portal <tours@example.com>."
            autoComplete="off"
            {...field("mailFrom")}
          />
          <TextField
            label="Reply-to address"
            type="email"
            hint="Leave empty to have replies go to the support address."
            autoComplete="off"
            {...field("replyTo")}
          />
          <TextField
            label="Support address"
            type="email"
            hint="Where partners write outside the chat."
            autoComplete="off"
            {...field("supportEmail")}
          />
          <TextField
            label="Portal URL"
            type="url"
            hint="The address the mails' links open."
            autoComplete="off"
            {...field("portalUrl")}
          />
        </FormSection>
        <FormSection title="Schedule">
          <NumberField
            label="Daily digest hour (0-23, each user's own clock)"
            min={0}
            max={23}
            step={1}
            {...field("digestHour", number)}
          />
          <NumberField
            label="First tour reminder (hours before)"
            min={2}
            max={336}
            step={1}
            {...field("firstReminderHours", number)}
          />
          <NumberField
            label="Second tour reminder (hours before)"
            min={1}
            max={335}
            step={1}
            {...field("secondReminderHours", number)}
          />
          <NumberField
            label="Withdrawal notice (days before a tour)"
            hint="A partner withdrawing at least this far ahead is released at once; later, you approve or refuse it."
            min={0}
            max={90}
            step={1}
            {...field("withdrawalNoticeDays", number)}
          />
        </FormSection>
        <FormSection title="Guests">
          <WaiverDocumentField
            label="Default waiver"
            noneLabel="No waiver"
            hint="What guests sign when an opportunity names no waiver of its own."
            current={settings.defaultWaiverDocumentId}
            {...field("defaultWaiverDocumentId")}
          />
        </FormSection>
        <FormSection title="Data retention">
          {RETENTION_PERIODS.map((period) => (
            <NumberField
              key={period.field}
              label={`${period.label} (days kept)`}
              min={1}
              max={3650}
              step={1}
              {...field(period.field, number)}
            />
          ))}
        </FormSection>
      </div>
      <div className="sm:max-w-xs">
        <SubmitButton pending={update.isPending}>Save settings</SubmitButton>
      </div>
    </form>
  );
}
