import { defineConfig, devices } from "@playwright/test";
import { stackConfig } from "./local-stack/lib/config.ts";
import { findChromium } from "./scripts/chromium.ts";

// The test profile; LOCAL_STACK_INSTANCE shifts its ports so parallel runs do not collide.
const testStack = stackConfig("test");
const WEB_DIST = `.data/e2e-web-${testStack.ports.web}`;
// CHROMIUM_PATH, a system Chromium, or the one npm installed; browsers are never downloaded.
const browser = findChromium();
const launchOptions = {
  executablePath: browser.executablePath,
  env: { ...process.env, ...browser.env },
  args: [
    "--no-sandbox",
    "--disable-gpu",
    // No GPU process drawing with software GL: the browser composites in software itself. It
    // was a tenth of the CPU time of a run, on a machine the suite keeps busy.
    "--disable-software-rasterizer",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/**
 * The specs that make their own data (fresh accounts, their own opportunities and tours) and read
 * only it run first; the others read whole screens of shared data (the demo accounts' lists and
 * totals, the admin's counts, the profile fields and legal documents every partner gets).
 * One worker unless E2E_WORKERS says more: measured on this project's 2 cores with the stack
 * running, two workers made each test take twice as long (the browser, Postgres and the
 * functions already share the cores) and the auth tests' 5 s waits failed. With more workers
 * the own-data specs run side by side, and the others wait for them and then run one at a time,
 * so nothing writes while one of them reads. Only then do the projects depend on each other:
 * a dependency runs whole, also when a run names one spec.
 */
const OWN_DATA = [
  "auth-round-trip",
  "calendar-edges",
  "earnings-edges",
  "external-sign-in",
  "forgot-password",
  "notifications",
  "offline",
  "partner-account-loops",
  "partner-calendar",
  "partner-chat",
  "partner-licences",
  "partner-tour-day",
  "realtime-cut",
  "tax-forms",
  "team-journey",
  "tour-changes",
  "tour-day-journey",
  "whatsapp-connect",
].map((name) => `**/${name}.spec.ts`);
const workers = Number(process.env.E2E_WORKERS ?? 1);
const after = (projects: string[]) => (workers > 1 ? { workers: 1, dependencies: projects } : {});

const utc = { ...devices["Desktop Chrome"], timezoneId: "UTC", launchOptions };
// A browser whose clock is New York's, where the journeys tagged @new-york run: a tour's times
// are its place's ("10:00 AM PST"), whatever the viewer's zone. The cancelled-award journey
// also reads its time in a UTC browser beside it and finds it the same.
const newYork = { ...devices["Desktop Chrome"], timezoneId: "America/New_York", launchOptions };

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  globalSetup: "./tests/e2e/support/global-stack.ts",
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers,
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL: testStack.siteUrl,
    // A failed test keeps its trace: the page's DOM at every step, without the screencast, which
    // cost a tenth of the run's time; the failure's own screenshot is kept instead.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    // Without it every test's first page installs the service worker, which downloads and
    // stores the whole app shell (about 160 files: over 2 s of the preview server's CPU alone)
    // for nothing. The specs of the installed app allow it (offline, landing-prerendered).
    serviceWorkers: "block",
  },
  projects: [
    { name: "own-data", testMatch: OWN_DATA, grepInvert: /@new-york/, use: utc },
    { name: "own-data-new-york", testMatch: OWN_DATA, grep: /@new-york/, use: newYork },
    {
      name: "chromium",
      testIgnore: OWN_DATA,
      grepInvert: /@new-york/,
      ...after(["own-data", "own-data-new-york"]),
      use: utc,
    },
    {
      name: "chromium-new-york",
      testIgnore: OWN_DATA,
      grep: /@new-york/,
      ...after(["chromium"]),
      use: newYork,
    },
  ],
  // The production build, as users get it: a few chunks per page instead of the development
  // server's hundreds of modules compiled on first request.
  webServer: {
    command: [
      `npx vite build --outDir ${WEB_DIST} --emptyOutDir --logLevel warn`,
      `npx vite preview --outDir ${WEB_DIST} --port ${testStack.ports.web} --strictPort`,
    ].join(" && "),
    url: testStack.siteUrl,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      VITE_SUPABASE_URL: testStack.apiUrl,
      VITE_SUPABASE_ANON_KEY: testStack.anonKey,
    },
  },
});
