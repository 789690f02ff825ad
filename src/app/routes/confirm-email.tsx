import { useParams } from "react-router-dom";
import { ConfirmEmailPage } from "@/features/auth/components/confirm-email-page";
import { useCurrentUser } from "@/lib/current-user";

/** /confirm-email/<token>: the welcome mail's link to confirm the account's address. */
export function ConfirmEmailRoute() {
  const { token = "" } = useParams();
  const { data: user } = useCurrentUser();
  return <ConfirmEmailPage token={token} signedIn={Boolean(user)} />;
}
