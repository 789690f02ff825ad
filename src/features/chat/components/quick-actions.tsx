import { QUICK_ACTIONS } from "@shared/support-agent";

/** product §2: buttons that fill the message input with a question the Support Agent answers. */
export function QuickActions({ onPick }: { onPick: (text: string) => void }) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Quick actions</legend>
      {QUICK_ACTIONS.map((action) => (
        <button
          key={action.id}
          type="button"
          className="btn btn-outline btn-primary btn-xs sm:btn-sm"
          onClick={() => onPick(action.text)}
        >
          {action.label}
        </button>
      ))}
    </fieldset>
  );
}
