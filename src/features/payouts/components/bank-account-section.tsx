import { AWAITING_BANK_ACCOUNT, type BankAccount } from "@shared/contracts/ach";
import { BANK_ACCOUNT_TYPE_LABELS } from "@shared/schemas/bank-account";
import { useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { QueryState } from "@/components/ui/query-state";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { formatDate } from "@/utils/format";
import { useBankAccount } from "../api/get-bank-account";
import { useResendBankAccountConfirmation } from "../api/resend-bank-account-confirmation";
import { BankAccountForm } from "./bank-account-form";

function AccountSummary({ account }: { account: BankAccount }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-base-content/75">Account</dt>
        <dd className="font-mono">
          {BANK_ACCOUNT_TYPE_LABELS[account.accountType]} {account.accountMasked}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-base-content/75">Routing number</dt>
        <dd className="font-mono">{account.routingNumber}</dd>
      </div>
      <div>
        <dt className="text-sm text-base-content/75">Name on the account</dt>
        <dd>{account.holderName}</dd>
      </div>
      {account.confirmedAt ? (
        <div>
          <dt className="text-sm text-base-content/75">Confirmed</dt>
          <dd>{formatDate(account.confirmedAt)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The change waiting for its mailed link, with "send again". */
function PendingAccount({ account }: { account: BankAccount }) {
  const resend = useResendBankAccountConfirmation();
  const again = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        notifySuccess({ title: "E-mail sent", description: "Follow the new link to confirm." }),
      onError: (error) =>
        notifyError({ title: "Error", description: errorMessage(error, "Could not send it.") }),
    });
  return (
    <div className="flex flex-col gap-3 rounded-box border border-warning p-4">
      <p role="status" className="font-semibold">
        Waiting for confirmation: {BANK_ACCOUNT_TYPE_LABELS[account.accountType]}{" "}
        {account.accountMasked}
      </p>
      <p className="text-sm">
        We mailed a link to your e-mail address. The account is used once you follow it.
      </p>
      <div>
        <BusyButton
          type="button"
          className="btn btn-outline btn-sm min-h-11"
          pending={resend.isPending}
          onClick={again}
        >
          Send the link again
        </BusyButton>
      </div>
    </div>
  );
}

/** Earnings' bank account for direct deposit: the confirmed one masked, a change waiting, the form. */
export function BankAccountSection() {
  const query = useBankAccount();
  const [editing, setEditing] = useState(false);
  const confirmed = query.data?.confirmed ?? null;
  const pending = query.data?.pending ?? null;

  return (
    <section aria-labelledby="bank-account" className="flex flex-col gap-4">
      <h2 id="bank-account" className="text-xl font-semibold">
        Bank account (direct deposit)
      </h2>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        label="Loading bank account..."
      >
        <div className="card bg-base-100 shadow-sm">
          <div className="card-body gap-4 max-sm:px-4">
            {confirmed ? (
              <AccountSummary account={confirmed} />
            ) : (
              <p className="alert alert-warning">{AWAITING_BANK_ACCOUNT.partner}</p>
            )}
            {pending ? <PendingAccount account={pending} /> : null}
            {editing || (!confirmed && !pending) ? (
              <BankAccountForm
                onDone={confirmed || pending ? () => setEditing(false) : undefined}
              />
            ) : (
              <div>
                <button
                  type="button"
                  className="btn btn-outline btn-sm min-h-11"
                  onClick={() => setEditing(true)}
                >
                  Change bank account
                </button>
              </div>
            )}
          </div>
        </div>
      </QueryState>
    </section>
  );
}
