import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";

/**
 * The triggers of the tables whose commands are functions (80_tour_commands.sql,
 * 20_payouts.sql): each only guards a write or records it, whatever its door. What a command
 * means (the notices, the totals, the bids and tours it ends) is in the command's body, so a
 * trigger that does it appears here first and fails this test. Each table's "Triggers:"
 * comment lists the same names.
 */

const pool = ownerPool(1);
afterAll(() => pool.end());

// biome-ignore format: one table per line reads as the inventory
const REVIEWED_TRIGGERS: Record<string, string[]> = {
  opportunities: [
    "auto_assign_on_create", "auto_assign_when_switched_on", "check_update", "geocode_location",
    "keep_tours_on_time", "record_audit", "record_move", "refuse_past_date",
    "require_licence_rule", "set_derived_facts", "set_updated_at", "stamp_created_by",
  ],
  chat_messages: ["check_new_chat_message", "mark_answered_messages", "notify_chat_reply"],
  opportunity_assignments: ["check_assignment", "record_audit", "stamp_assignment"],
  payable_lines: [
    "check_payout_total", "check_update", "forbid_delete", "forbid_truncate", "record_audit",
    "set_updated_at", "start_pending",
  ],
};

describe("the triggers of the command tables", () => {
  test.each(Object.entries(REVIEWED_TRIGGERS))(
    "%s has exactly the reviewed ones",
    async (table, names) => {
      const { rows } = await pool.query<{ name: string }>(
        `select tgname as name from pg_trigger
       where tgrelid = $1::regclass and not tgisinternal order by tgname`,
        [`public.${table}`],
      );
      expect(rows.map((row) => row.name)).toEqual(names);
    },
  );
});
