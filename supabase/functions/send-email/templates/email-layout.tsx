import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";

/**
 * Light by default; clients that honour `prefers-color-scheme` (Apple Mail, iOS, Outlook.com)
 * get the dark colours, and the others that invert colours themselves keep enough contrast.
 */
const DARK_MODE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .body { background-color: #111827 !important; }
  .card { background-color: #1f2937 !important; border-color: #374151 !important; }
  .text { color: #f3f4f6 !important; }
  .muted { color: #9ca3af !important; }
  .button { background-color: #34d399 !important; color: #052e16 !important; }
  .link { color: #6ee7b7 !important; }
}
`;

export interface LayoutProps {
  preview: string;
  greeting: string;
  heading: string;
  children: ReactNode;
  action?: { href: string; label: string };
  /** Why this mail came and how to stop it; absent from security mails, which are not optional. */
  /** Without `preferencesUrl` (a recipient without an account), only the unsubscribe. */
  footer?: { reason: string; preferencesUrl?: string; unsubscribeUrl?: string };
}

/** The one layout of every product mail: at most 600 px wide, one column, readable at 375 px. */
export function EmailLayout({ preview, greeting, heading, children, action, footer }: LayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="body" style={styles.body}>
        <Container className="card" style={styles.card}>
          <Text className="muted" style={styles.brand}>
            Tour Partner Portal
          </Text>
          <Text className="text" style={styles.text}>
            {greeting}
          </Text>
          <Heading as="h1" className="text" style={styles.heading}>
            {heading}
          </Heading>
          {children}
          {action ? (
            <Section style={styles.actionRow}>
              <Button className="button" href={action.href} style={styles.button}>
                {action.label}
              </Button>
            </Section>
          ) : null}
          {footer ? (
            <>
              <Hr style={styles.rule} />
              <Text className="muted" style={styles.footer}>
                {footer.reason}{" "}
                {footer.preferencesUrl ? (
                  <>
                    <Link className="link" href={footer.preferencesUrl} style={styles.link}>
                      Choose which e-mails you get
                    </Link>{" "}
                    or{" "}
                    <Link className="link" href={footer.unsubscribeUrl} style={styles.link}>
                      unsubscribe from these
                    </Link>
                  </>
                ) : footer.unsubscribeUrl ? (
                  <Link className="link" href={footer.unsubscribeUrl} style={styles.link}>
                    Unsubscribe from these
                  </Link>
                ) : null}
                {footer.unsubscribeUrl ? "." : null}
              </Text>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

export const styles = {
  body: {
    backgroundColor: "#f3f4f6",
    margin: 0,
    padding: "24px 12px",
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  },
  card: {
    backgroundColor: "#ffffff",
    border: "1px solid #e5e7eb",
    borderRadius: "12px",
    maxWidth: "600px",
    width: "100%",
    padding: "24px 20px",
  },
  brand: { color: "#6b7280", fontSize: "13px", margin: "0 0 16px", fontWeight: 600 },
  heading: { color: "#111827", fontSize: "22px", lineHeight: "28px", margin: "0 0 12px" },
  text: { color: "#1f2937", fontSize: "16px", lineHeight: "24px", margin: "0 0 12px" },
  muted: { color: "#4b5563", fontSize: "15px", lineHeight: "22px", margin: "0 0 8px" },
  actionRow: { margin: "20px 0 8px" },
  button: {
    backgroundColor: "#047857",
    color: "#ffffff",
    borderRadius: "8px",
    padding: "12px 20px",
    fontSize: "16px",
    fontWeight: 600,
    textDecoration: "none",
    display: "inline-block",
  },
  rule: { borderColor: "#e5e7eb", margin: "24px 0 12px" },
  footer: { color: "#6b7280", fontSize: "13px", lineHeight: "20px", margin: 0 },
  link: { color: "#047857", textDecoration: "underline" },
  item: { borderLeft: "3px solid #a7f3d0", paddingLeft: "12px", margin: "0 0 16px" },
} as const;
