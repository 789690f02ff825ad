import {
  WHATSAPP_CODE_MINUTES,
  WHATSAPP_MESSAGES,
  type WhatsAppConnection,
} from "@shared/contracts/whatsapp";
import { useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { QueryState } from "@/components/ui/query-state";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useDisconnectWhatsApp } from "../api/disconnect-whatsapp";
import { useWhatsAppConnection } from "../api/get-whatsapp-connection";
import { ConnectForm } from "./connect-form";
import { VerifyForm } from "./verify-form";

/**
 * WhatsApp on /profile: a mobile number, verified with a 6-digit code sent there;
 * then the product's messages may reach the partner on WhatsApp too. Disconnecting stops them.
 */
export function WhatsAppSection() {
  const connection = useWhatsAppConnection();
  return (
    <section
      id="whatsapp"
      className="card mt-6 scroll-mt-20 bg-base-100 shadow-sm"
      aria-labelledby="whatsapp-heading"
    >
      <div className="card-body gap-4 p-5">
        <h2 id="whatsapp-heading" className="card-title text-lg">
          WhatsApp
        </h2>
        <QueryState
          isPending={connection.isPending}
          error={connection.error}
          onRetry={() => connection.refetch()}
          label="Loading your WhatsApp number..."
        >
          {connection.data ? <ConnectionState connection={connection.data.connection} /> : null}
        </QueryState>
      </div>
    </section>
  );
}

function ConnectionState({ connection }: { connection: WhatsAppConnection | null }) {
  const [changing, setChanging] = useState(false);
  if (!connection)
    return (
      <>
        <p className="text-sm text-base-content/75">
          Get awards, tour changes, reminders and support answers on WhatsApp. We send a 6-digit
          code to your number to check it is yours.
        </p>
        <ConnectForm label="Send code" />
      </>
    );
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums">{connection.phoneNumber}</span>
        <span className={`badge ${connection.isVerified ? "badge-success" : "badge-warning"}`}>
          {connection.isVerified ? "Verified" : "Waiting for the code"}
        </span>
      </p>
      {connection.optedOut ? (
        <p className="alert alert-warning text-sm" role="status">
          {WHATSAPP_MESSAGES.optedOut}
        </p>
      ) : null}
      {connection.isVerified ? null : (
        <>
          <p className="text-sm text-base-content/75" role="status">
            Enter the 6-digit code we sent to this number on WhatsApp. It works for{" "}
            {WHATSAPP_CODE_MINUTES} minutes
            {connection.codeExpiresAt ? ` (until ${clockTime(connection.codeExpiresAt)})` : ""};{" "}
            {connection.triesLeft === 1 ? "1 try" : `${connection.triesLeft} tries`} left.
          </p>
          <VerifyForm verifiedMessage={WHATSAPP_MESSAGES.verified} />
        </>
      )}
      {changing ? (
        <ConnectForm label="Send code" onCancel={() => setChanging(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline min-h-11"
            onClick={() => setChanging(true)}
          >
            {connection.optedOut
              ? "Verify again"
              : connection.isVerified
                ? "Change number"
                : "Send a new code or change number"}
          </button>
          <DisconnectButton />
        </div>
      )}
    </div>
  );
}

function DisconnectButton() {
  const disconnect = useDisconnectWhatsApp();
  async function run() {
    try {
      await disconnect.mutateAsync();
      notifySuccess({ title: "Disconnected", description: WHATSAPP_MESSAGES.disconnected });
    } catch (failure) {
      notifyError({ title: "Error", description: errorMessage(failure, "Could not disconnect.") });
    }
  }
  return (
    <BusyButton
      type="button"
      className="btn btn-ghost min-h-11"
      pending={disconnect.isPending}
      onClick={() => void run()}
    >
      Disconnect
    </BusyButton>
  );
}

function clockTime(iso: string) {
  return new Date(iso).toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
}
