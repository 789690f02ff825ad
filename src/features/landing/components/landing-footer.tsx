import { ExternalLinkIcon } from "@/components/ui/icons";
import { env } from "@/config/env";

export function LandingFooter() {
  return (
    <footer className="border-t border-base-300 bg-base-200 px-4 py-8 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 text-center sm:flex-row sm:text-left">
        <p className="text-sm text-base-content/80">
          © 2025 Tour Partner Portal. All rights reserved.
        </p>
        <a
          href={env.companyWebsiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="link link-hover inline-flex items-center gap-1 text-sm"
        >
          Visit our website
          <ExternalLinkIcon className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </footer>
  );
}
