/** Every route of the app (product §2), plus the two browser navigations the spec's links use. */
export const paths = {
  home: { path: "/" },
  auth: { path: "/auth" },
  /** /auth on its Create Account tab, for the landing page's invitations to join. */
  join: { path: "/auth?mode=sign-up" },
  signup: { path: "/signup" },
  welcome: { path: "/welcome" },
  resetPassword: { path: "/reset-password" },
  profile: { path: "/profile" },
  opportunities: { path: "/opportunities" },
  calendar: { path: "/calendar" },
  chat: { path: "/chat" },
  earnings: { path: "/earnings" },
  /** The partner's year statement (?year=), a page to print. */
  taxStatement: { path: "/earnings/tax-statement" },
  /** The link mailed for a new bank account: confirms it for the signed-in partner. */
  confirmBankAccount: { path: "/confirm-bank-account/:token" },
  today: { path: "/today" },
  reviews: { path: "/reviews" },
  /** A review link from the mail after a tour: public, the token is its key. */
  reviewLink: {
    path: "/reviews/:token",
    to: (token: string) => `/reviews/${encodeURIComponent(token)}`,
  },
  /** The owner's team: the members, their roles and invites. */
  team: { path: "/team" },
  /** A team invite's mailed link: public, the token is its key. */
  teamInvite: { path: "/join/:token", to: (token: string) => `/join/${encodeURIComponent(token)}` },
  tour: { path: "/tours/:id", to: (id: string) => `/tours/${encodeURIComponent(id)}` },
  /** The organiser's guest list and a guest's waiver, from their mailed links (no account). */
  guestList: { path: "/guests/:token" },
  /** The welcome mail's link: confirms the signed-in account's own address. */
  confirmEmail: { path: "/confirm-email/:token" },
  waiver: { path: "/waivers/:token" },
  admin: { path: "/admin" },
  adminUsers: { path: "/admin/users" },
  adminOpportunities: { path: "/admin/opportunities" },
  adminProfileFields: { path: "/admin/profile-fields" },
  adminLegalDocuments: { path: "/admin/legal-documents" },
  adminLicences: { path: "/admin/licences" },
  adminCalendar: { path: "/admin/calendar" },
  adminSupport: { path: "/admin/support" },
  adminPayouts: { path: "/admin/payouts" },
  adminTaxForms: { path: "/admin/tax-forms" },
  adminTours: { path: "/admin/tours" },
  adminEmails: { path: "/admin/emails" },
  adminSettings: { path: "/admin/settings" },
  adminReviews: { path: "/admin/reviews" },
  /** Starts the external-account sign-in; served by this app, not by the API. */
  login: { path: "/api/login" },
  /** Signs out and returns to the landing page; served by this app, not by the API. */
  logout: { path: "/api/logout" },
} as const;
