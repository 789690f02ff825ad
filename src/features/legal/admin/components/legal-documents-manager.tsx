import { type KeyboardEvent, useId, useRef, useState } from "react";
import { LegalDocumentsPanel } from "./legal-documents-panel";
import { UserAgreementsPanel } from "./user-agreements-panel";

const TABS = [
  { key: "documents", label: "Legal Documents" },
  { key: "agreements", label: "User Agreements" },
] as const;

type TabKey = (typeof TABS)[number]["key"];

/** SPEC §2 Legal Document Management: two tabs built as an ARIA tab set (arrow keys move). */
export function LegalDocumentsManager() {
  const [tab, setTab] = useState<TabKey>("documents");
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const next = (index + (event.key === "ArrowRight" ? 1 : -1) + TABS.length) % TABS.length;
    const target = TABS[next];
    if (!target) return;
    setTab(target.key);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">Legal Document Management</h1>
        <p className="mt-1 text-base-content/75">
          The contracts and policies partners sign or attest, and who agreed to what.
        </p>
      </div>
      <div role="tablist" aria-label="Legal documents" className="tabs tabs-box w-full sm:w-fit">
        {TABS.map((item, index) => {
          const selected = item.key === tab;
          return (
            <button
              key={item.key}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${item.key}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-${item.key}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`tab grow sm:grow-0 ${selected ? "tab-active" : "text-base-content/80"}`}
              onClick={() => setTab(item.key)}
              onKeyDown={(event) => moveFocus(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
        {tab === "documents" ? <LegalDocumentsPanel /> : <UserAgreementsPanel />}
      </div>
    </div>
  );
}
