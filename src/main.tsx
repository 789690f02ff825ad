import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { mayHaveSession } from "./lib/auth-storage";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The build prerenders the landing page into #root (scripts/prerender-landing.ts): a visitor at
// / gets it hydrated; anyone else's page was cleared by index.html's inline script already.
if (root.firstElementChild && window.location.pathname === "/" && !mayHaveSession()) {
  hydrateRoot(
    root,
    <StrictMode>
      <App visitor />
    </StrictMode>,
  );
} else {
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
