/** Limits that the forms and the API both enforce; each is written here only. */

/** A chat message, from a partner or from the support team (product §5). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** A typed signature is a full name. */
export const SIGNATURE_MAX_LENGTH = 200;

/** `?pageSize=` of every paginated list. */
export const MAX_PAGE_SIZE = 100;

/** `?search=` (or `?q=`) of every searchable list. */
export const MAX_SEARCH_LENGTH = 200;

/** A review's text and a partner's reply to it (reviews_text_length, reviews_reply_length). */
export const REVIEW_TEXT_MAX_LENGTH = 2000;

/** Why an admin hid a review (reviews_hidden_reason_length). */
export const REVIEW_HIDDEN_REASON_MAX_LENGTH = 500;

/** A partner's reason for withdrawing from a tour (tour_withdrawals_reason_length), and the
 * admin's note with the answer, which the partner reads in the notification. */
export const WITHDRAWAL_TEXT_MAX_LENGTH = 1000;

/** A day-away note ("Harvest"): partner_blackouts_note_length. */
export const BLACKOUT_NOTE_MAX_LENGTH = 80;

/** The days one blackout may close at once, both ends counted (partner_blackouts_span). */
export const BLACKOUT_DAYS_MAX = 366;
