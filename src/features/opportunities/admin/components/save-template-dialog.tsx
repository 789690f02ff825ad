import { opportunityTemplateSchema } from "@shared/schemas/opportunity-changes";
import { useState } from "react";
import { CheckedTextDialog } from "@/components/ui/checked-text-dialog";
import { useCheckedText } from "@/hooks/use-checked-text";
import { runAdminChange } from "@/lib/admin-change";
import { useSaveOpportunityTemplate } from "../api/save-opportunity-template";
import type { AdminOpportunity } from "../types";

/** Save as Template: the opportunity's fields kept under a name for New from Template. */
export function SaveTemplateDialog({ opportunity }: { opportunity: AdminOpportunity }) {
  const [open, setOpen] = useState(false);
  const name = useCheckedText();
  const save = useSaveOpportunityTemplate();

  const openDialog = () => {
    name.reset(opportunity.title);
    setOpen(true);
  };

  const submit = async () => {
    const checked = name.check(opportunityTemplateSchema.safeParse({ templateName: name.text }));
    if (!checked) return;
    const outcome = await runAdminChange(
      () => save.mutateAsync({ id: opportunity.id, templateName: checked.templateName }),
      { success: "Template saved.", failure: "Failed to save template." },
    );
    if (outcome.ok) setOpen(false);
  };

  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" onClick={openDialog}>
        Save as Template
      </button>
      <CheckedTextDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Save as Template"
        description={opportunity.title}
        submitLabel="Save Template"
        pending={save.isPending}
        label="Template name"
        text={name}
        multiline={false}
        onSubmit={submit}
      />
    </>
  );
}
