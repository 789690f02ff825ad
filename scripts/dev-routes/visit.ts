import type { Browser, Page, Request } from "@playwright/test";
import { UNKNOWN_LINK_TOKEN } from "./route-paths.ts";
import type { Session } from "./sessions.ts";

/** What went wrong on one route, for one session. */
export interface Problem {
  session: string;
  address: string;
  what: string;
}

/** The app's error boundary (src/app/routes/route-error.tsx). */
const ERROR_BOUNDARY = "Something went wrong";
// Longer than the app's 500 ms before a signed-out visitor is sent to sign in (a full page load,
// which the wait then follows); Access Denied's later return home is cancelled by the next route.
const QUIET_MS = 800;
// Upper bounds only, for a machine whose cores other jobs keep busy.
const SETTLE_TIMEOUT_MS = 60_000;
// The first page compiles most of the app on a cold server: on a busy machine, a minute or more.
const FIRST_SETTLE_TIMEOUT_MS = 180_000;

/**
 * Opens each address in one tab as `session`, the first by loading the page and the others
 * through the router as a link would (each route's code is fetched on its first visit, as in
 * use), and reports every error boundary, console error, page error and failed request to the
 * dev server, with the address it happened on.
 */
export async function openRoutes(
  browser: Browser,
  origin: string,
  session: Session,
  addresses: readonly string[],
): Promise<Problem[]> {
  const context = await browser.newContext({
    timezoneId: "UTC",
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: Object.entries(session.storage).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  });
  const page = await context.newPage();
  const problems: Problem[] = [];
  let address = addresses[0] ?? "/";
  const report = (what: string) => problems.push({ session: session.name, address, what });
  const onApp = () => page.url().startsWith(origin);
  const pending = new Set<Request>();
  const activity = { last: Date.now() };
  const touch = () => {
    activity.last = Date.now();
  };

  // The API's 4xx for a made-up link token is the page's "no such link" state (route-paths.ts).
  const linkRefused = (text: string) =>
    address.includes(UNKNOWN_LINK_TOKEN) && /status of 4\d\d/.test(text);
  page.on("console", (message) => {
    if (message.type() === "error" && onApp() && !linkRefused(message.text())) {
      report(`console error: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => report(`page error: ${error.message}`));
  page.on("framenavigated", touch);
  page.on("request", (request) => {
    pending.add(request);
    touch();
  });
  page.on("requestfinished", (request) => {
    pending.delete(request);
    touch();
  });
  page.on("requestfailed", (request) => {
    pending.delete(request);
    touch();
    const failure = request.failure()?.errorText ?? "failed";
    // A request cut short by leaving the page (the external sign-in) is no failure.
    if (request.url().startsWith(origin) && failure !== "net::ERR_ABORTED") {
      report(`${request.method()} ${request.url()}: ${failure}`);
    }
  });
  page.on("response", (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      report(`${response.url()}: ${response.status()} ${response.statusText()}`);
    }
  });

  // After the error boundary, the next route starts from a fresh page load, so it is seen too.
  let failed = false;
  try {
    for (const [index, next] of addresses.entries()) {
      address = next;
      try {
        if (index === 0 || !onApp() || failed) await load(page, origin, next);
        else await navigateInApp(page, origin, next);
      } catch (error) {
        report(`could not open it: ${(error as Error).message.split("\n")[0]}`);
        continue;
      }
      const timeout = index === 0 ? FIRST_SETTLE_TIMEOUT_MS : SETTLE_TIMEOUT_MS;
      if (!(await settled(page, pending, activity, timeout))) {
        const open = [...pending].map((request) => request.url()).join(" ");
        report(`still loading after ${timeout / 1000} s: ${open}`);
      }
      failed = onApp() && (await page.getByText(ERROR_BOUNDARY, { exact: true }).count()) > 0;
      if (failed) report(`error boundary: "${ERROR_BOUNDARY}"`);
    }
  } finally {
    await context.close();
  }
  return problems;
}

/** A navigation through the app's router, as a link click makes one. */
async function navigateInApp(page: Page, origin: string, address: string) {
  try {
    await page.evaluate((to) => {
      window.history.pushState({}, "", to);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, address);
  } catch (error) {
    // The page was leaving already (a redirect of the last route, the external sign-in).
    if (!/Execution context was destroyed/.test(String(error))) throw error;
    await load(page, origin, address);
  }
}

/** A page load; the wait for what it then fetches is settled()'s. */
async function load(page: Page, origin: string, address: string) {
  await page.goto(new URL(address, origin).href, {
    waitUntil: "commit",
    timeout: SETTLE_TIMEOUT_MS,
  });
}

/** Waits until nothing has happened for QUIET_MS: the route's code, its data, its redirects. */
async function settled(
  page: Page,
  pending: Set<Request>,
  activity: { last: number },
  timeout: number,
) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    await page.waitForTimeout(100);
    if (pending.size === 0 && Date.now() - activity.last >= QUIET_MS) return true;
  }
  return false;
}
