/**
 * What the API answers for an error the database raised: its SQLSTATE decides the status, a
 * product rule's message becomes the sentence people read, and a rule about one column puts it
 * under that form field. Kept apart from the HTTP layer (http-error.ts) so it can be tested alone.
 */

export type FieldErrors = Record<string, string[]>;

export interface ErrorAnswer {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 429;
  message: string;
  fieldErrors?: FieldErrors;
  /** Seconds, for a 429's `Retry-After`. */
  retryAfter?: number;
}

export interface PostgresLikeError {
  name: string;
  code: string;
  message: string;
  detail?: string;
  constraint_name?: string;
  /** The column a product rule names (`raise … using column = '…'`). */
  column_name?: string;
}

export function isPostgresError(error: unknown): error is PostgresLikeError {
  return (
    error instanceof Error &&
    error.name === "PostgresError" &&
    typeof (error as Partial<PostgresLikeError>).code === "string"
  );
}

/** Product rules that are about the input's shape rather than a conflict (docs/database.md). */
const BAD_REQUEST_CODES = new Set([
  "TP003",
  "TP352",
  "TP205",
  "TP151",
  "TP157",
  "TP314",
  "TP317",
  "TP318",
  "TP402",
  "TP403",
  "TP603",
  "TP604",
  "TP605",
  "TP702",
  "TP807",
  "TP821",
  "TP822",
  "TP823",
  "TP901",
  "TP314",
  "TP317",
  "TP318",
  "23514",
  "23502",
  "22P02",
  "22003",
  "22007",
  "23503",
]);

/**
 * A guest list's or waiver's link that expired (TP310) or was revoked (TP311), an e-mail
 * confirmation link expired or for an earlier address (TP962): gone for good.
 */
const GONE_CODES = new Set(["TP310", "TP311", "TP962"]);

/**
 * Whole SQLSTATE classes that can only come from what was sent: 22 data exceptions (22021 a
 * byte the encoding lacks, 22P05 an untranslatable character, 22008 a date out of range,
 * 22001 too long a value, 2201B a bad regular expression, …) and 54 program limits (54000 a
 * value too large to index, 54001 too deep a nesting). A 400, never a 500.
 */
const BAD_REQUEST_CLASSES = ["22", "54"];

/** The HTTP answer for an error the database raised, by SQLSTATE (docs/database.md). */
export function answerPostgresError(error: PostgresLikeError): ErrorAnswer | undefined {
  const { code } = error;
  // A signed-out session (private.require_live_session): the token no longer counts.
  if (code === "TP301") return { status: 401, message: "Unauthorized" };
  if (code === "TP429") {
    const seconds = Number(/retry-after: (\d+)/.exec(error.detail ?? "")?.[1] ?? 1);
    return { status: 429, message: sentence(error.message), retryAfter: seconds };
  }
  if (GONE_CODES.has(code)) return { status: 410, message: sentence(error.message) };
  if (BAD_REQUEST_CODES.has(code) || BAD_REQUEST_CLASSES.includes(code.slice(0, 2))) {
    const rule = error.constraint_name ? ` (${error.constraint_name})` : "";
    const message = code.startsWith("TP") ? sentence(error.message) : `Invalid input${rule}`;
    // A product rule about one column: its message goes under the form field of that name,
    // without the closing period, as the forms' own checks write theirs.
    const field = code.startsWith("TP") && error.column_name ? camelCase(error.column_name) : "";
    const fieldErrors = field ? { [field]: [message.replace(/\.$/, "")] } : {};
    return { status: 400, message, fieldErrors };
  }
  if (code.startsWith("TP") || code === "23505") {
    const message = code === "23505" ? "This already exists." : sentence(error.message);
    return { status: 409, message };
  }
  if (code === "42501") {
    // RLS denials name tables; the product's own checks are sentences meant for people.
    const generic = /row-level security|permission denied/i.test(error.message);
    return {
      status: 403,
      message: generic ? "You are not allowed to do this." : sentence(error.message),
    };
  }
  if (code === "P0002") return { status: 404, message: sentence(error.message) };
  return undefined;
}

/** A column's name as the payloads spell their fields: `location_radius` → `locationRadius`. */
function camelCase(column: string) {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** A product rule's message as people read it: capitalised, ending in a full stop. */
export function sentence(text: string) {
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}
