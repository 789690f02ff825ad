import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { DeferredUpdatePrompt } from "@/components/layouts/deferred-update-prompt";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { type PageNavigation, PageNavigationContext } from "@/components/ui/page-link";
import { LandingPage } from "@/features/landing/components/landing-page";
import { mayHaveSession } from "@/lib/auth-storage";

/**
 * What a visitor at / gets: the landing page alone, without the router, the query client or the
 * rest of the app, so the first load is React and this page. The build prerenders this same
 * tree (src/app/prerender-landing.tsx); the browser hydrates it (src/main.tsx).
 */
export function VisitorLanding() {
  return (
    <>
      <LandingPage />
      <DeferredUpdatePrompt />
    </>
  );
}

type AppModule = typeof import("./index");
let appModule: Promise<AppModule> | undefined;

/** The app's code, asked for once (again after a failure, which may have been the network). */
function loadApp(): Promise<AppModule> {
  appModule ??= import("./index").catch((error: unknown) => {
    appModule = undefined;
    throw error;
  });
  return appModule;
}

/**
 * Hydrates the prerendered landing page in `container`. Its links load the app when a pointer
 * comes over them or they take focus, and following one hands the page over to the app at the
 * link's path; should the app fail to load, the browser navigates there instead.
 */
export function hydrateLanding(container: HTMLElement) {
  let leaving = false;
  const navigation: PageNavigation = {
    prepare: () => void loadApp().catch(() => undefined),
    go: (to) => {
      if (leaving) return;
      // The brand's link home, on the home page: nothing to load, back to the top.
      if (to === window.location.pathname + window.location.search) {
        window.scrollTo({ top: 0 });
        return;
      }
      leaving = true;
      window.history.pushState(null, "", to);
      root.render(<LoadingScreen />);
      loadApp().then(
        ({ App }) =>
          root.render(
            <StrictMode>
              <App visitor={!mayHaveSession()} />
            </StrictMode>,
          ),
        () => window.location.reload(),
      );
    },
  };
  const root = hydrateRoot(
    container,
    <StrictMode>
      <PageNavigationContext value={navigation}>
        <VisitorLanding />
      </PageNavigationContext>
    </StrictMode>,
  );
}
