import { type AnchorHTMLAttributes, createContext, type MouseEvent, use } from "react";

/**
 * How a PageLink opens its page: the router's navigation inside the app; on a visitor's landing
 * page, which hydrates without the router, loading the app and handing over to it. Without one,
 * the browser navigates.
 */
export interface PageNavigation {
  go: (to: string) => void;
  /** The user may be about to follow a link (pointer over it, or focus): start loading. */
  prepare?: () => void;
}

export const PageNavigationContext = createContext<PageNavigation | null>(null);

/** A click the browser should handle itself: another button, a modifier key (new tab, window, download). */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>) {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

/**
 * A link to a page of this app that renders the same `<a href>` with or without the router
 * (the prerendered landing page and the app hydrate the same markup): a plain click goes
 * through the PageNavigation given, anything else is the browser's.
 */
export function PageLink({
  to,
  ...props
}: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  const navigation = use(PageNavigationContext);
  return (
    <a
      {...props}
      href={to}
      onPointerEnter={navigation?.prepare}
      onFocus={navigation?.prepare}
      onClick={(event) => {
        props.onClick?.(event);
        if (!navigation || opensElsewhere(event) || props.target) return;
        event.preventDefault();
        navigation.go(to);
      }}
    />
  );
}
