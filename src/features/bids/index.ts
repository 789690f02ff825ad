/** What other features may use of bids. */
export { BidDialog } from "./components/bid-dialog";
