/** What other features may use of the profile: the partner's terms fields the wizard asks too. */
export {
  AvailabilityDaysField,
  PLACE_LABELS,
  RateAndRadiusFields,
} from "./components/partner-terms-fields";
