import { zodResolver } from "@hookform/resolvers/zod";
import { type WhatsAppConnectInput, whatsappConnectSchema } from "@shared/schemas/whatsapp";
import { useForm } from "react-hook-form";
import { BusyButton } from "@/components/ui/busy-button";
import { TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { fieldErrorsOf } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useConnectWhatsApp } from "../api/connect-whatsapp";

/** The number to connect; the API reads it (US without a country code) and sends the code. */
export function ConnectForm({ label, onCancel }: { label: string; onCancel?: () => void }) {
  const connect = useConnectWhatsApp();
  const form = useForm<WhatsAppConnectInput>({
    resolver: zodResolver(whatsappConnectSchema),
    defaultValues: { phoneNumber: "" },
  });
  const field = fieldProps(form);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await connect.mutateAsync(values);
      notifySuccess({ title: "Code sent", description: answer.message });
      onCancel?.();
    } catch (failure) {
      const message = fieldErrorsOf(failure)?.phoneNumber?.[0];
      if (message) form.setError("phoneNumber", { message });
      else
        notifyError({
          title: "Error",
          description: errorMessage(failure, "Could not send the code. Please try again."),
        });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Connect WhatsApp" className="grid gap-2">
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        placeholder="(707) 555-0142"
        hint="A US number needs no country code; any other starts with + and its country code."
        {...field("phoneNumber")}
      />
      <div className="flex flex-wrap gap-2">
        <BusyButton type="submit" className="btn btn-primary min-h-11" pending={connect.isPending}>
          {label}
        </BusyButton>
        {onCancel ? (
          <button type="button" className="btn btn-ghost min-h-11" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
