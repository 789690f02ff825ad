import { WHATSAPP_UPDATE_TEMPLATE } from "../_shared/portable/contracts/whatsapp.ts";
import { renderEmailWords } from "../_shared/portable/messages/email-messages.ts";
import { messageLink } from "../_shared/portable/messages/message-links.ts";
import type { OutgoingWhatsApp } from "../_shared/server/whatsapp-cloud.ts";
import type { ClaimedWhatsApp } from "./queries.ts";

/** WhatsApp refuses template parameters with new lines, tabs or more than 4 spaces in a row. */
function parameter(text: string) {
  return text
    .replace(/[\r\n\t]+/g, " ")
    .replace(/ {4,}/g, "   ")
    .trim()
    .slice(0, 1000);
}

/**
 * A claimed row's message in the messages catalogue's words (those of its mail): free text
 * inside the 24-hour service window, the update template outside it.
 */
export function renderWhatsApp(message: ClaimedWhatsApp, portalUrl: string): OutgoingWhatsApp {
  const data = message.content.data ?? {};
  const words = renderEmailWords(message.kind, data);
  const link = `${portalUrl.replace(/\/+$/, "")}${messageLink(message.kind, data, message.content.forAdmin === true)}`;
  const text = words.message ?? "";
  if (message.in_service_window)
    return { type: "text", text: [`*${words.heading}*`, text, link].filter(Boolean).join("\n") };
  return {
    type: "template",
    name: WHATSAPP_UPDATE_TEMPLATE.name,
    language: WHATSAPP_UPDATE_TEMPLATE.language,
    parameters: [parameter(words.heading), parameter(text || words.subject), link],
  };
}
