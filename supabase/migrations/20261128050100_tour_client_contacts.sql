-- The client's contact for the partner who runs the tour.
--
-- opportunity_admin_details holds the client's contact beside the admins' internal notes, and
-- partners may read no row of it. The partner whose tour is scheduled needs the contact on the
-- day (tap to call at the farm gate), never the internal notes, and never for a tour that is
-- not theirs or no longer happens. Column privileges cannot tell the two readers apart (both
-- are `authenticated`, and admins read the notes), so the contact is handed out by a function
-- that asks the same questions RLS would.

/**
 * tour_client_contacts(tour_ids): the client's contact (name, e-mail, phone) of each of these
 * tours the caller may see it for: an active admin, any tour; an active partner, their own
 * scheduled tours. Other ids give no row, so a caller cannot tell whose tour an id is.
 */
create or replace function public.tour_client_contacts(tour_ids uuid[])
returns table (tour_id uuid, client_contact text, client_email text, client_phone text)
language sql
stable
security definer
set search_path = ''
as $$
  select t.id, d.client_contact, d.client_email, d.client_phone
  from public.tours t
  join public.opportunity_admin_details d on d.opportunity_id = t.opportunity_id
  where t.id = any (tour_ids)
    and (select private.is_active_user())
    and (
      (t.partner_id = (select auth.uid()) and t.status = 'scheduled')
      or (select private.is_admin())
    )
$$;

revoke all on function public.tour_client_contacts(uuid[]) from public, anon;
grant execute on function public.tour_client_contacts(uuid[]) to authenticated, service_role;
