import { Link, Section, Text } from "@react-email/components";
import { EMAIL_CATEGORY_LABELS } from "../../_shared/portable/contracts/email.ts";
import { renderEmailWords } from "../../_shared/portable/messages/email-messages.ts";
import { contentLink, type EmailItem } from "./email-content.ts";
import { EmailLayout, type LayoutProps, styles } from "./email-layout.tsx";
import { EventFacts } from "./event-email.tsx";

/** The 07:00 digest: every item gathered since the last one, each with its own link. */
export function DigestEmail(
  props: Omit<LayoutProps, "children"> & { items: EmailItem[]; portalUrl: string },
) {
  const { items, portalUrl, ...layout } = props;
  return (
    <EmailLayout {...layout}>
      <Text className="text" style={styles.text}>
        {items.length === 1
          ? "One update since yesterday:"
          : `${items.length} updates since yesterday:`}
      </Text>
      {items.map((item) => {
        const words = renderEmailWords(item.kind, item.data);
        return (
          <Section key={item.id} style={styles.item}>
            <Text
              className="muted"
              style={{ ...styles.muted, fontSize: "13px", margin: "0 0 4px" }}
            >
              {EMAIL_CATEGORY_LABELS[item.category] ?? item.category}
            </Text>
            <Text className="text" style={{ ...styles.text, fontWeight: 600, margin: "0 0 4px" }}>
              {words.heading}
            </Text>
            <EventFacts content={item} message={words.message} />
            <Link
              className="link"
              href={`${portalUrl}${contentLink(item.kind, item)}`}
              style={styles.link}
            >
              Open in the portal
            </Link>
          </Section>
        );
      })}
    </EmailLayout>
  );
}
