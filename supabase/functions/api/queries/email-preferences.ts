import type {
  EmailCategory,
  EmailDelivery,
  EmailDigestTime,
} from "../../_shared/portable/contracts/email.ts";
import type { UserRole } from "../../_shared/portable/contracts/enums.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/** The caller's role with one of their stored choices (category and delivery null when none). */
export interface StoredEmailPreference {
  role: UserRole;
  category: EmailCategory | null;
  delivery: EmailDelivery | null;
  whatsapp: boolean | null;
}

/** The caller's role and every e-mail choice they stored. */
export function readStoredEmailPreferences(tx: Tx) {
  return tx<StoredEmailPreference[]>`
    select u.role, p.category, p.delivery, p.whatsapp
    from public.users u
    left join public.email_preferences p on p.user_id = u.id
    where u.id = (select auth.uid())
  `;
}

/** Stores how messages of `category` reach the caller (WhatsApp unchanged when left out). */
export async function saveEmailPreference(
  tx: Tx,
  category: EmailCategory,
  delivery: EmailDelivery,
  whatsapp: boolean | undefined,
) {
  await tx`
    insert into public.email_preferences (user_id, category, delivery, whatsapp)
    values ((select auth.uid()), ${category}, ${delivery}, ${whatsapp ?? null})
    on conflict (user_id, category) do update set delivery = excluded.delivery,
      whatsapp = coalesce(excluded.whatsapp, public.email_preferences.whatsapp)
  `;
}

/** The unsubscribe links of the caller's earlier mails stop working (public.rotate_unsubscribe_links). */
export async function rotateUnsubscribeLinks(tx: Tx) {
  const [row] = await tx<{ rotatedAt: Date }[]>`
    select public.rotate_unsubscribe_links() as "rotatedAt"
  `;
  return row?.rotatedAt;
}

/** When the caller's daily digest comes, on their clock (private.my_email_digest_time). */
export async function readEmailDigestTime(tx: Tx): Promise<EmailDigestTime> {
  const [row] = await tx<{ time: EmailDigestTime }[]>`
    select private.my_email_digest_time() as time
  `;
  return row?.time ?? { hour: 7, timeZone: "UTC" };
}
