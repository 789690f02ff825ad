import { mayHaveSession } from "./lib/auth-storage";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/** After the next frame is painted (a frame's callbacks run before it, a task queued there after). */
function afterPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}

// The build prerenders the landing page into #root (scripts/prerender-landing.ts): a visitor at
// / gets it hydrated on its own, with the app loaded only when a link leads into it; anyone
// else's page was cleared by index.html's inline script already and gets the whole app. Both
// are imported here rather than statically, so each starts loading with every chunk it needs
// at once, and this entry holds no React. The landing page is on screen before its script
// loads: on a slow phone React's start would otherwise hold back the first paint, and its
// links work as they are until then.
if (root.firstElementChild && window.location.pathname === "/" && !mayHaveSession()) {
  afterPaint(() => {
    void import("./app/visitor-landing").then(({ hydrateLanding }) => hydrateLanding(root));
  });
} else {
  void import("./app/start-app").then(({ startApp }) => startApp(root));
}
