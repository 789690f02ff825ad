-- Admin notifications about chat: one unread notification per admin per conversation. When a
-- partner writes again before the admin has read the last one, that notification is brought
-- up to date (latest message, time) instead of a new one being added; once read, the next
-- message starts a new one. The API writes them with
--   insert ... on conflict (user_id, (data ->> 'chatUserId')) where not is_read and data ? 'chatUserId'
--   do update ...
-- and this index makes that one statement safe when messages arrive at the same moment.

-- ============================================================================================
-- One unread notification per admin per conversation
-- ============================================================================================

-- Older unread duplicates are marked read first, so the index can be built.
update public.notifications n
set is_read = true, read_at = now()
where not n.is_read
  and n.data ? 'chatUserId'
  and exists (
    select 1 from public.notifications newer
    where newer.user_id = n.user_id
      and not newer.is_read
      and newer.data ->> 'chatUserId' = n.data ->> 'chatUserId'
      and (newer.created_at, newer.id) > (n.created_at, n.id)
  );

create unique index notifications_one_unread_per_conversation
  on public.notifications (user_id, (data ->> 'chatUserId'))
  where not is_read and data ? 'chatUserId';
