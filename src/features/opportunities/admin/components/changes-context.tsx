import { createContext, useContext } from "react";

/**
 * Called after any change this page makes (an opportunity created, partners assigned, a bid
 * decided, a tour completed or cancelled), so the app can refresh what other pages show of it.
 */
const OpportunityChangesContext = createContext<() => void>(() => {});

export const OpportunityChangesProvider = OpportunityChangesContext.Provider;

export function useOpportunityChanged() {
  return useContext(OpportunityChangesContext);
}
