import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import { errorMessage } from "@/utils/error-message";
import { useConfirmBankAccount } from "../api/confirm-bank-account";

/**
 * /confirm-bank-account/<token>: the link mailed for a new bank account. It confirms the
 * signed-in partner's own account (the link works only for them), then payouts may use it.
 */
export function ConfirmBankAccountPage({ token }: { token: string }) {
  const confirm = useConfirmBankAccount();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  return (
    <section className="card mx-auto h-fit w-full max-w-lg bg-base-100 shadow-sm">
      <div className="card-body" aria-live="polite">
        <h1 className="text-2xl font-bold">Confirm your bank account</h1>
        {confirm.isSuccess ? (
          <p role="status">
            Your bank account {confirm.data.confirmed?.accountMasked} is confirmed. Payouts by
            direct deposit go to it.
          </p>
        ) : confirm.isError ? (
          <p role="alert">{errorMessage(confirm.error, "Could not confirm your bank account.")}</p>
        ) : (
          <p role="status">
            <span className="loading loading-spinner loading-sm mr-2" aria-hidden="true" />
            Confirming…
          </p>
        )}
        {!confirm.isPending ? (
          <Link className="btn btn-primary mt-2 min-h-11" to={paths.earnings.path}>
            Go to Earnings
          </Link>
        ) : null}
      </div>
    </section>
  );
}
