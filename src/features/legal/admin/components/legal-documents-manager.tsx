import { useId, useState } from "react";
import { TabList, tabId } from "@/components/ui/tab-list";
import { LegalDocumentsPanel } from "./legal-documents-panel";
import { UserAgreementsPanel } from "./user-agreements-panel";

const TABS = [
  { key: "documents", label: "Legal Documents" },
  { key: "agreements", label: "User Agreements" },
] as const;

type TabKey = (typeof TABS)[number]["key"];

/** product §2 Legal Document Management: two tabs built as an ARIA tab set (arrow keys move). */
export function LegalDocumentsManager() {
  const [tab, setTab] = useState<TabKey>("documents");
  const baseId = useId();

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">Legal Document Management</h1>
        <p className="mt-1 text-base-content/75">
          The contracts and policies partners sign or attest, and who agreed to what.
        </p>
      </div>
      <TabList
        label="Legal documents"
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        idBase={baseId}
        panelId={(key) => `${baseId}-${key}-panel`}
        className="tabs tabs-box w-full sm:w-fit"
        tabClassName="grow sm:grow-0"
      />
      <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={tabId(baseId, tab)}>
        {tab === "documents" ? <LegalDocumentsPanel /> : <UserAgreementsPanel />}
      </div>
    </div>
  );
}
