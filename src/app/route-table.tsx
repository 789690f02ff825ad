import { TEAM_ROLES, type TeamRole } from "@shared/contracts/team";
import { type JSX, lazy } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import { paths } from "@/config/paths";
import { AccessDenied } from "@/features/auth/components/access-denied";
import { LoginRedirect } from "@/features/auth/components/login-redirect";
import type { CurrentUser } from "@/lib/current-user";
import { homeOf, roleOpens, teamRoleOf } from "@/lib/team-access";

/** A route module loaded on first visit, so each page's code stays out of the landing path. */
function page<K extends string>(load: () => Promise<Record<K, () => JSX.Element>>, name: K) {
  const Page = lazy(async (): Promise<{ default: () => JSX.Element }> => {
    const module: Record<string, () => JSX.Element> = await load();
    return { default: module[name] as () => JSX.Element };
  });
  return <Page />;
}

// Created once: a new lazy component per render would remount and reload the page each time.
const landing = page(() => import("./routes/landing"), "LandingRoute");
const auth = page(() => import("./routes/auth"), "AuthRoute");
const signup = page(() => import("./routes/signup"), "SignupRoute");
const welcome = page(() => import("./routes/welcome"), "WelcomeRoute");
const notFound = page(() => import("./routes/not-found"), "NotFoundRoute");
const appLayout = page(() => import("./layouts/app-layout"), "AppLayout");

const CHAT_LOGIN_MESSAGE = "You need to be logged in to access the chat agent. Logging in...";

/** Paths every session state has: sign-in, the auth navigations, the recovery landing page. */
const commonRoutes: RouteObject[] = [
  { path: paths.auth.path, element: auth },
  { path: paths.login.path, element: page(() => import("./routes/login"), "LoginRoute") },
  { path: paths.logout.path, element: page(() => import("./routes/logout"), "LogoutRoute") },
  {
    path: paths.resetPassword.path,
    element: page(() => import("./routes/reset-password"), "ResetPasswordRoute"),
  },
  {
    path: paths.reviewLink.path,
    element: page(() => import("./routes/review-link"), "ReviewLinkRoute"),
  },
  {
    path: paths.guestList.path,
    element: page(() => import("./routes/guest-list"), "GuestListRoute"),
  },
  { path: paths.waiver.path, element: page(() => import("./routes/waiver"), "WaiverRoute") },
  {
    path: paths.teamInvite.path,
    element: page(() => import("./routes/team-invite"), "TeamInviteRoute"),
  },
  {
    path: paths.confirmEmail.path,
    element: page(() => import("./routes/confirm-email"), "ConfirmEmailRoute"),
  },
];

const signedOutRoutes: RouteObject[] = [
  { path: paths.home.path, element: landing },
  { path: paths.signup.path, element: <Navigate to={paths.login.path} replace /> },
  { path: paths.welcome.path, element: welcome },
  { path: paths.profile.path, element: <LoginRedirect /> },
  { path: paths.opportunities.path, element: <LoginRedirect /> },
  { path: paths.calendar.path, element: <LoginRedirect /> },
  { path: paths.earnings.path, element: <LoginRedirect /> },
  { path: paths.taxStatement.path, element: <LoginRedirect /> },
  { path: paths.today.path, element: <LoginRedirect /> },
  { path: paths.reviews.path, element: <LoginRedirect /> },
  { path: paths.tour.path, element: <LoginRedirect /> },
  { path: paths.team.path, element: <LoginRedirect /> },
  { path: paths.chat.path, element: <LoginRedirect description={CHAT_LOGIN_MESSAGE} /> },
];

/** The partner pages a profile must be complete for; before that they lead to the wizard. */
const PARTNER_PAGES = [
  paths.profile.path,
  paths.opportunities.path,
  paths.calendar.path,
  paths.chat.path,
  paths.earnings.path,
  paths.taxStatement.path,
  paths.reviews.path,
  paths.team.path,
];

const incompleteProfileRoutes: RouteObject[] = [
  { path: paths.home.path, element: signup },
  { path: paths.signup.path, element: signup },
  { path: paths.welcome.path, element: welcome },
  ...PARTNER_PAGES.map((path) => ({
    path,
    element: <Navigate to={paths.signup.path} replace />,
  })),
];

const dashboard = page(() => import("./routes/dashboard"), "DashboardRoute");

/** The pages inside the app's frame, each by its route pattern (paths.*.path). */
const framedPages: ReadonlyArray<{ path: string; element: JSX.Element }> = [
  { path: paths.profile.path, element: page(() => import("./routes/profile"), "ProfileRoute") },
  {
    path: paths.opportunities.path,
    element: page(() => import("./routes/opportunities"), "OpportunitiesRoute"),
  },
  { path: paths.calendar.path, element: page(() => import("./routes/calendar"), "CalendarRoute") },
  { path: paths.chat.path, element: page(() => import("./routes/chat"), "ChatRoute") },
  { path: paths.earnings.path, element: page(() => import("./routes/earnings"), "EarningsRoute") },
  {
    path: paths.taxStatement.path,
    element: page(() => import("./routes/tax-statement"), "TaxStatementRoute"),
  },
  {
    path: paths.confirmBankAccount.path,
    element: page(() => import("./routes/confirm-bank-account"), "ConfirmBankAccountRoute"),
  },
  { path: paths.today.path, element: page(() => import("./routes/today"), "TodayRoute") },
  { path: paths.reviews.path, element: page(() => import("./routes/reviews"), "ReviewsRoute") },
  { path: paths.tour.path, element: page(() => import("./routes/tour"), "TourRoute") },
  { path: paths.team.path, element: page(() => import("./routes/team"), "TeamRoute") },
];

const TEAM_ACCESS_DENIED = "Your role in the team does not include this page.";

/**
 * An admin's home is the admin console; the partner dashboard has nothing of theirs. A member
 * has the pages of their role (lib/team-access.ts); the others say Access Denied and lead home.
 */
const completeProfileRoutesFor = (role: TeamRole | "admin"): RouteObject[] => {
  // An admin has no team of their own: every partner page but Team.
  const opens = (path: string) =>
    role === "admin" ? path !== paths.team.path : roleOpens(role, path);
  const home = role === "admin" ? paths.admin.path : homeOf(role);
  return [
    {
      element: appLayout,
      children: [
        {
          index: true,
          element: home === paths.home.path ? dashboard : <Navigate to={home} replace />,
        },
        ...framedPages.filter((framed) => opens(framed.path)),
      ],
    },
    ...framedPages
      .filter((framed) => !opens(framed.path))
      .map((framed) => ({
        path: framed.path,
        element: <AccessDenied message={TEAM_ACCESS_DENIED} />,
      })),
    { path: paths.welcome.path, element: welcome },
    { path: paths.signup.path, element: <Navigate to={paths.home.path} replace /> },
  ];
};

// Built once each: their lazy pages must not be made again on every render.
const completeRoutes = Object.fromEntries(
  (["admin", ...TEAM_ROLES] as const).map((role) => [role, completeProfileRoutesFor(role)]),
) as Record<TeamRole | "admin", RouteObject[]>;

const adminPages: RouteObject[] = [
  { index: true, element: page(() => import("./routes/admin/dashboard"), "AdminDashboardRoute") },
  { path: "users", element: page(() => import("./routes/admin/users"), "AdminUsersRoute") },
  {
    path: "opportunities",
    element: page(() => import("./routes/admin/opportunities"), "AdminOpportunitiesRoute"),
  },
  {
    path: "profile-fields",
    element: page(() => import("./routes/admin/profile-fields"), "AdminProfileFieldsRoute"),
  },
  {
    path: "legal-documents",
    element: page(() => import("./routes/admin/legal-documents"), "AdminLegalDocumentsRoute"),
  },
  {
    path: "licences",
    element: page(() => import("./routes/admin/licences"), "AdminLicencesRoute"),
  },
  {
    path: "calendar",
    element: page(() => import("./routes/admin/calendar"), "AdminCalendarRoute"),
  },
  { path: "support", element: page(() => import("./routes/admin/support"), "AdminSupportRoute") },
  { path: "payouts", element: page(() => import("./routes/admin/payouts"), "AdminPayoutsRoute") },
  {
    path: "tax-forms",
    element: page(() => import("./routes/admin/tax-forms"), "AdminTaxFormsRoute"),
  },
  { path: "tours", element: page(() => import("./routes/admin/tours"), "AdminToursRoute") },
  { path: "emails", element: page(() => import("./routes/admin/emails"), "AdminEmailsRoute") },
  {
    path: "settings",
    element: page(() => import("./routes/admin/settings"), "AdminSettingsRoute"),
  },
  { path: "reviews", element: page(() => import("./routes/admin/reviews"), "AdminReviewsRoute") },
  { path: "*", element: notFound },
];

/** Admins get the admin pages; anyone else on /admin… gets Access Denied (product §2). */
function adminRoutes(user: CurrentUser | null): RouteObject {
  if (user?.role !== "admin") return { path: `${paths.admin.path}/*`, element: <AccessDenied /> };
  return { path: paths.admin.path, element: appLayout, children: adminPages };
}

/**
 * An admin runs the platform rather than a tour business, so an admin is never held in the
 * signup wizard; nor is a member, whose business's profile is the owner's to complete. An owner
 * is until the business profile is complete (product §4).
 */
export function needsSignup(user: CurrentUser) {
  return user.role !== "admin" && teamRoleOf(user) === "owner" && !user.profileComplete;
}

/** product §2's route table for the current session: signed out, incomplete or complete profile. */
export function routesFor(user: CurrentUser | null): RouteObject[] {
  const stateRoutes = !user
    ? signedOutRoutes
    : needsSignup(user)
      ? incompleteProfileRoutes
      : completeRoutes[user.role === "admin" ? "admin" : teamRoleOf(user)];
  return [...commonRoutes, adminRoutes(user), ...stateRoutes, { path: "*", element: notFound }];
}
