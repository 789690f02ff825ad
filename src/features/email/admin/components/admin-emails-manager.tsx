import {
  type AdminEmail,
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_LABELS,
  EMAIL_STATUSES,
  type EmailCategory,
  type EmailStatus,
} from "@shared/contracts/email";
import { useState } from "react";
import { FilterSelect } from "@/components/ui/filter-select";
import { QueryState } from "@/components/ui/query-state";
import { runAdminChange } from "@/lib/admin-change";
import { capitalize, formatDateTime } from "@/utils/format";
import { type AdminEmailFilters, useAdminEmails } from "../api/get-admin-emails";
import { useResendEmail } from "../api/resend-email";

const STATUS_STYLE: Record<EmailStatus, string> = {
  queued: "badge-info",
  gathered: "badge-ghost",
  digested: "badge-ghost",
  sending: "badge-warning",
  sent: "badge-success",
  failed: "badge-error",
  dropped: "badge-ghost",
};

const STATUS_LABELS: Record<EmailStatus, string> = {
  queued: "Queued",
  gathered: "In a digest to come",
  digested: "Sent in a digest",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  dropped: "Not sent",
};

/** WhatsApp's word for a sent message, past sent. */
const DELIVERY_LABELS = { delivered: "Delivered", read: "Read", failed: "Not delivered" } as const;

const SHOWN_COUNTS: EmailStatus[] = ["queued", "sent", "failed"];

function EmailRow({ email }: { email: AdminEmail }) {
  const resend = useResendEmail();
  const canResend = email.status === "failed" || email.status === "sent";
  return (
    <li>
      <article
        aria-label={`${email.subject} to ${email.toAddress ?? email.recipientName}`}
        className="flex flex-wrap items-start justify-between gap-3 rounded-box border border-base-300 p-3"
      >
        <div className="min-w-0">
          <p className="font-semibold break-words">
            {email.channel === "whatsapp" ? (
              <span className="badge badge-sm badge-outline me-2 align-middle">WhatsApp</span>
            ) : null}
            {email.subject}
          </p>
          <p className="text-sm break-all">
            To {email.recipientName}
            {email.toAddress ? ` <${email.toAddress}>` : ""}
          </p>
          <p className="text-sm text-base-content/75">
            {EMAIL_CATEGORY_LABELS[email.category]} ·{" "}
            {email.sentAt
              ? `sent ${formatDateTime(email.sentAt)}`
              : `created ${formatDateTime(email.createdAt)}`}
            {email.attempts > 0
              ? ` · ${email.attempts} ${email.attempts === 1 ? "try" : "tries"}`
              : ""}
          </p>
          {email.lastError ? (
            <p className="text-sm font-medium break-words">{capitalize(email.lastError)}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className={`badge badge-sm ${STATUS_STYLE[email.status]}`}>
            {STATUS_LABELS[email.status]}
          </span>
          {email.deliveryStatus && email.deliveryStatus !== "sent" ? (
            <span className="badge badge-sm badge-ghost">
              {DELIVERY_LABELS[email.deliveryStatus]}
            </span>
          ) : null}
          {canResend ? (
            <button
              type="button"
              className="btn btn-outline btn-xs"
              disabled={resend.isPending}
              aria-label={`Resend ${email.subject} to ${email.toAddress ?? email.recipientName}`}
              onClick={() =>
                runAdminChange(() => resend.mutateAsync(email.id), {
                  success:
                    email.channel === "whatsapp"
                      ? "The WhatsApp message is queued and goes out within a minute"
                      : "The e-mail is queued and goes out within a minute",
                  failure: "Could not resend the e-mail",
                })
              }
            >
              Resend
            </button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** The admins' mail page: counts per category, then the newest mails with a resend button. */
export function AdminEmailsManager() {
  const [filters, setFilters] = useState<AdminEmailFilters>({ status: "all", category: "all" });
  const emails = useAdminEmails(filters);
  const counts = emails.data?.counts ?? [];
  const countOf = (category: EmailCategory, status: EmailStatus) =>
    counts.find((c) => c.category === category && c.status === status)?.count ?? 0;

  return (
    <div className="grid gap-6">
      <section className="card bg-base-100 shadow-sm" aria-labelledby="email-counts-heading">
        <div className="card-body gap-3 p-5">
          <h2 id="email-counts-heading" className="card-title text-lg">
            By category
          </h2>
          <div className="overflow-x-auto">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  {SHOWN_COUNTS.map((status) => (
                    <th key={status} scope="col" className="text-right">
                      {STATUS_LABELS[status]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {EMAIL_CATEGORIES.map((category) => (
                  <tr key={category}>
                    <th scope="row">{EMAIL_CATEGORY_LABELS[category]}</th>
                    {SHOWN_COUNTS.map((status) => (
                      <td key={status} className="text-right tabular-nums">
                        {countOf(category, status)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section className="card bg-base-100 shadow-sm" aria-labelledby="email-list-heading">
        <div className="card-body gap-4 p-5">
          <h2 id="email-list-heading" className="card-title text-lg">
            Mails
          </h2>
          <div className="flex flex-wrap gap-3">
            <FilterSelect
              label="Status"
              value={filters.status}
              options={[
                ["all", "All statuses"],
                ...EMAIL_STATUSES.map((s) => [s, STATUS_LABELS[s]] as const),
              ]}
              onChange={(status) => setFilters((f) => ({ ...f, status }))}
              className="w-full md:w-48"
            />
            <FilterSelect
              label="Category"
              value={filters.category}
              options={[
                ["all", "All categories"],
                ...EMAIL_CATEGORIES.map((c) => [c, EMAIL_CATEGORY_LABELS[c]] as const),
              ]}
              onChange={(category) => setFilters((f) => ({ ...f, category }))}
              className="w-full md:w-48"
            />
          </div>
          <QueryState
            isPending={emails.isPending}
            error={emails.error}
            onRetry={() => emails.refetch()}
            label="Loading mails..."
          >
            {(emails.data?.emails ?? []).length === 0 ? (
              <p className="text-sm">No mails match.</p>
            ) : (
              <ul className="grid gap-3">
                {emails.data?.emails.map((email) => (
                  <EmailRow key={email.id} email={email} />
                ))}
              </ul>
            )}
          </QueryState>
        </div>
      </section>
    </div>
  );
}
