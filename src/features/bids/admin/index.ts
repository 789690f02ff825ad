/** What other features' admin screens may use of bids. */
export { useOpportunityBids } from "./api/get-opportunity-bids";
export { BidsPanel } from "./components/bids-panel";
