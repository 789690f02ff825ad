import type { TourType } from "./contracts/enums.ts";

/**
 * Which open opportunities suit a partner, and in what order (GET /api/opportunities and the
 * support agent's "Available Tours"): being assigned weighs most, then the partner's business
 * type matching the tour type, then each preferred expertise of the opportunity that shares a
 * keyword with the partner's expertise. Opportunities that score nothing are not matches.
 */

export const MATCH_WEIGHTS = { assigned: 4, tourType: 2, expertise: 1 } as const;

export type { TourType };

export interface PartnerForMatching {
  businessType: string | null;
  expertise: readonly string[];
}

export interface MatchCandidate {
  id: string;
  tourType: TourType;
  preferredExpertise: readonly string[];
  date: Date | string;
  assigned: boolean;
}

export interface RankedMatch<C extends MatchCandidate> {
  candidate: C;
  score: number;
}

/**
 * The tour type a business offers: the profile form's types are tour types already; the signup
 * wizard's are mapped (a testing lab and manufacturers process, a microbusiness sells).
 */
export function tourTypeOfBusiness(businessType: string | null): TourType | undefined {
  const type = (businessType ?? "").trim().toLowerCase();
  if (!type) return undefined;
  if (type === "farm" || type.endsWith(" farm")) return "farm";
  if (type === "dispensary") return "dispensary";
  if (type === "retailer" || type === "microbusiness") return "retailer";
  if (type === "processor" || type.includes("manufacturer") || type === "testing lab") {
    return "processor";
  }
  return undefined;
}

const STOP_WORDS = new Set(["and", "the", "of", "for", "cannabis", "services", "service"]);
const STEM_LENGTH = 6;

/**
 * The keywords of expertise labels, cut to a common stem so that the profile's vocabulary and
 * the opportunities' meet ("Sustainable practices" and "Sustainability practices",
 * "Processing & extraction" and "Extraction/processing").
 */
export function expertiseKeywords(labels: readonly string[]): Set<string> {
  const keywords = new Set<string>();
  for (const label of labels) {
    for (const word of label.toLowerCase().split(/[^a-z]+/)) {
      if (word.length < 3 || STOP_WORDS.has(word)) continue;
      keywords.add(word.slice(0, STEM_LENGTH));
    }
  }
  return keywords;
}

/** How well one opportunity suits the partner; 0 means it is no match. */
export function matchScore(
  candidate: Omit<MatchCandidate, "id" | "date">,
  partner: PartnerForMatching,
  partnerKeywords = expertiseKeywords(partner.expertise),
): number {
  let score = candidate.assigned ? MATCH_WEIGHTS.assigned : 0;
  if (tourTypeOfBusiness(partner.businessType) === candidate.tourType) {
    score += MATCH_WEIGHTS.tourType;
  }
  for (const preferred of candidate.preferredExpertise) {
    const shared = [...expertiseKeywords([preferred])].some((word) => partnerKeywords.has(word));
    if (shared) score += MATCH_WEIGHTS.expertise;
  }
  return score;
}

/** The matches, best first; equal scores by date, soonest first. */
export function rankMatches<C extends MatchCandidate>(
  candidates: readonly C[],
  partner: PartnerForMatching,
): RankedMatch<C>[] {
  const keywords = expertiseKeywords(partner.expertise);
  return candidates
    .map((candidate) => ({ candidate, score: matchScore(candidate, partner, keywords) }))
    .filter((match) => match.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        new Date(a.candidate.date).getTime() - new Date(b.candidate.date).getTime() ||
        a.candidate.id.localeCompare(b.candidate.id),
    );
}
