import type { ReactNode } from "react";

/** The frame of a page opened from a mailed link, without an account or the portal's menu. */
export function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <title>{`${title} · Tour Partner Portal`}</title>
      <p className="text-sm font-semibold text-base-content/75">Tour Partner Portal</p>
      {children}
    </main>
  );
}

/** What a link that no longer opens anything says: the server's sentence. */
export function LinkProblem({ heading, message }: { heading: string; message: string }) {
  return (
    <section className="flex flex-col gap-2" aria-labelledby="link-problem">
      <h1 id="link-problem" className="text-2xl font-bold">
        {heading}
      </h1>
      <p role="alert">{message}</p>
    </section>
  );
}
