-- An answer tells the partner their messages arrived, whoever gives it: an admin answering as
-- the agent, or the product's automated answers (service role). Held here, not in the API, so
-- every way of answering marks the partner's messages alike.

/**
 * After an `agent` message, the partner's earlier messages in that conversation move on:
 * an answer (an admin's, or an automated answer to a question the agent handled) marks them
 * read; the automated acknowledgement that passes a question on to the support team
 * (message_type 'system') marks them delivered, so the team still sees them unread.
 */
create function private.mark_answered_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.message_type = 'system' then
    update public.chat_messages m set status = 'delivered'
    where m.user_id = new.user_id and m.sender_type = 'user' and m.status = 'sent'
      and m.created_at <= new.created_at;
  else
    update public.chat_messages m set status = 'read'
    where m.user_id = new.user_id and m.sender_type = 'user' and m.status <> 'read'
      and m.created_at <= new.created_at;
  end if;
  return null;
end;
$$;

create trigger mark_answered_messages
  after insert on public.chat_messages
  for each row
  when (new.sender_type = 'agent')
  execute function private.mark_answered_messages();

revoke all on function private.mark_answered_messages() from public;
