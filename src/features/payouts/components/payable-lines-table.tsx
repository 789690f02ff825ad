import type { PayableLine } from "@shared/contracts/api";
import { MONEY_LABELS } from "@shared/money-labels";
import type { ReactNode } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import { formatDate, formatMoney } from "@/utils/format";

export interface PayableLinesTableProps {
  /** Names the table's scrollable region ("November 2026 lines"). */
  label: string;
  lines: PayableLine[];
  /** A first cell per line (the admin's checkbox). */
  lead?: (line: PayableLine) => ReactNode;
  /** A last cell per line (the admin's correction button). */
  action?: (line: PayableLine) => ReactNode;
}

/**
 * Tours and what each owes: date completed, tour, agreed amount, status (and a correction's or
 * a reversal's reason). On a phone the date goes under the tour and the action under the
 * status, so the table fits the screen and the admin's Reverse and Correct stay on it.
 */
export function PayableLinesTable({ label, lines, lead, action }: PayableLinesTableProps) {
  return (
    <section
      aria-label={label}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard
      tabIndex={0}
    >
      <table className="table table-sm">
        <thead>
          <tr>
            {lead ? (
              <th scope="col">
                {/* A checkbox's column: on a phone its heading is for screen readers only. */}
                <span className="max-sm:sr-only">Select</span>
              </th>
            ) : null}
            <th scope="col" className="hidden sm:table-cell">
              Completed
            </th>
            <th scope="col">Tour</th>
            <th scope="col" className="text-right whitespace-normal">
              {MONEY_LABELS.agreedAmount}
            </th>
            <th scope="col">Status</th>
            {action ? (
              <th scope="col" className="hidden sm:table-cell">
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              {lead ? <td>{lead(line)}</td> : null}
              <td className="hidden whitespace-nowrap sm:table-cell">
                {formatDate(line.earnedAt)}
              </td>
              <td className="break-words">
                {line.tourTitle}
                <span className="block text-xs text-base-content/75 sm:hidden">
                  Completed {formatDate(line.earnedAt)}
                </span>
                {line.correctionReason ? (
                  <p className="text-sm text-base-content/70">{line.correctionReason}</p>
                ) : null}
                {line.reversalReason ? (
                  <p className="text-sm text-base-content/70">
                    Reversal of a paid line: {line.reversalReason}
                  </p>
                ) : null}
              </td>
              <td className="text-right whitespace-nowrap">{formatMoney(line.amount)}</td>
              <td>
                <StatusBadge status={line.status} />
                {action ? <div className="mt-1 sm:hidden">{action(line)}</div> : null}
              </td>
              {action ? <td className="hidden sm:table-cell">{action(line)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
