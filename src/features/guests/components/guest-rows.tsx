import type { Guest } from "@shared/contracts/guests";
import { DELETE_BUTTON } from "@/components/ui/edit-delete-buttons";

export interface GuestRowsProps {
  guests: Guest[];
  waiverApplies: boolean;
  editable: boolean;
  onEdit: (guest: Guest) => void;
  onRemove: (guest: Guest) => void;
}

/** Each guest: name, date of birth, contacts and whether they signed the waiver. */
export function GuestRows({ guests, waiverApplies, editable, onEdit, onRemove }: GuestRowsProps) {
  return (
    <ul className="flex flex-col gap-2">
      {guests.map((guest) => (
        <li
          key={guest.id}
          className="flex flex-col gap-2 rounded-box border border-base-300 p-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-semibold break-words">{guest.name}</p>
            <p className="text-sm">
              Born {guest.dateOfBirth ?? "(not kept)"}
              {guest.email ? ` · ${guest.email}` : ""}
              {guest.phone ? ` · ${guest.phone}` : ""}
            </p>
            {waiverApplies ? (
              <p className="text-sm">
                {guest.waiverSignedAt ? (
                  <span className="badge badge-success badge-outline">Waiver signed</span>
                ) : (
                  <span className="badge badge-outline">
                    {guest.email ? "Waiver not signed yet" : "Signs at check-in"}
                  </span>
                )}
              </p>
            ) : null}
          </div>
          {editable ? (
            <div className="flex gap-2">
              <button
                type="button"
                className="btn btn-sm btn-outline"
                aria-label={`Edit ${guest.name}`}
                onClick={() => onEdit(guest)}
              >
                Edit
              </button>
              <button
                type="button"
                className={DELETE_BUTTON}
                aria-label={`Remove ${guest.name}`}
                onClick={() => onRemove(guest)}
              >
                Remove
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
