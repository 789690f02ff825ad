import { Hono } from "hono";
import {
  LEGAL_DOCUMENT_MESSAGES,
  MAX_LEGAL_DOCUMENT_FORM_BYTES,
} from "../_shared/portable/schemas/legal-document.ts";
import { LICENCE_MESSAGES, MAX_LICENCE_FORM_BYTES } from "../_shared/portable/schemas/licence.ts";
import type { AppEnv } from "../_shared/server/app-env.ts";
import { authenticate } from "../_shared/server/auth.ts";
import { corsHeaders } from "../_shared/server/cors.ts";
import { errorHandler } from "../_shared/server/http-error.ts";
import { idempotency } from "../_shared/server/idempotency.ts";
import { checkQuery, limitBody } from "../_shared/server/input-guard.ts";
import { requestId } from "../_shared/server/request-id.ts";
import { JSON_BODY_TOO_LARGE, MAX_JSON_BODY_BYTES } from "../_shared/server/request-limits.ts";
// admin routes
import { adminBidRoutes } from "./handlers/admin-bids.ts";
import { adminCalendarRoutes } from "./handlers/admin-calendar.ts";
import { adminChatRoutes } from "./handlers/admin-chat.ts";
import { adminEmailRoutes } from "./handlers/admin-emails.ts";
import { adminExportRoutes } from "./handlers/admin-exports.ts";
import { adminLegalDocumentRoutes } from "./handlers/admin-legal-documents.ts";
import { adminLicenceRoutes } from "./handlers/admin-licences.ts";
import { adminMonthlyStatsRoutes } from "./handlers/admin-monthly-stats.ts";
import { adminOpportunityRoutes } from "./handlers/admin-opportunities.ts";
import { adminPayoutRoutes } from "./handlers/admin-payouts.ts";
import { adminProfileFieldRoutes } from "./handlers/admin-profile-fields.ts";
import { adminReviewRoutes } from "./handlers/admin-reviews.ts";
import { adminSettingRoutes } from "./handlers/admin-settings.ts";
import { adminStatsRoutes } from "./handlers/admin-stats.ts";
import { adminTaxFormRoutes } from "./handlers/admin-tax-forms.ts";
import { adminTourRoutes } from "./handlers/admin-tours.ts";
import { adminUserAgreementRoutes } from "./handlers/admin-user-agreements.ts";
import { adminUserRoutes } from "./handlers/admin-users.ts";
import { agreementRoutes } from "./handlers/agreements.ts";
import { authRoutes } from "./handlers/auth.ts";
import { bidRoutes } from "./handlers/bids.ts";
import { blackoutRoutes } from "./handlers/blackouts.ts";
import { calendarRoutes } from "./handlers/calendar.ts";
import { chatRoutes } from "./handlers/chat.ts";
import { earningsRoutes } from "./handlers/earnings.ts";
import { emailConfirmationRoutes } from "./handlers/email-confirmation.ts";
import { emailPreferenceRoutes } from "./handlers/email-preferences.ts";
import { guestListRoutes } from "./handlers/guest-lists.ts";
import { health } from "./handlers/health.ts";
import { legalDocumentRoutes } from "./handlers/legal-documents.ts";
import { licenceRoutes } from "./handlers/licences.ts";
import { notificationRoutes } from "./handlers/notifications.ts";
import { opportunityRoutes } from "./handlers/opportunities.ts";
import { profileRoutes } from "./handlers/profile.ts";
import { profileFieldRoutes } from "./handlers/profile-fields.ts";
import { receivedReviewRoutes } from "./handlers/received-reviews.ts";
import { publicReviewRoutes } from "./handlers/reviews.ts";
import { signupRoutes } from "./handlers/signup.ts";
import { statsRoutes } from "./handlers/stats.ts";
import { teamRoutes } from "./handlers/team.ts";
import { teamInviteRoutes } from "./handlers/team-invites.ts";
import { tourRoutes } from "./handlers/tours.ts";
import { waiverRoutes } from "./handlers/waivers.ts";
import { whatsappRoutes } from "./handlers/whatsapp.ts";

/**
 * The resources of the API, each a Hono sub-app from handlers/. Every one of them needs a
 * signed-in user; admin sub-apps add `requireAdmin` themselves. The review links (/reviews)
 * are mounted apart, without one.
 */
const resources: [path: string, routes: Hono<AppEnv>][] = [
  ["/auth", authRoutes],
  ["/stats", statsRoutes],
  ["/opportunities", opportunityRoutes],
  ["/tours", tourRoutes],
  ["/bids", bidRoutes],
  ["/blackouts", blackoutRoutes],
  ["/profile", profileRoutes],
  ["/signup", signupRoutes],
  ["/chat", chatRoutes],
  ["/notifications", notificationRoutes],
  ["/profile-fields", profileFieldRoutes],
  ["/legal-documents", legalDocumentRoutes],
  ["/agreements", agreementRoutes],
  ["/calendar", calendarRoutes],
  ["/licences", licenceRoutes],
  ["/earnings", earningsRoutes],
  ["/email-preferences", emailPreferenceRoutes],
  ["/email-confirmation", emailConfirmationRoutes],
  ["/received-reviews", receivedReviewRoutes],
  ["/whatsapp", whatsappRoutes],
  ["/team", teamRoutes],
  // admin routes
  ["/admin/stats", adminStatsRoutes],
  ["/admin/monthly-stats", adminMonthlyStatsRoutes],
  ["/admin/users", adminUserRoutes],
  ["/admin/opportunities", adminOpportunityRoutes],
  ["/admin/bids", adminBidRoutes],
  ["/admin/tours", adminTourRoutes],
  ["/admin/payouts", adminPayoutRoutes],
  ["/admin/tax-forms", adminTaxFormRoutes],
  ["/admin/profile-fields", adminProfileFieldRoutes],
  ["/admin/legal-documents", adminLegalDocumentRoutes],
  ["/admin/user-agreements", adminUserAgreementRoutes],
  ["/admin/chat", adminChatRoutes],
  ["/admin/calendar", adminCalendarRoutes],
  ["/admin/exports", adminExportRoutes],
  ["/admin/licences", adminLicenceRoutes],
  ["/admin/emails", adminEmailRoutes],
  ["/admin/settings", adminSettingRoutes],
  ["/admin/reviews", adminReviewRoutes],
];

/**
 * The resources open without an account: the link in the path is the credential, which the
 * database's functions check (handlers/guest-lists.ts).
 */
const linkResources: [path: string, routes: Hono<AppEnv>][] = [
  ["/guest-lists", guestListRoutes],
  ["/waivers", waiverRoutes],
  ["/team-invites", teamInviteRoutes],
];

/** Every resource takes JSON bodies up to 1MB, but for the forms with a file (a PDF, a scan). */
const jsonBodyLimit = limitBody(MAX_JSON_BODY_BYTES, JSON_BODY_TOO_LARGE);
const bodyLimits: Record<string, ReturnType<typeof limitBody>> = {
  "/admin/legal-documents": limitBody(
    MAX_LEGAL_DOCUMENT_FORM_BYTES,
    LEGAL_DOCUMENT_MESSAGES.pdfSize,
  ),
  "/licences": limitBody(MAX_LICENCE_FORM_BYTES, LICENCE_MESSAGES.scanSize),
};

/** The portal's API: one function, routes under its own name as the runtime passes them. */
const app = new Hono<AppEnv>().basePath("/api");

app.use("*", corsHeaders);
app.use("*", requestId);
app.onError(errorHandler);
app.use("*", checkQuery);

// Open to any token the runtime's verify_jwt let through (the anon key too): a liveness probe.
app.get("/health", health);

// Open too: a review link's token is its own key (people without an account); run as anon.
app.use("/reviews/*", jsonBodyLimit);
app.route("/reviews", publicReviewRoutes);
for (const [path, routes] of linkResources) {
  app.use(path, jsonBodyLimit);
  app.use(`${path}/*`, jsonBodyLimit);
  app.route(path, routes);
}

for (const [path, routes] of resources) {
  // Before authenticate: an oversized body is refused without asking Auth about its token.
  const bodyLimit = bodyLimits[path] ?? jsonBodyLimit;
  app.use(path, bodyLimit, authenticate);
  app.use(`${path}/*`, bodyLimit, authenticate);
  // Once per request (`${path}/*` matches `path` too, so authenticate above runs twice there),
  // after authenticate: a key is the caller's own (idempotency.ts).
  app.use(`${path}/*`, idempotency);
  app.route(path, routes);
}

app.notFound((c) => c.json({ message: "Not Found" }, 404));

Deno.serve(app.fetch);
