export { TourThread } from "./components/tour-thread";
