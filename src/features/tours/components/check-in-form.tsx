import {
  GUEST_ID_TYPE_LABELS,
  GUEST_ID_TYPES,
  type GuestIdType,
  type Manifest,
  type ManifestGuest,
} from "@shared/contracts/check-in";
import { CHECK_IN_MESSAGES, type CheckInPayload, checkInSchema } from "@shared/schemas/check-in";
import { type FormEvent, useId, useState } from "react";
import { TextField } from "@/components/ui/text-field";

/**
 * Checking one guest in on the partner's phone: the kind of ID seen (never its number or a
 * photo), and the guest's typed name when they sign the tour's waiver here.
 */
export function CheckInForm({
  guest,
  waiver,
  onCheckIn,
  onCancel,
}: {
  guest: ManifestGuest;
  waiver: Manifest["tour"]["waiver"];
  onCheckIn: (payload: CheckInPayload) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [idType, setIdType] = useState<GuestIdType | "">("");
  const [signature, setSignature] = useState("");
  const [error, setError] = useState("");
  const signsHere = waiver !== null && !guest.waiverSignedAt;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkInSchema.safeParse({
      idType: idType || undefined,
      signatureName: signsHere ? signature : undefined,
    });
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? CHECK_IN_MESSAGES.idType);
    onCheckIn(parsed.data);
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={submit}
      noValidate
      aria-label={`Check in ${guest.name}`}
    >
      <fieldset className="fieldset" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="fieldset-legend">ID seen</legend>
        <div className="grid grid-cols-2 gap-2">
          {GUEST_ID_TYPES.map((type) => (
            <label
              key={type}
              className="flex min-h-12 cursor-pointer items-center gap-2 rounded-box border border-base-300 px-3 has-checked:border-primary has-checked:bg-primary/10"
            >
              <input
                type="radio"
                name={`${id}-id-type`}
                className="radio radio-sm radio-primary"
                value={type}
                checked={idType === type}
                onChange={() => {
                  setIdType(type);
                  setError("");
                }}
              />
              {GUEST_ID_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-error text-sm" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      {signsHere ? (
        <div className="flex flex-col gap-2 rounded-box bg-base-200 p-3">
          <details>
            <summary className="min-h-12 cursor-pointer content-center font-semibold">
              {waiver.title}: read it with the guest
            </summary>
            <p className="text-sm whitespace-pre-line">{waiver.content}</p>
          </details>
          <TextField
            label="Signature: the guest types their full name"
            autoComplete="off"
            value={signature}
            onChange={setSignature}
          />
        </div>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary min-h-12 flex-1">
          Check in<span className="sr-only"> {guest.name}</span>
        </button>
        <button type="button" className="btn btn-ghost min-h-12" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
