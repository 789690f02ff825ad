import * as z from "zod/mini";

/** What the cancel and template dialogs show for their rules. */
export const OPPORTUNITY_CHANGE_MESSAGES = {
  reason: "Please give a reason for cancelling this opportunity",
  reasonLength: "The reason can be at most 1000 characters",
  templateName: "Template name is required",
  templateNameLength: "The template name can be at most 200 characters",
} as const;

const M = OPPORTUNITY_CHANGE_MESSAGES;

/** The longest cancellation reason: the bids' decline reason and the tours' take as much. */
export const MAX_CANCELLATION_REASON_LENGTH = 1000;
export const MAX_TEMPLATE_NAME_LENGTH = 200;

/**
 * POST /api/admin/opportunities/{id}/cancel: why the opportunity is called off. The partners
 * read it on their declined bids and cancelled tours.
 */
export const opportunityCancelSchema = z.object({
  reason: z
    .string({ error: M.reason })
    .check(
      z.trim(),
      z.minLength(1, M.reason),
      z.maxLength(MAX_CANCELLATION_REASON_LENGTH, M.reasonLength),
    ),
});

/** POST /api/admin/opportunities/{id}/template: the name the new template is listed under. */
export const opportunityTemplateSchema = z.object({
  templateName: z
    .string({ error: M.templateName })
    .check(
      z.trim(),
      z.minLength(1, M.templateName),
      z.maxLength(MAX_TEMPLATE_NAME_LENGTH, M.templateNameLength),
    ),
});

export type OpportunityCancelPayload = z.infer<typeof opportunityCancelSchema>;
export type OpportunityTemplatePayload = z.infer<typeof opportunityTemplateSchema>;
