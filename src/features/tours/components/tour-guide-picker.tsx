import type { TourGuide } from "@shared/contracts/team";
import { TEAM_MESSAGES, tourGuideSchema } from "@shared/schemas/team";
import { useId, useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { FieldError } from "@/components/ui/text-field";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useSetTourGuide } from "../api/set-tour-guide";

const NONE = "";

/** Who leads the tour, as the tour page, Today and the calendar say it. */
export function guideName(guide: TourGuide | null | undefined) {
  return guide ? guide.name : "No guide assigned";
}

/** The owner or a manager gives the tour one of the team's guides, or none. */
export function TourGuidePicker({
  tourId,
  current,
  guides,
}: {
  tourId: string;
  current: TourGuide | null;
  guides: readonly TourGuide[];
}) {
  const id = useId();
  const set = useSetTourGuide(tourId);
  const [choice, setChoice] = useState(current?.userId ?? NONE);
  const [error, setError] = useState<string>();
  const unchanged = choice === (current?.userId ?? NONE);

  const save = () => {
    const parsed = tourGuideSchema.safeParse({ guideId: choice === NONE ? null : choice });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? TEAM_MESSAGES.guide);
    setError(undefined);
    set.mutate(parsed.data, {
      onSuccess: (tour) =>
        notifySuccess({
          title: "Guide saved",
          description: tour.guide
            ? `${tour.guide.name} leads this tour.`
            : "No guide leads this tour.",
        }),
      onError: (failure) =>
        notifyError({
          title: "Error",
          description: errorMessage(failure, "The guide could not be saved."),
        }),
    });
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="fieldset py-0">
        <label htmlFor={id} className="fieldset-legend">
          Guide for this tour
        </label>
        <select
          id={id}
          className="select w-56 max-w-full"
          value={choice}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value={NONE}>No guide</option>
          {guides.map((guide) => (
            <option key={guide.userId} value={guide.userId}>
              {guide.name}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <BusyButton
        type="button"
        className="btn btn-primary min-h-11"
        pending={set.isPending}
        disabled={unchanged}
        onClick={save}
      >
        Save guide
      </BusyButton>
    </div>
  );
}
