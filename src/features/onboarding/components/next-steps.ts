import { paths } from "@/config/paths";

/** What the dashboard knows of a partner's start. */
export interface StartFacts {
  /**
   * The labels of the required profile fields not yet answered, which the wizard does not ask;
   * null (or left out) when no field is required.
   */
  unansweredFields?: readonly string[] | null;
  /** Active legal documents not yet signed or attested. */
  pendingDocuments: number;
  /** Any licence on file, approved or waiting for review. */
  hasLicence: boolean;
  isVerified: boolean;
  bidsPlaced: number;
}

export interface NextStep {
  key: "profile-fields" | "documents" | "licence" | "verification" | "first-bid";
  label: string;
  detail: string;
  to: string;
  done: boolean;
}

function documentsDetail(pending: number) {
  if (pending === 0) return "Every partner document is signed.";
  return pending === 1
    ? "1 document waits for your signature."
    : `${pending} documents wait for your signature.`;
}

/** The step of the required profile fields the wizard never asked, when any is. */
function profileFieldsStep(unanswered: readonly string[]): NextStep {
  return {
    key: "profile-fields",
    label: "Fill in your profile's required fields",
    detail:
      unanswered.length === 0
        ? "Every required field is filled in."
        : `Still to fill in: ${unanswered.join(", ")}.`,
    to: paths.profile.path,
    done: unanswered.length === 0,
  };
}

/**
 * A new partner's checklist, in the order they are best done: the profile's required fields
 * (the profile cannot be saved without them), the documents (the agreement a tour rests on),
 * the licence that tours marked "Cannabis license required" ask for, the team's verification
 * (which bidding need not wait for), then the first bid.
 */
export function nextSteps(facts: StartFacts): NextStep[] {
  return [
    ...(facts.unansweredFields ? [profileFieldsStep(facts.unansweredFields)] : []),
    {
      key: "documents",
      label: "Sign the partner documents",
      detail: documentsDetail(facts.pendingDocuments),
      to: paths.profile.path,
      done: facts.pendingDocuments === 0,
    },
    {
      key: "licence",
      label: "Add your cannabis licence",
      detail: facts.hasLicence
        ? "Your licence is on file."
        : "Tours marked Cannabis license required need one on file.",
      to: paths.profile.path,
      done: facts.hasLicence,
    },
    {
      key: "verification",
      label: "Get verified",
      detail: facts.isVerified
        ? "An admin has verified your business."
        : "An admin reviews your profile and licence; you can bid meanwhile.",
      to: paths.profile.path,
      done: facts.isVerified,
    },
    {
      key: "first-bid",
      label: "Place your first bid",
      detail:
        facts.bidsPlaced > 0
          ? "Your first bid is in."
          : "Find a tour that suits you and bid on it.",
      to: paths.opportunities.path,
      done: facts.bidsPlaced > 0,
    },
  ];
}
