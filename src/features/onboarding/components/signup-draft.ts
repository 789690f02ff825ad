import { DAYS } from "@shared/profile-options";
import type { SignupFormValues } from "./signup-steps";

/**
 * The wizard's answers while it is filled in, so a refresh or the browser's Back loses none.
 * Kept in this tab's sessionStorage, per account, and gone with the tab or once the
 * signup is sent. The e-mail is not kept: the account gives it.
 */
const PREFIX = "signup-draft:";

export type SignupDraft = Partial<Omit<SignupFormValues, "email">>;

const TEXT_KEYS = ["firstName", "lastName", "phone", "businessName", "businessType"] as const;
const LIST_KEYS = ["expertise", "services"] as const;
const NUMBER_KEYS = ["maxGroupSize", "minHourlyRate"] as const;

const isText = (value: unknown): value is string => typeof value === "string";
const isList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
const days: readonly string[] = DAYS;
const isDays = (value: unknown): value is (typeof DAYS)[number][] =>
  isList(value) && value.every((day) => days.includes(day));
const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** Only the answers of the shape the form holds: a stored value of another shape is dropped. */
function readDraft(stored: Record<string, unknown>): SignupDraft {
  const draft: SignupDraft = {};
  for (const key of [...TEXT_KEYS, "businessLocation"] as const) {
    const value = stored[key];
    if (isText(value)) draft[key] = value;
  }
  for (const key of LIST_KEYS) {
    const value = stored[key];
    if (isList(value)) draft[key] = value;
  }
  if (isDays(stored.availability)) draft.availability = stored.availability;
  for (const key of NUMBER_KEYS) {
    const value = stored[key];
    if (isNumber(value)) draft[key] = value;
  }
  const radius = stored.travelRadius;
  if (radius === null || isNumber(radius)) draft.travelRadius = radius;
  return draft;
}

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the wizard works, without the draft.
    return undefined;
  }
}

export function loadSignupDraft(accountId: string | undefined): SignupDraft {
  if (!accountId) return {};
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(PREFIX + accountId) ?? "null");
    return stored && typeof stored === "object" ? readDraft(stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function saveSignupDraft(accountId: string | undefined, values: SignupFormValues) {
  if (!accountId) return;
  const { email: _email, ...answers } = values;
  try {
    storage()?.setItem(PREFIX + accountId, JSON.stringify(answers));
  } catch {
    // Full or refused: the draft is a convenience, the form still holds the answers.
  }
}

export function clearSignupDraft(accountId: string | undefined) {
  if (accountId) storage()?.removeItem(PREFIX + accountId);
}

/** Signing out leaves no account's answers in the tab for whoever uses it next. */
export function clearSignupDrafts() {
  const stored = storage();
  if (!stored) return;
  const keys = Array.from({ length: stored.length }, (_, index) => stored.key(index));
  for (const key of keys) if (key?.startsWith(PREFIX)) stored.removeItem(key);
}
