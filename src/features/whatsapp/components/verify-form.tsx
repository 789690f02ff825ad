import { zodResolver } from "@hookform/resolvers/zod";
import { type WhatsAppVerifyInput, whatsappVerifySchema } from "@shared/schemas/whatsapp";
import { useForm } from "react-hook-form";
import { BusyButton } from "@/components/ui/busy-button";
import { TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { fieldErrorsOf } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useVerifyWhatsApp } from "../api/verify-whatsapp";

/** The 6-digit code from WhatsApp; a wrong or expired one is said under the field. */
export function VerifyForm({ verifiedMessage }: { verifiedMessage: string }) {
  const verify = useVerifyWhatsApp();
  const form = useForm<WhatsAppVerifyInput>({
    resolver: zodResolver(whatsappVerifySchema),
    defaultValues: { code: "" },
  });
  const field = fieldProps(form);

  const submit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(values);
      notifySuccess({ title: "Verified", description: verifiedMessage });
    } catch (failure) {
      const message = fieldErrorsOf(failure)?.code?.[0];
      if (message) form.setError("code", { message });
      else notifyError({ title: "Error", description: errorMessage(failure, "Could not verify.") });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Verify WhatsApp" className="grid gap-2">
      <TextField label="Code" autoComplete="one-time-code" {...field("code")} />
      <div>
        <BusyButton type="submit" className="btn btn-primary min-h-11" pending={verify.isPending}>
          Verify
        </BusyButton>
      </div>
    </form>
  );
}
