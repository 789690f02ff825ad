import { paths } from "@/config/paths";
import type { AdminActivity } from "../types";

const PAGES: Record<string, { path: string; searched: boolean }> = {
  user: { path: paths.adminUsers.path, searched: true },
  opportunity: { path: paths.adminOpportunities.path, searched: true },
  opportunity_assignment: { path: paths.adminOpportunities.path, searched: true },
  bid: { path: paths.adminOpportunities.path, searched: true },
  tour: { path: paths.adminOpportunities.path, searched: true },
  profile_field: { path: paths.adminProfileFields.path, searched: false },
  legal_document: { path: paths.adminLegalDocuments.path, searched: false },
  partner_licence: { path: paths.adminLicences.path, searched: false },
  payable_line: { path: paths.adminPayouts.path, searched: false },
  payout: { path: paths.adminPayouts.path, searched: false },
};

/** The admin page where an entry's subject is found (searched for it where the page can). */
export function activitySubjectLink(entry: AdminActivity): string | undefined {
  const page = PAGES[entry.entity];
  if (!page || !entry.subjectName) return undefined;
  if (!page.searched || !entry.subjectSearch) return page.path;
  return `${page.path}?${new URLSearchParams({ search: entry.subjectSearch })}`;
}

/** "Opportunity", "Profile field": the kind of thing an entry is about. */
export function activityKind(entity: string): string {
  const words = entity.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
