/** What other features' admin screens may use of tours. */
export { CancelTourDialog } from "./components/cancel-tour-dialog";
export { CompleteTourDialog } from "./components/complete-tour-dialog";
export { type TourAction, ToursPanel } from "./components/tours-panel";
