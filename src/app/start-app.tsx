import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./index";

/** The whole app in `container`: for a session, or any path but /, from the first paint. */
export function startApp(container: HTMLElement) {
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
