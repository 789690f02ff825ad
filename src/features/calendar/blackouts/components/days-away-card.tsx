import { BLACKOUT_NOTE_MAX_LENGTH } from "@shared/contracts/limits";
import { blackoutSchema } from "@shared/schemas/blackout";
import { type FormEvent, useId, useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { QueryState } from "@/components/ui/query-state";
import { TextField } from "@/components/ui/text-field";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useAddBlackout } from "../api/add-blackout";
import { useBlackouts } from "../api/get-blackouts";
import { useRemoveBlackout } from "../api/remove-blackout";

type Errors = Partial<Record<"startsOn" | "endsOn" | "note", string>>;

/**
 * Days away: the days the business is closed, with a note ("Harvest"). On those days, on each
 * tour's own clock, the partner is not matched or auto-assigned, and a bid asks first.
 */
export function DaysAwayCard() {
  const headingId = useId();
  const blackouts = useBlackouts();
  const add = useAddBlackout();
  const remove = useRemoveBlackout();
  const [startsOn, setStartsOn] = useState("");
  const [endsOn, setEndsOn] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = blackoutSchema.safeParse({ startsOn, endsOn: endsOn || startsOn, note });
    if (!parsed.success) {
      const of = (field: string) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      return setErrors({ startsOn: of("startsOn"), endsOn: of("endsOn"), note: of("note") });
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (blackout) => {
        notifySuccess({ title: "Saved", description: blackout.reason });
        setStartsOn("");
        setEndsOn("");
        setNote("");
      },
      onError: (error) =>
        notifyError({
          title: "Error",
          description: errorMessage(error, "The days could not be saved."),
        }),
    });
  };

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={headingId}>
      <div className="card-body gap-3 p-5">
        <h2 id={headingId} className="card-title text-lg">
          Days away
        </h2>
        <p className="text-sm text-base-content/75">
          Close days your business cannot host, on the tours' own clock: you are not matched or
          auto-assigned then, and a bid on such a day asks first.
        </p>
        <form
          className="flex flex-col gap-1"
          onSubmit={submit}
          noValidate
          aria-label="Add days away"
        >
          <TextField
            label="First day"
            type="date"
            value={startsOn}
            onChange={setStartsOn}
            error={errors.startsOn}
          />
          <TextField
            label="Last day"
            type="date"
            value={endsOn}
            onChange={setEndsOn}
            error={errors.endsOn}
            hint="Leave empty for one day."
          />
          <TextField
            label="Note (optional)"
            value={note}
            onChange={setNote}
            error={errors.note}
            placeholder="Harvest"
            hint={`Up to ${BLACKOUT_NOTE_MAX_LENGTH} characters.`}
          />
          <BusyButton type="submit" className="btn btn-primary mt-2" pending={add.isPending}>
            Close these days
          </BusyButton>
        </form>
        <QueryState
          isPending={blackouts.isPending}
          error={blackouts.error}
          onRetry={() => void blackouts.refetch()}
          label="Loading your days away..."
        >
          {(blackouts.data ?? []).length === 0 ? (
            <p className="text-sm text-base-content/75">No days away yet.</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Your days away">
              {(blackouts.data ?? []).map((blackout) => (
                <li
                  key={blackout.id}
                  className="flex items-center justify-between gap-2 rounded-box border border-base-300 px-3 py-2"
                >
                  <span className="min-w-0 break-words text-sm">{blackout.reason}</span>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={`Remove ${blackout.reason}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(blackout.id, {
                        onError: (error) =>
                          notifyError({
                            title: "Error",
                            description: errorMessage(error, "The days could not be opened."),
                          }),
                      })
                    }
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}
