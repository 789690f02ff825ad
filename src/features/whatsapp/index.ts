/** What the app composes of WhatsApp: the /profile section. */
export { WhatsAppSection } from "./components/whatsapp-section";
