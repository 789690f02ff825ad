import { randomUUID } from "node:crypto";
import { expect as baseExpect, test } from "@playwright/test";
import {
  latestCode,
  runSendWhatsApp,
  testNumber,
  whatsappInbound,
  whatsappMessagesTo,
  whatsappStatus,
} from "../api/support/whatsapp.ts";
import { ownerPool } from "../support/db-callers.ts";
import { createCompletePartner, demo, signIn } from "./support/accounts.ts";
import { captureThemes, h1 } from "./support/capture.ts";

test.describe.configure({ timeout: 120_000 });
// Generous waits: the machine is shared, and a first visit compiles the page on demand.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A common phone: 390 px wide. */
const PHONE = { width: 390, height: 844 };
const pool = ownerPool(1);
test.afterAll(() => pool.end());

/** What the partner's phone shows of a message: its text, or its template's parameters. */
const shown = (m: { text?: string; template?: { parameters: string[] } }) =>
  m.text ?? m.template?.parameters.join(" ") ?? "";

test("an admin's answer that went to the partner's WhatsApp shows delivered, then read, in the inbox", async ({
  page,
}) => {
  const stamp = randomUUID().slice(0, 6);
  const { partner } = await createCompletePartner({
    firstName: "Willa",
    lastName: `Away${stamp}`,
    businessName: `Willa ${stamp} Orchards`,
    businessType: "Outdoor Farm",
    businessLocation: "4 Orchard Road, Sebastopol, CA",
  });
  // A number verified as on /profile: the code read from the local copy of the Cloud API.
  const number = testNumber();
  await partner.call("POST", "/api/whatsapp/connect", { phoneNumber: number.typed });
  await expect.poll(() => latestCode(number.e164)).toMatch(/^\d{6}$/);
  await partner.call("POST", "/api/whatsapp/verify", { code: await latestCode(number.e164) });
  const question = `Can I bring the group an hour early? (${stamp})`;
  await partner.call("POST", "/api/chat/send", { message: question, messageType: "text" });
  // The partner then leaves: no page of theirs is open.

  await page.setViewportSize(PHONE);
  await signIn(page, demo.admin, `/admin/support?user=${partner.userId}`);
  await expect(h1(page, "Support Inbox")).toBeVisible();
  const thread = page.getByRole("log", { name: `Conversation with Willa Away${stamp}` });
  await expect(thread.getByText(question)).toBeVisible();

  const answer = `Yes, from 9 the gate is open. (${stamp})`;
  await page.getByRole("textbox", { name: "Answer as the Support Agent" }).fill(answer);
  await page.getByRole("button", { name: "Send" }).click();
  const sent = thread.locator(".chat-end", { hasText: answer });
  await expect(sent).toContainText("Support Agent · You");
  // Not sent anywhere yet: the partner is away, so it waits (the support mails' rule).
  await expect(sent).not.toContainText("WhatsApp");

  // Its wait is over (the test owns the clock of the outbox), and send-whatsapp sends it as
  // pg_cron would.
  const { rowCount } = await pool.query(
    `update public.email_outbox e set send_after = now()
     from public.notifications n, public.chat_messages m
     where e.user_id = $1 and e.channel = 'whatsapp' and e.status = 'queued'
       and n.id = e.notification_id and m.id = (n.data ->> 'messageId')::uuid
       and m.message = $2`,
    [partner.userId, answer],
  );
  expect(rowCount).toBe(1);
  expect((await runSendWhatsApp()).status).toBe(200);
  await expect
    .poll(async () => (await whatsappMessagesTo(number.e164)).map(shown).join("\n"))
    .toContain(answer);
  const message = (await whatsappMessagesTo(number.e164)).find((m) => shown(m).includes(answer));
  if (!message) throw new Error("the answer is not in the local copy");

  // The partner's phone takes it: delivered, an emerald check, without a reload.
  await whatsappStatus(message.id, "delivered");
  const delivered = sent.getByRole("img", { name: "Delivered" });
  await expect(delivered).toBeVisible();
  await expect(sent).toContainText("WhatsApp");
  await expect(delivered).toHaveClass(/text-emerald-600/);
  await captureThemes(page, "admin-support-whatsapp-delivered", delivered, [PHONE]);

  // They open it: read, blue checks.
  await whatsappStatus(message.id, "read");
  const read = sent.getByRole("img", { name: "Read" });
  await expect(read).toBeVisible();
  await expect(read).toHaveClass(/text-blue-600/);
  await expect(sent.getByRole("img", { name: "Delivered" })).toHaveCount(0);
  await captureThemes(page, "admin-support-whatsapp-read", read, [PHONE]);
});

test("an admin reads on the E-mail page what a number no partner verified wrote", async ({
  page,
}) => {
  const stranger = testNumber().e164;
  const text = `Do you run tours in May? (${randomUUID().slice(0, 6)})`;
  expect((await whatsappInbound(stranger, text)).responseStatus).toBe(200);

  await page.setViewportSize(PHONE);
  await signIn(page, demo.admin, "/admin/emails");
  await expect(h1(page, "E-mail")).toBeVisible();
  const unknown = page.getByRole("region", { name: "WhatsApp from unknown numbers" });
  const message = unknown.getByRole("article", { name: `From ${stranger}` }).filter({
    hasText: text,
  });
  await message.scrollIntoViewIfNeeded();
  await expect(message).toBeVisible();
  await captureThemes(page, "admin-emails-unknown-whatsapp", message, [PHONE]);
});
