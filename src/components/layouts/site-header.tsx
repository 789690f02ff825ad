import type { ReactNode } from "react";
import { LeafIcon } from "@/components/ui/icons";
import { PageLink } from "@/components/ui/page-link";

/** The top bar of the signed-out screens: the brand, linking home, and the screen's actions. */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b border-base-300 bg-base-100">
      <div className="navbar mx-auto max-w-7xl gap-2 px-4 sm:px-6">
        <div className="flex-1">
          <PageLink
            to="/"
            className="flex items-center gap-2 text-lg leading-tight font-bold text-primary"
          >
            <LeafIcon className="size-6 shrink-0" />
            {/* On small screens the leaf alone, still named for assistive technology. */}
            <span className="sr-only sm:not-sr-only">Tour Partner Portal</span>
          </PageLink>
        </div>
        {children ? (
          <nav aria-label="Account" className="flex flex-none items-center gap-2">
            {children}
          </nav>
        ) : null}
      </div>
    </header>
  );
}
