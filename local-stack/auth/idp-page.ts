import { escapeHtml } from "../lib/http.ts";

export interface IdpAccount {
  subject: string;
  email: string;
  name: string;
}

export interface IdpPageModel {
  providerLabel: string;
  actionUrl: string;
  state: string;
  /** The app the user returns to, shown the way a real consent screen names it. */
  appOrigin: string;
  accounts: IdpAccount[];
  error?: string;
  values?: { email?: string; fullName?: string };
}

const PROVIDER_LABELS: Record<string, string> = {
  github: "GitHub",
  gitlab: "GitLab",
  linkedin_oidc: "LinkedIn",
  azure: "Microsoft",
  workos: "WorkOS",
};

export function providerLabel(provider: string) {
  return PROVIDER_LABELS[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}

const STYLE = `
:root{color-scheme:light dark;--fg:#1f2937;--muted:#6b7280;--line:#d1d5db;--accent:#1d4ed8;--bg:#fff;--card:#f9fafb;--warn:#92400e;--warn-bg:#fef3c7}
@media (prefers-color-scheme:dark){:root{--fg:#e5e7eb;--muted:#9ca3af;--line:#374151;--accent:#93c5fd;--bg:#111827;--card:#1f2937;--warn:#fde68a;--warn-bg:#451a03}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:28rem;margin:2.5rem auto;padding:0 1rem}
.notice{background:var(--warn-bg);color:var(--warn);border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
h1{font-size:1.5rem;margin:1.25rem 0 .25rem}h2{font-size:1.05rem;margin:1.75rem 0 .5rem}
.sub{color:var(--muted);margin:0}
ul{list-style:none;padding:0;margin:0;display:grid;gap:.5rem}
.account{width:100%;text-align:left;display:grid;gap:.1rem;padding:.75rem 1rem;border:1px solid var(--line);border-radius:.5rem;background:var(--card);color:inherit;font:inherit;cursor:pointer}
.account .email{color:var(--muted);font-size:.875rem}
button:focus-visible,input:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;padding:.5rem .75rem;border:1px solid var(--line);border-radius:.375rem;font:inherit;background:var(--bg);color:inherit}
.primary{margin-top:1rem;padding:.6rem 1rem;border:0;border-radius:.375rem;background:var(--accent);color:var(--bg);font:inherit;font-weight:600;cursor:pointer}
.secondary{margin-top:1.5rem;padding:.4rem 0;border:0;background:none;color:var(--accent);font:inherit;text-decoration:underline;cursor:pointer}
[role=alert]{border:1px solid #dc2626;color:#dc2626;border-radius:.5rem;padding:.5rem .75rem}
`;

function accountList(model: IdpPageModel, state: string) {
  if (model.accounts.length === 0) {
    return `<p class="sub">No ${escapeHtml(model.providerLabel)} test accounts in this browser yet. Add one below.</p>`;
  }
  const items = model.accounts
    .map(
      (
        a,
      ) => `<li><button class="account" type="submit" name="account" value="${escapeHtml(a.subject)}">
<span class="name">${escapeHtml(a.name)}</span><span class="email">${escapeHtml(a.email)}</span></button></li>`,
    )
    .join("\n");
  return `<form method="post" action="${escapeHtml(model.actionUrl)}">${state}<ul>${items}</ul></form>`;
}

/** The local test provider's account chooser: known test accounts, a form to add one, cancel. */
export function renderIdpPage(model: IdpPageModel): string {
  const label = escapeHtml(model.providerLabel);
  const action = escapeHtml(model.actionUrl);
  const state = `<input type="hidden" name="state" value="${escapeHtml(model.state)}">`;
  const error = model.error ? `<p role="alert">${escapeHtml(model.error)}</p>` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${label} – local test provider</title><style>${STYLE}</style></head>
<body><main aria-labelledby="title">
<p class="notice">Local test identity provider: stands in for ${label} on this machine. No real ${label} account is used.</p>
<h1 id="title">Sign in with ${label}</h1>
<p class="sub">Choose a test account to continue to ${escapeHtml(model.appOrigin)}</p>
${error}
<section aria-labelledby="known-accounts"><h2 id="known-accounts">Test accounts in this browser</h2>
${accountList(model, state)}
</section>
<section aria-labelledby="add-account"><h2 id="add-account">Add new account</h2>
<form method="post" action="${action}">${state}
<label for="email">Email</label>
<input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(model.values?.email ?? "")}">
<label for="full_name">Full name</label>
<input id="full_name" name="full_name" type="text" autocomplete="name" value="${escapeHtml(model.values?.fullName ?? "")}">
<button class="primary" type="submit">Add account and sign in</button>
</form></section>
<form method="post" action="${action}">${state}<button class="secondary" type="submit" name="cancel" value="1">Cancel and return to the app</button></form>
</main></body></html>`;
}
