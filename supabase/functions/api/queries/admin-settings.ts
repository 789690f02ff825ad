import type { JSONValue } from "postgres";
import {
  type AdminSettings,
  ADMIN_SETTING_KEYS as KEYS,
  RETENTION_PERIODS,
} from "../../_shared/portable/schemas/admin-settings.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

type SettingValues = Record<string, JSONValue>;

/** The page's settings from admin_settings values by key (defaults filled in by the database). */
export function fromSettingValues(values: SettingValues): AdminSettings {
  const [first, second] = values[KEYS.reminderHours] as [number, number];
  return {
    mailFrom: String(values[KEYS.mailFrom]),
    replyTo: String(values[KEYS.replyTo]),
    supportEmail: String(values[KEYS.supportEmail]),
    portalUrl: String(values[KEYS.portalUrl]),
    digestHour: Number(values[KEYS.digestHour]),
    firstReminderHours: first,
    secondReminderHours: second,
    withdrawalNoticeDays: Number(values[KEYS.withdrawalNoticeDays]),
    defaultWaiverDocumentId: (values[KEYS.defaultWaiverDocumentId] as string | null) ?? null,
    ...(Object.fromEntries(
      RETENTION_PERIODS.map((period) => [period.field, Number(values[period.key])]),
    ) as Pick<AdminSettings, (typeof RETENTION_PERIODS)[number]["field"]>),
  };
}

/** The admin_settings rows that hold `settings`, each in the category its key starts with. */
export function toSettingRows(settings: AdminSettings) {
  const values: SettingValues = {
    [KEYS.mailFrom]: settings.mailFrom,
    [KEYS.replyTo]: settings.replyTo,
    [KEYS.supportEmail]: settings.supportEmail,
    [KEYS.portalUrl]: settings.portalUrl,
    [KEYS.digestHour]: settings.digestHour,
    [KEYS.reminderHours]: [settings.firstReminderHours, settings.secondReminderHours],
    [KEYS.withdrawalNoticeDays]: settings.withdrawalNoticeDays,
    [KEYS.defaultWaiverDocumentId]: settings.defaultWaiverDocumentId,
  };
  for (const period of RETENTION_PERIODS) values[period.key] = settings[period.field];
  return Object.entries(values).map(([key, value]) => ({
    key,
    value,
    category: key.split(".")[0] as string,
  }));
}

/** Every setting as saved, else its default (private.admin_setting_defaults()). */
export async function readAdminSettings(tx: Tx): Promise<AdminSettings> {
  const [row] = await tx<{ values: SettingValues }[]>`
    select private.admin_setting_defaults()
      || coalesce((select jsonb_object_agg(s.key, s.value) from public.admin_settings s), '{}')
      as values
  `;
  return fromSettingValues(row?.values ?? {});
}

/**
 * Saves every setting; one whose value did not change (or still is its default) is not
 * written, so the audit log holds only what an admin changed (one entry per key).
 */
export async function saveAdminSettings(tx: Tx, settings: AdminSettings) {
  const rows = toSettingRows(settings) as unknown as JSONValue;
  await tx`
    insert into public.admin_settings (key, value, category)
    select r.key, r.value, r.category
    from (
      -- A JSON null (no default waiver) comes out of the recordset as SQL null.
      select s.key, coalesce(s.value, 'null') as value, s.category
      from jsonb_to_recordset(${tx.json(rows)}::jsonb) as s(key text, value jsonb, category text)
    ) r
    where r.value is distinct from coalesce(
      (select s.value from public.admin_settings s where s.key = r.key),
      private.admin_setting_defaults() -> r.key
    )
    on conflict (key) do update set value = excluded.value
    where public.admin_settings.value is distinct from excluded.value
  `;
}
