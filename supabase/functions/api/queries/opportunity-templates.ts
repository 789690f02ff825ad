import type { OpportunityTemplate } from "../../_shared/portable/contracts/admin.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/**
 * Opportunity templates: the opportunity form's fields saved under a name, in their own table
 * (never an opportunity: no date, status, bids or assignments; admins only).
 */

const COLUMNS = `
  t.id,
  t.template_name as "templateName",
  t.title,
  t.description,
  t.location,
  t.tour_type as "tourType",
  t.duration,
  t.group_size as "groupSize",
  t.base_rate as "baseRate",
  t.priority,
  t.requirements,
  t.partners_needed as "partnersNeeded",
  t.max_bids as "maxBids",
  t.auto_assign as "autoAssign",
  t.custom_requirements as "customRequirements",
  t.special_requests as "specialRequests",
  t.accessibility,
  t.age_restrictions as "ageRestrictions",
  t.group_type as "groupType",
  t.transportation_needed as "transportationNeeded",
  t.meal_preferences as "mealPreferences",
  t.budget_range as "budgetRange",
  t.experience_level as "experienceLevel",
  t.preferred_expertise as "preferredExpertise",
  t.location_radius as "locationRadius",
  t.client_contact as "clientContact",
  t.client_email as "clientEmail",
  t.client_phone as "clientPhone",
  t.internal_notes as "internalNotes",
  t.created_by as "createdBy",
  t.created_at as "createdAt",
  t.updated_at as "updatedAt"
`;

/** The saved templates by name: what "New from Template" offers. */
export function listOpportunityTemplates(tx: Tx) {
  return tx<Sent<OpportunityTemplate>[]>`
    select ${tx.unsafe(COLUMNS)}
    from public.opportunity_templates t
    order by lower(t.template_name), t.created_at desc, t.id
  `;
}

/**
 * A new template named `templateName` holding the opportunity's form fields and client details
 * (not its date, status, assignments or bids). Undefined when there is no such opportunity.
 */
export async function saveAsTemplate(tx: Tx, sourceId: string, templateName: string) {
  const [template] = await tx`
    with saved as (
      insert into public.opportunity_templates (
        template_name, title, description, location, tour_type, duration, group_size,
        base_rate, priority, requirements, partners_needed, max_bids, auto_assign,
        custom_requirements, special_requests, accessibility, age_restrictions, group_type,
        transportation_needed, meal_preferences, budget_range, experience_level,
        preferred_expertise, location_radius, client_contact, client_email, client_phone,
        internal_notes
      )
      select
        ${templateName}, o.title, o.description, o.location, o.tour_type, o.duration,
        o.group_size, o.base_rate, o.priority, o.requirements, o.partners_needed, o.max_bids,
        o.auto_assign, o.custom_requirements, o.special_requests, o.accessibility,
        o.age_restrictions, o.group_type, o.transportation_needed, o.meal_preferences,
        o.budget_range, o.experience_level, o.preferred_expertise, o.location_radius,
        d.client_contact, d.client_email, d.client_phone, d.internal_notes
      from public.opportunities o
      left join public.opportunity_admin_details d on d.opportunity_id = o.id
      where o.id = ${sourceId}
      returning *
    )
    select ${tx.unsafe(COLUMNS)} from saved t
  `;
  return template;
}

/** Deletes the template; false when there was none. */
export async function deleteOpportunityTemplate(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx`delete from public.opportunity_templates where id = ${id} returning id`;
  return rows.length > 0;
}
