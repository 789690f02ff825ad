import type { StackConfig } from "../lib/config.ts";

/** Demo accounts created by supabase/seed.sql. */
export const DEMO_ACCOUNTS = [
  { role: "admin", email: "admin@tourpartner.test", password: "Admin123!", note: "" },
  {
    role: "partner",
    email: "green.valley@tourpartner.test",
    password: "Partner123!",
    note: "complete profile, tour history",
  },
  {
    role: "partner",
    email: "coastal.cannabis@tourpartner.test",
    password: "Partner123!",
    note: "complete profile",
  },
  {
    role: "partner",
    email: "new.leaf@tourpartner.test",
    password: "Partner123!",
    note: "incomplete profile (signup wizard)",
  },
  {
    role: "partner",
    email: "old.mill@tourpartner.test",
    password: "Partner123!",
    note: "inactive",
  },
];

export function printReady(
  config: StackConfig,
  { seconds, withWeb }: { seconds: number; withWeb: boolean },
) {
  const rows: Array<[string, string]> = [
    ...(withWeb ? ([["Web app", config.siteUrl]] as Array<[string, string]>) : []),
    ["API (gateway)", config.apiUrl],
    ["Database", config.dbUrl],
    ["Mailbox", config.mailboxUrl],
    ["WhatsApp (local copy)", config.whatsappUrl],
    ["anon key", config.anonKey],
    ["service_role key", config.serviceRoleKey],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = [
    "",
    `Tour Partner Portal is ready in ${seconds.toFixed(1)} s.`,
    "",
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    "",
    "Demo accounts:",
    ...DEMO_ACCOUNTS.map((a) =>
      `  ${a.role.padEnd(8)} ${a.email.padEnd(34)} ${a.password.padEnd(12)} ${a.note}`.trimEnd(),
    ),
    "",
    "Press Ctrl-C to stop.",
    "",
  ];
  process.stdout.write(lines.join("\n"));
}
