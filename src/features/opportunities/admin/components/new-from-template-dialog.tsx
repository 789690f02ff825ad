import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { QueryState } from "@/components/ui/query-state";
import { formatMoney } from "@/utils/format";
import { useOpportunityTemplates } from "../api/get-opportunity-templates";
import type { AdminOpportunity } from "../types";
import { OpportunityDraftDialog } from "./opportunity-draft-dialog";
import { draftFromTemplate } from "./opportunity-form-from";

/**
 * New from Template: the saved templates to choose from; the chosen one opens the create form
 * filled with its fields, the date still to be set.
 */
export function NewFromTemplateDialog() {
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<AdminOpportunity | null>(null);
  const templates = useOpportunityTemplates(picking);

  const choose = (template: AdminOpportunity) => {
    setPicking(false);
    setChosen(template);
  };

  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => setPicking(true)}>
        New from Template
      </button>
      <Dialog open={picking} onClose={() => setPicking(false)} title="New from Template">
        <QueryState
          isPending={templates.isPending}
          error={templates.error}
          onRetry={() => templates.refetch()}
          label="Loading templates..."
        >
          {templates.data?.length === 0 ? (
            <p className="text-center text-base-content/70">
              No templates yet. Use Save as Template on an opportunity to make one.
            </p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Templates">
              {templates.data?.map((template) => (
                <li
                  key={template.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-box border border-base-300 p-3"
                >
                  <div className="min-w-0">
                    <p className="break-words font-medium">
                      {template.templateName ?? template.title}
                    </p>
                    <p className="break-words text-sm text-base-content/70">
                      {template.title} · {template.location} · {formatMoney(template.baseRate)}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    aria-label={`Use ${template.templateName ?? template.title}`}
                    onClick={() => choose(template)}
                  >
                    Use
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Dialog>
      <OpportunityDraftDialog
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title="New from Template"
        initialValues={chosen ? draftFromTemplate(chosen) : undefined}
      />
    </>
  );
}
