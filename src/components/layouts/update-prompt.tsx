import { useRegisterSW } from "virtual:pwa-register/react";

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The registrations already asked hourly. The prompt mounts again when the landing page hands
 * over to the app, and registering again answers the same registration: one check is enough.
 */
const checkedHourly = new WeakSet<ServiceWorkerRegistration>();

/**
 * Registers the service worker and, when a new version is installed and waiting, asks before
 * using it: the page is never swapped under someone typing a bid. Reload hands over to the new
 * worker and reloads; Later keeps this version until the next visit.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration || checkedHourly.has(registration)) return;
      checkedHourly.add(registration);
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
  if (!needRefresh) return null;
  // The new worker takes over, then the page reloads into it. Listened to here too: the
  // registration reloads only for a worker it counts as its own update, not for one found
  // while the first worker it installed still runs this page.
  const reload = () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
      once: true,
    });
    void updateServiceWorker(true);
  };
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4">
      <section
        aria-label="Update"
        className="pointer-events-auto flex flex-wrap items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3 shadow-lg"
      >
        <p role="status">A new version is available</p>
        <div className="flex gap-2">
          <button type="button" className="btn btn-sm btn-primary" onClick={reload}>
            Reload
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => setNeedRefresh(false)}
          >
            Later
          </button>
        </div>
      </section>
    </div>
  );
}
