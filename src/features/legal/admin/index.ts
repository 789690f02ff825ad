/** What other features' admin screens may use of legal documents. */
export { WaiverDocumentField } from "./components/waiver-document-field";
