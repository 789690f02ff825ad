import { zodResolver } from "@hookform/resolvers/zod";
import type { Guest } from "@shared/contracts/guests";
import { type GuestInput, type GuestPayload, guestSchema } from "@shared/schemas/guest";
import { useForm } from "react-hook-form";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { fieldErrorsOf } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { showServerFieldErrors } from "@/utils/server-field-errors";

export interface GuestFormDialogProps {
  /** The guest to edit; null for a new one. */
  guest: Guest | null;
  /** Saves through the list's door: the organiser's link or an admin's session. */
  save: (guest: GuestPayload, guestId?: string) => Promise<unknown>;
  pending: boolean;
  onClose: () => void;
}

/** A guest's name and date of birth, with an e-mail (for their waiver) and phone if wished. */
export function GuestFormDialog({ guest, save, pending, onClose }: GuestFormDialogProps) {
  const form = useForm<GuestInput, unknown, GuestPayload>({
    resolver: zodResolver(guestSchema),
    defaultValues: {
      name: guest?.name ?? "",
      dateOfBirth: guest?.dateOfBirth ?? "",
      email: guest?.email ?? "",
      phone: guest?.phone ?? "",
    },
  });
  const field = fieldProps(form);
  const formId = "guest-form";

  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values, guest?.id);
      notifySuccess({
        title: guest ? "Guest updated" : "Guest added",
        description: `${values.name} is on the guest list.`,
      });
      onClose();
    } catch (error) {
      showServerFieldErrors(form, fieldErrorsOf(error));
      notifyError({
        title: "Error",
        description: errorMessage(error, "Failed to save the guest. Please try again."),
      });
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={guest ? `Edit ${guest.name}` : "Add a guest"}
      description="A guest with an e-mail gets a link to sign the tour's waiver."
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={pending}>
            {pending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {guest ? "Save guest" : "Add guest"}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-2">
        <TextField label="Full name" autoComplete="off" {...field("name")} />
        <TextField label="Date of birth" type="date" {...field("dateOfBirth")} />
        <TextField label="E-mail (optional)" type="email" autoComplete="off" {...field("email")} />
        <TextField label="Phone (optional)" type="tel" autoComplete="off" {...field("phone")} />
      </form>
    </Dialog>
  );
}
