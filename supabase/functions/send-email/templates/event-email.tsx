import { Text } from "@react-email/components";
import { type EmailContent, formatTourDate } from "./email-content.ts";
import { EmailLayout, type LayoutProps, styles } from "./email-layout.tsx";

/** The facts of one event: what happened, and the tour's title, date and place when it has one. */
export function EventFacts({ content, message }: { content: EmailContent; message?: string }) {
  const when = content.tourDate ? formatTourDate(content.tourDate, content.timeZone) : undefined;
  return (
    <>
      {message ? (
        <Text className="text" style={styles.text}>
          {message}
        </Text>
      ) : null}
      {content.tourTitle ? (
        <Text className="muted" style={styles.muted}>
          <strong>Tour:</strong> {content.tourTitle}
          {when ? (
            <>
              <br />
              <strong>When:</strong> {when}
            </>
          ) : null}
          {content.location ? (
            <>
              <br />
              <strong>Where:</strong> {content.location}
            </>
          ) : null}
        </Text>
      ) : null}
    </>
  );
}

/** One event's mail: a bid decided, a tour changed, a licence reviewed, a reminder, … */
export function EventEmail(
  props: Omit<LayoutProps, "children" | "heading"> & {
    content: EmailContent;
    heading: string;
    message?: string;
  },
) {
  const { content, message, ...layout } = props;
  return (
    <EmailLayout {...layout}>
      <EventFacts content={content} message={message} />
    </EmailLayout>
  );
}
