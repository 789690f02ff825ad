import { useParams } from "react-router-dom";
import { ConfirmBankAccountPage } from "@/features/payouts/components/confirm-bank-account-page";

/** /confirm-bank-account/<token>: the mailed link confirming a new bank account. */
export function ConfirmBankAccountRoute() {
  const { token = "" } = useParams();
  return (
    <>
      <title>Confirm your bank account · Tour Partner Portal</title>
      <ConfirmBankAccountPage token={token} />
    </>
  );
}
