import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { QueryState } from "@/components/ui/query-state";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { formatMoney } from "@/utils/format";
import { useDeleteOpportunityTemplate } from "../api/delete-opportunity-template";
import { useOpportunityTemplates } from "../api/get-opportunity-templates";
import type { OpportunityTemplate } from "../types";
import { OpportunityDraftDialog } from "./opportunity-draft-dialog";
import { draftFromTemplate } from "./opportunity-form-from";

/**
 * New from Template: the saved templates to choose from; the chosen one opens the create form
 * filled with its fields, the date still to be set. A template no longer wanted is deleted here,
 * after a second click that says what goes.
 */
export function NewFromTemplateDialog() {
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<OpportunityTemplate | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const templates = useOpportunityTemplates(picking);
  const remove = useDeleteOpportunityTemplate();

  const choose = (template: OpportunityTemplate) => {
    setPicking(false);
    setChosen(template);
  };
  const confirmDelete = (template: OpportunityTemplate) =>
    remove.mutate(template.id, {
      onSuccess: () => {
        setDeleting(null);
        notifySuccess({ title: "Success", description: "Template deleted." });
      },
      onError: (error) =>
        notifyError({
          title: "Error",
          description: errorMessage(error, "Failed to delete template."),
        }),
    });

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
                    <p className="break-words font-medium">{template.templateName}</p>
                    <p className="break-words text-sm text-base-content/70">
                      {template.title} · {template.location} · {formatMoney(template.baseRate)}
                    </p>
                  </div>
                  {deleting === template.id ? (
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="text-sm">Delete this template?</span>
                      <button
                        type="button"
                        className="btn btn-error btn-sm"
                        disabled={remove.isPending}
                        aria-label={`Delete ${template.templateName} for good`}
                        onClick={() => confirmDelete(template)}
                      >
                        Delete
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        onClick={() => setDeleting(null)}
                      >
                        Keep
                      </button>
                    </div>
                  ) : (
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm text-error"
                        aria-label={`Delete ${template.templateName}`}
                        onClick={() => setDeleting(template.id)}
                      >
                        Delete
                      </button>
                      <button
                        type="button"
                        className="btn btn-primary btn-sm"
                        aria-label={`Use ${template.templateName}`}
                        onClick={() => choose(template)}
                      >
                        Use
                      </button>
                    </div>
                  )}
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
