import { getRecentActivityQueryOptions } from "@/features/activity/api/get-recent-activity";
import { opportunityBidsQueryKey } from "@/features/bids/admin/api/get-opportunity-bids";
import { myBidsQueryKey } from "@/features/bids/api/get-my-bids";
import { getPlatformFeedQueryOptions } from "@/features/calendar/admin/api/get-platform-feed";
import { getBlackoutsQueryOptions } from "@/features/calendar/blackouts/api/get-blackouts";
import { conversationMessagesQueryKey } from "@/features/chat/admin/api/get-conversation-messages";
import { conversationsQueryKey } from "@/features/chat/admin/api/get-conversations";
import { getChatMessagesQueryOptions } from "@/features/chat/api/get-chat-messages";
import { getEmailDigestTimeQueryOptions } from "@/features/email/api/get-email-digest-time";
import { getLegalDocumentsQueryOptions } from "@/features/legal/admin/api/get-legal-documents";
import { getUserAgreementsQueryOptions } from "@/features/legal/admin/api/get-user-agreements";
import { getPendingDocumentsQueryOptions } from "@/features/legal/api/get-pending-documents";
import { adminLicencesQueryKey } from "@/features/licences/admin/api/get-admin-licences";
import { getMyLicencesQueryOptions } from "@/features/licences/api/get-my-licences";
import { getNotificationsQueryOptions } from "@/features/notifications/api/get-notifications";
import { adminOpportunitiesQueryKey } from "@/features/opportunities/admin/api/get-admin-opportunities";
import { getMatchingOpportunitiesQueryOptions } from "@/features/opportunities/api/get-matching-opportunities";
import { opportunitiesQueryKey } from "@/features/opportunities/api/get-opportunities";
import { getAchBatchesQueryOptions } from "@/features/payouts/admin/api/get-ach-batches";
import { getAchSettingsQueryOptions } from "@/features/payouts/admin/api/get-ach-settings";
import { payoutMonthsQueryKey } from "@/features/payouts/admin/api/get-payout-months";
import { getBankAccountQueryOptions } from "@/features/payouts/api/get-bank-account";
import { getEarningsQueryOptions } from "@/features/payouts/api/get-earnings";
import { getProfileFieldsQueryOptions } from "@/features/profile/admin/api/get-profile-fields";
import { getProfileQueryOptions } from "@/features/profile/api/get-profile";
import { getAdminReviewsQueryOptions } from "@/features/reviews/admin/api/get-admin-reviews";
import { getReceivedReviewsQueryOptions } from "@/features/reviews/api/get-received-reviews";
import { getAdminMonthsQueryOptions } from "@/features/stats/admin/api/get-admin-months";
import { getAdminStatsQueryOptions } from "@/features/stats/admin/api/get-admin-stats";
import { getRecentUsersQueryOptions } from "@/features/stats/admin/api/get-recent-users";
import { getPartnerStatsQueryOptions } from "@/features/stats/api/get-partner-stats";
import { taxFormsQueryKey } from "@/features/tax/admin/api/get-tax-forms";
import { getTaxDetailsQueryOptions } from "@/features/tax/api/get-tax-details";
import { taxYearQueryKey } from "@/features/tax/api/get-tax-year";
import { getTeamMembersQueryOptions } from "@/features/team/api/get-team-members";
import { adminToursQueryKey } from "@/features/tours/admin/api/get-admin-tours";
import { opportunityToursQueryKey } from "@/features/tours/admin/api/get-opportunity-tours";
import { pendingWithdrawalsQueryKey } from "@/features/tours/admin/api/get-pending-withdrawals";
import { tourDetailsQueryKey } from "@/features/tours/api/get-tour-details";
import { tourScheduleQueryKey } from "@/features/tours/api/get-tour-schedule";
import { getUpcomingToursQueryOptions } from "@/features/tours/api/get-upcoming-tours";
import { withdrawalTermsQueryKey } from "@/features/tours/api/get-withdrawal-terms";
import { adminUsersQueryKey } from "@/features/users/admin/api/get-admin-users";
import { getCurrentUserQueryOptions } from "@/lib/current-user";
import type { RefreshMap } from "@/lib/refresh";

/** The admin dashboard's figures and recent users: most admin changes move them. */
const ADMIN_DASHBOARD = [
  getAdminStatsQueryOptions().queryKey,
  getAdminMonthsQueryOptions().queryKey,
  getRecentUsersQueryOptions().queryKey,
];

/** An admin's decision on an opportunity, a bid or a tour moves all three and the figures. */
const ADMIN_OPPORTUNITY_READS = [
  adminOpportunitiesQueryKey,
  opportunityBidsQueryKey,
  opportunityToursQueryKey,
  adminToursQueryKey,
  adminUsersQueryKey,
  ...ADMIN_DASHBOARD,
];

/**
 * What each change makes stale, in one place. Accepting a bid may decline the others, schedule a
 * tour and award the opportunity; a completed tour moves the partner's totals on /admin/users.
 */
export const REFRESHES: RefreshMap = {
  "bid-placed": [
    myBidsQueryKey,
    opportunitiesQueryKey,
    getMatchingOpportunitiesQueryOptions().queryKey,
    getPartnerStatsQueryOptions().queryKey,
    getRecentActivityQueryOptions().queryKey,
  ],
  "bid-withdrawn": [
    myBidsQueryKey,
    getPartnerStatsQueryOptions().queryKey,
    getMatchingOpportunitiesQueryOptions().queryKey,
    getRecentActivityQueryOptions().queryKey,
  ],
  "bid-reviewed": ADMIN_OPPORTUNITY_READS,
  "opportunity-changed": ADMIN_OPPORTUNITY_READS,
  // A new date or place moves the tours, a cancellation ends them: the admin calendar too.
  "opportunity-edited": [...ADMIN_OPPORTUNITY_READS, getPlatformFeedQueryOptions().queryKey],
  "opportunity-cancelled": [...ADMIN_OPPORTUNITY_READS, getPlatformFeedQueryOptions().queryKey],
  // A completed tour owes its partner a payable line.
  "tour-updated": [...ADMIN_OPPORTUNITY_READS, payoutMonthsQueryKey, tourDetailsQueryKey],
  // An assignment, a decided bid or a tour: what the notification announces has changed.
  "notification-received": [
    getNotificationsQueryOptions().queryKey,
    myBidsQueryKey,
    getPartnerStatsQueryOptions().queryKey,
    getRecentActivityQueryOptions().queryKey,
    getUpcomingToursQueryOptions().queryKey,
    tourScheduleQueryKey,
    tourDetailsQueryKey,
    getMatchingOpportunitiesQueryOptions().queryKey,
    // A licence decided: the licensed tours' bid buttons and the verified badge.
    getMyLicencesQueryOptions().queryKey,
    opportunitiesQueryKey,
    getProfileQueryOptions().queryKey,
    getEarningsQueryOptions().queryKey,
  ],
  "notifications-read": [getNotificationsQueryOptions().queryKey],
  "user-changed": [adminUsersQueryKey, ...ADMIN_DASHBOARD],
  // product §7: the signed-in user is refreshed (the navigation bar shows its names).
  // A new business address may move the daily digest to another zone's clock.
  "current-user-changed": [
    getCurrentUserQueryOptions().queryKey,
    getEmailDigestTimeQueryOptions().queryKey,
  ],
  // The banner (current user) and /profile's account details say whether it is confirmed.
  "email-confirmed": [getCurrentUserQueryOptions().queryKey, getProfileQueryOptions().queryKey],
  "profile-field-changed": [getProfileFieldsQueryOptions().queryKey],
  "legal-document-created": [getLegalDocumentsQueryOptions().queryKey],
  "legal-document-changed": [
    getLegalDocumentsQueryOptions().queryKey,
    getUserAgreementsQueryOptions().queryKey,
  ],
  "agreement-signed": [getPendingDocumentsQueryOptions().queryKey],
  "platform-feed-changed": [getPlatformFeedQueryOptions().queryKey],
  "chat-message-sent": [getChatMessagesQueryOptions().queryKey],
  "support-reply-sent": [conversationMessagesQueryKey, conversationsQueryKey],
  // A tour's thread is the partner's chat (its key is under the chat's) and the inbox's too.
  "tour-message-sent": [
    getChatMessagesQueryOptions().queryKey,
    conversationMessagesQueryKey,
    conversationsQueryKey,
  ],
  // A licence decides which licensed tours take the partner's bids and their verified badge.
  "licence-changed": [
    getMyLicencesQueryOptions().queryKey,
    opportunitiesQueryKey,
    getMatchingOpportunitiesQueryOptions().queryKey,
    getProfileQueryOptions().queryKey,
  ],
  "licence-reviewed": [adminLicencesQueryKey, adminUsersQueryKey],
  // A payment, an ACH batch or an ACH return.
  "payout-recorded": [
    payoutMonthsQueryKey,
    getEarningsQueryOptions().queryKey,
    taxYearQueryKey,
    taxFormsQueryKey,
    getAchBatchesQueryOptions().queryKey,
  ],
  // Earnings shows it; the admins' payouts say who can be paid by ACH.
  "bank-account-changed": [getBankAccountQueryOptions().queryKey, payoutMonthsQueryKey],
  "ach-settings-saved": [getAchSettingsQueryOptions().queryKey],
  "tax-threshold-added": [taxFormsQueryKey, taxYearQueryKey],
  "tax-details-saved": [
    getTaxDetailsQueryOptions().queryKey,
    taxYearQueryKey,
    payoutMonthsQueryKey,
    taxFormsQueryKey,
  ],
  // Each saved setting is an entry of the dashboard's System Activity (the audit log).
  "admin-settings-changed": [getRecentActivityQueryOptions().queryKey],
  "review-replied": [getReceivedReviewsQueryOptions().queryKey],
  // A hidden review leaves the partner's rating: the bid cards and the users' list show it.
  "review-visibility-changed": [
    getAdminReviewsQueryOptions().queryKey,
    opportunityBidsQueryKey,
    adminUsersQueryKey,
  ],
  // A day away leaves the partner's matches and names itself on their tours' cards.
  "blackouts-changed": [
    getBlackoutsQueryOptions().queryKey,
    opportunitiesQueryKey,
    getMatchingOpportunitiesQueryOptions().queryKey,
  ],
  // The tour leaves the partner's calendar, or waits for an admin's answer.
  "tour-withdrawn": [
    withdrawalTermsQueryKey,
    tourDetailsQueryKey,
    getUpcomingToursQueryOptions().queryKey,
    tourScheduleQueryKey,
    myBidsQueryKey,
  ],
  // An approved request reopens the opportunity and ends the tour.
  "withdrawal-decided": [pendingWithdrawalsQueryKey, ...ADMIN_OPPORTUNITY_READS],
  "team-changed": [getTeamMembersQueryOptions().queryKey],
  // The caller now acts for the business, as its role: another nav, other pages.
  "team-invite-accepted": [getCurrentUserQueryOptions().queryKey],
  // The guide's name on the tour page, Today and the calendar.
  "tour-guide-changed": [
    tourDetailsQueryKey,
    tourScheduleQueryKey,
    getUpcomingToursQueryOptions().queryKey,
  ],
};
