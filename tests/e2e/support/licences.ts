import { functionsUrl, testStack } from "../../support/stack.ts";
import { demo } from "./accounts.ts";
import { apiAs } from "./api.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/**
 * Gives a partner an approved licence for `state` behind the screen, as they and an admin
 * would through the API, so they may bid on that state's tours that require one.
 */
export async function licensePartner(account: { email: string; password: string }, state: string) {
  const partner = await apiAs(account);
  const form = new FormData();
  form.set("state", state);
  form.set("licenceType", "cultivation");
  form.set("licenceNumber", `E2E-${Date.now().toString(36)}`);
  form.set("expiresOn", new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10));
  form.set("scan", new Blob([PDF], { type: "application/pdf" }), "licence.pdf");
  const response = await fetch(`${functionsUrl}/api/licences`, {
    method: "POST",
    headers: { apikey: testStack.anonKey, authorization: `Bearer ${partner.token}` },
    body: form,
  });
  if (!response.ok)
    throw new Error(`POST /api/licences: ${response.status} ${await response.text()}`);
  const licence = (await response.json()) as { id: string };
  const admin = await apiAs(demo.admin);
  await admin.call("PUT", `/api/admin/licences/${licence.id}`, { status: "approved" });
}
