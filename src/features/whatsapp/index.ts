/** What the app and other features use of WhatsApp: the /profile section, and the connection. */
export { useWhatsAppConnection } from "./api/get-whatsapp-connection";
export { WhatsAppSection } from "./components/whatsapp-section";
