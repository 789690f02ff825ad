/** What other features' admin screens and the app may use of the CSV exports. */
export { ExportButton } from "./components/export-button";
export { ReportsCard } from "./components/reports-card";
