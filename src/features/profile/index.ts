/**
 * What other features and the app may use of the profile: the partner's terms fields the wizard
 * asks too, and the required fields a profile still lacks.
 */
export {
  AvailabilityDaysField,
  PLACE_LABELS,
  RateAndRadiusFields,
} from "./components/partner-terms-fields";
export { unansweredRequiredFields } from "./required-fields";
