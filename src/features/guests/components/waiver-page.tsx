import { zodResolver } from "@hookform/resolvers/zod";
import type { WaiverToSign } from "@shared/contracts/guests";
import { waiverSignatureSchema } from "@shared/schemas/guest";
import { formatTourDateTime } from "@shared/tour-time";
import { useForm } from "react-hook-form";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { fieldErrorsOf } from "@/lib/api-error";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { showServerFieldErrors } from "@/utils/server-field-errors";
import { useWaiver } from "../api/get-waiver";
import { useSignWaiver } from "../api/sign-waiver";
import { LinkPage, LinkProblem } from "./link-page";

/** /waivers/{token}: a guest reads and signs the tour's waiver from the mailed link. */
export function WaiverPage({ token }: { token: string }) {
  const waiver = useWaiver(token);
  if (waiver.isPending) {
    return (
      <LinkPage title="Waiver">
        <LoadingScreen label="Loading the waiver..." />
      </LinkPage>
    );
  }
  if (waiver.isError) {
    return (
      <LinkPage title="Waiver">
        <LinkProblem
          heading="This waiver cannot be opened"
          message={errorMessage(waiver.error, "Failed to load the waiver. Please try again.")}
        />
      </LinkPage>
    );
  }
  return <WaiverView token={token} waiver={waiver.data} />;
}

function WaiverView({ token, waiver }: { token: string; waiver: WaiverToSign }) {
  const sign = useSignWaiver(token);
  const form = useForm<{ signatureName: string }>({
    resolver: zodResolver(waiverSignatureSchema),
    defaultValues: { signatureName: "" },
  });
  const field = fieldProps(form);
  const submit = form.handleSubmit(async ({ signatureName }) => {
    try {
      await sign.mutateAsync(signatureName);
      notifySuccess({
        title: "Waiver signed",
        description: "Thank you: your signature is on file.",
      });
    } catch (error) {
      showServerFieldErrors(form, fieldErrorsOf(error));
      notifyError({
        title: "Error",
        description: errorMessage(error, "Failed to sign the waiver. Please try again."),
      });
    }
  });
  const { tour } = waiver;
  return (
    <LinkPage title={waiver.waiver.title}>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold break-words">{waiver.waiver.title}</h1>
        <p>
          For {waiver.guestName}, a guest of "{tour.title}" on{" "}
          {formatTourDateTime(tour.startsAt, tour.timeZone)} · version {waiver.waiver.version}
        </p>
      </header>
      {waiver.waiver.content ? (
        <div className="rounded-box border border-base-300 bg-base-200/50 p-4 text-sm whitespace-pre-wrap">
          {waiver.waiver.content}
        </div>
      ) : null}
      {waiver.signedAt ? (
        <p role="status" className="alert alert-success">
          Signed on {formatTourDateTime(waiver.signedAt, tour.timeZone)}. Nothing more to do.
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <TextField
            label={`Type your full name to sign: ${waiver.guestName}`}
            autoComplete="name"
            {...field("signatureName")}
          />
          <button type="submit" className="btn btn-primary self-start" disabled={sign.isPending}>
            {sign.isPending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            Sign waiver
          </button>
        </form>
      )}
    </LinkPage>
  );
}
