import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** The top bar of every screen: the brand, linking home, and the screen's own actions. */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="navbar border-b border-base-300 bg-base-100 px-4 sm:px-6">
      <div className="flex-1">
        <Link to="/" className="text-lg leading-tight font-bold text-primary">
          Tour Partner Portal
        </Link>
      </div>
      {children ? (
        <nav aria-label="Account" className="flex flex-none items-center gap-2">
          {children}
        </nav>
      ) : null}
    </header>
  );
}
