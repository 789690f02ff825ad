/** What other features may use of the profile: the partner's terms fields the wizard asks too. */
export { AvailabilityDaysField, RateAndRadiusFields } from "./components/partner-terms-fields";
