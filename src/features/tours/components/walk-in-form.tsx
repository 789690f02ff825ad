import { CHECK_IN_MESSAGES, walkInSchema } from "@shared/schemas/check-in";
import { type FormEvent, useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { TextField } from "@/components/ui/text-field";
import { reportedOffline } from "@/lib/offline/offline-error";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useAddWalkIn } from "../api/add-walk-in";

/** A guest who turned up without being on the list, within the group size. */
export function WalkInForm({ tourId }: { tourId: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [dateOfBirth, setDateOfBirth] = useState("");
  const [errors, setErrors] = useState<{ name?: string; dateOfBirth?: string }>({});
  const add = useAddWalkIn(tourId);

  if (!open) {
    return (
      <button type="button" className="btn btn-outline min-h-12" onClick={() => setOpen(true)}>
        Add a walk-in
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = walkInSchema.safeParse({ name, dateOfBirth });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const of = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
      return setErrors({
        name: of("name"),
        dateOfBirth: of("dateOfBirth") && CHECK_IN_MESSAGES.dateOfBirth,
      });
    }
    add.mutate(parsed.data, {
      onSuccess: (guest) => {
        notifySuccess({ title: "Success", description: `${guest.name} added as a walk-in` });
        setName("");
        setDateOfBirth("");
        setOpen(false);
      },
      onError: (error) => {
        if (reportedOffline(error, notifyError)) return;
        notifyError({
          title: "Error",
          description: errorMessage(error, "The walk-in could not be added"),
        });
      },
    });
  };
  return (
    <form
      className="flex flex-col gap-2 rounded-box bg-base-200 p-3"
      onSubmit={submit}
      noValidate
      aria-label="Add a walk-in"
    >
      <TextField
        label="Name"
        autoComplete="off"
        value={name}
        onChange={setName}
        error={errors.name}
      />
      <TextField
        label="Date of birth"
        type="date"
        value={dateOfBirth}
        onChange={setDateOfBirth}
        error={errors.dateOfBirth}
      />
      <div className="flex gap-2">
        <BusyButton
          type="submit"
          className="btn btn-primary min-h-12 flex-1"
          pending={add.isPending}
        >
          Add walk-in
        </BusyButton>
        <button type="button" className="btn btn-ghost min-h-12" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
