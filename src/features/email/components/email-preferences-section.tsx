import {
  digestTimeText,
  EMAIL_CATEGORY_DESCRIPTIONS,
  EMAIL_CATEGORY_LABELS,
  EMAIL_DELIVERIES,
  EMAIL_DELIVERY_LABELS,
  type EmailCategory,
  type EmailDelivery,
  type EmailPreference,
} from "@shared/contracts/email";
import { useState } from "react";
import { QueryState } from "@/components/ui/query-state";
import { useWhatsAppConnection } from "@/features/whatsapp";
import { notifyError, notifySuccess } from "@/lib/toast";
import { failureMessage } from "@/utils/error-message";
import { useEmailDigestTime } from "../api/get-email-digest-time";
import { useEmailPreferences } from "../api/get-email-preferences";
import { useUpdateEmailPreference } from "../api/update-email-preference";
import { UnsubscribeLinks } from "./unsubscribe-links";

type Shown = Partial<Record<EmailCategory, Pick<EmailPreference, "delivery" | "whatsapp">>>;

/**
 * E-mail and WhatsApp on /profile: per category, e-mail immediately, in the daily digest, or
 * off, and whether it also comes on WhatsApp (to a verified number). Each choice is saved as it
 * is made. The digest's hour names the zone whose clock it keeps (the business's). The account's
 * security mails are not listed: they always come.
 */
export function EmailPreferencesSection() {
  const preferences = useEmailPreferences();
  const digestTime = useEmailDigestTime();
  const update = useUpdateEmailPreference();
  const whatsapp = useWhatsAppConnection();
  const connection = whatsapp.data?.connection;
  const onWhatsApp = Boolean(connection?.isVerified && !connection.optedOut);
  // The choice as clicked, until its save settles: shown in the same event (a cache update
  // reaches the radio a task later, and a controlled radio springs back meanwhile); a refused
  // save shows the stored choice again.
  const [chosen, setChosen] = useState<Shown>({});

  async function choose(preference: EmailPreference, changed: "delivery" | "whatsapp") {
    const { category, delivery, whatsapp: also } = preference;
    setChosen((shown) => ({ ...shown, [category]: { delivery, whatsapp: also } }));
    try {
      await update.mutateAsync(preference);
      notifySuccess({
        title: "Saved",
        description: `${EMAIL_CATEGORY_LABELS[category]}: ${
          changed === "delivery"
            ? EMAIL_DELIVERY_LABELS[delivery]
            : also
              ? "also on WhatsApp"
              : "not on WhatsApp"
        }`,
      });
    } catch (error) {
      notifyError({
        title: "Error",
        description: failureMessage(error, "Could not save your e-mail choice"),
      });
    } finally {
      setChosen(({ [category]: _settled, ...rest }) => rest);
    }
  }

  return (
    <section
      id="email-preferences"
      className="card mt-6 scroll-mt-20 bg-base-100 shadow-sm"
      aria-labelledby="email-preferences-heading"
    >
      <div className="card-body gap-4 p-5">
        <h2 id="email-preferences-heading" className="card-title text-lg">
          E-mail and WhatsApp
        </h2>
        <p className="text-sm text-base-content/75">
          Choose how each kind of message reaches you. A daily digest comes by e-mail{" "}
          {digestTime.data
            ? `at ${digestTimeText(digestTime.data)}, your business's clock,`
            : "once a day"}{" "}
          with everything gathered since the last one. Security e-mails (password reset, e-mail
          change) always come.
          {onWhatsApp
            ? " The ticked kinds also come to your WhatsApp number."
            : " Connect and verify a WhatsApp number below to get the ticked kinds there too."}
        </p>
        <QueryState
          isPending={preferences.isPending}
          error={preferences.error}
          onRetry={() => preferences.refetch()}
          label="Loading e-mail choices..."
        >
          <div className="grid gap-3">
            {(preferences.data ?? []).map((stored) => {
              const preference = { ...stored, ...chosen[stored.category] };
              return (
                <fieldset
                  key={preference.category}
                  className="rounded-box border border-base-300 p-3"
                >
                  <legend className="px-1 font-semibold">
                    {EMAIL_CATEGORY_LABELS[preference.category]}
                  </legend>
                  <p className="mb-2 text-sm text-base-content/75">
                    {EMAIL_CATEGORY_DESCRIPTIONS[preference.category]}
                  </p>
                  <div className="flex flex-wrap gap-x-5 gap-y-2">
                    {EMAIL_DELIVERIES.map((delivery: EmailDelivery) => (
                      <label
                        key={delivery}
                        className="flex min-h-11 cursor-pointer items-center gap-2"
                      >
                        <input
                          type="radio"
                          className="radio radio-primary radio-sm"
                          name={`email-${preference.category}`}
                          value={delivery}
                          checked={preference.delivery === delivery}
                          onChange={() => choose({ ...preference, delivery }, "delivery")}
                        />
                        <span className="text-sm">{EMAIL_DELIVERY_LABELS[delivery]}</span>
                      </label>
                    ))}
                  </div>
                  <label className="mt-1 flex min-h-11 cursor-pointer items-center gap-2">
                    <input
                      type="checkbox"
                      className="checkbox checkbox-primary checkbox-sm"
                      checked={preference.whatsapp}
                      disabled={!onWhatsApp}
                      onChange={(event) =>
                        choose({ ...preference, whatsapp: event.target.checked }, "whatsapp")
                      }
                    />
                    <span className="text-sm">Also on WhatsApp</span>
                  </label>
                </fieldset>
              );
            })}
            <UnsubscribeLinks />
          </div>
        </QueryState>
      </div>
    </section>
  );
}
