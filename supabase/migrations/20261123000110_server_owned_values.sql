-- Server-owned values: what a client role may send but the database decides (who wrote a chat
-- message, from which address and browser an agreement was signed, the feed secret, who last
-- edited an admin note), and the rules a client's answers to the profile fields must meet.
-- Columns a client may not send at all are withheld by the column privileges of
-- 20261123000120_client_column_privileges.sql.

-- ============================================================================================
-- The request, as PostgREST (and the API's asCaller) describe it
-- ============================================================================================

/** One header of the current request from `request.headers`; null outside a request. */
create function private.request_header(name text)
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(current_setting('request.headers', true), '')::jsonb ->> name
$$;

/** The client's address: the first x-forwarded-for entry, at most 100 characters. */
create function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select left(nullif(btrim(split_part(private.request_header('x-forwarded-for'), ',', 1)), ''), 100)
$$;

/** The client's user agent, at most 500 characters. */
create function private.request_user_agent()
returns text
language sql
stable
set search_path = ''
as $$
  select left(nullif(private.request_header('user-agent'), ''), 500)
$$;

-- ============================================================================================
-- user_agreements: the signature's evidence is the request's, never the client's word
-- ============================================================================================
create function private.stamp_agreement_request()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_request() then
    new.ip_address := private.request_client_address();
    new.user_agent := private.request_user_agent();
  end if;
  return new;
end;
$$;

create trigger stamp_agreement_request
  before insert on public.user_agreements
  for each row execute function private.stamp_agreement_request();

-- ============================================================================================
-- audit_logs: an admin's own entry carries the request's address and user agent
-- ============================================================================================
create function private.stamp_audit_request()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_request() then
    new.ip_address := private.request_client_address();
    new.user_agent := private.request_user_agent();
    new.created_at := now();
  end if;
  return new;
end;
$$;

create trigger stamp_audit_request
  before insert on public.audit_logs
  for each row execute function private.stamp_audit_request();

-- ============================================================================================
-- chat_messages: the sender is the caller; clients write plain text
-- ============================================================================================

/**
 * A client's message is sent by the caller: a `user` message in their own conversation, or an
 * admin's `agent` answer in someone else's (the policies decide who may write where). The
 * product's automated answers (service role) keep what they say.
 */
create function private.stamp_chat_sender()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_request() then
    if new.message_type is distinct from 'text' then
      raise exception 'clients send text messages only'
        using errcode = '23514', constraint = 'chat_messages_message_type_values';
    end if;
    new.sender_id := (select auth.uid());
    new.sender_type := case when new.user_id = (select auth.uid()) then 'user' else 'agent' end;
    new.status := 'sent';
    new.created_at := now();
  end if;
  return new;
end;
$$;

create trigger stamp_chat_sender
  before insert on public.chat_messages
  for each row execute function private.stamp_chat_sender();

-- ============================================================================================
-- Admin notes: who edited them last is the caller
-- ============================================================================================
create function private.stamp_note_editor()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_request() then
    new.updated_by := (select auth.uid());
  end if;
  return new;
end;
$$;

create trigger stamp_note_editor
  before insert or update on public.user_admin_notes
  for each row execute function private.stamp_note_editor();
create trigger stamp_note_editor
  before insert or update on public.bid_admin_notes
  for each row execute function private.stamp_note_editor();
create trigger stamp_note_editor
  before insert or update on public.tour_admin_notes
  for each row execute function private.stamp_note_editor();

-- ============================================================================================
-- calendar_integrations: the iCal feed secret is made by the database
-- ============================================================================================

/**
 * Whenever a client stores a feed secret, the database replaces it with two v4 UUIDs (244
 * random bits) as 64 hex digits, so no one can choose a guessable one, and the new secret has
 * never been fetched. Other providers keep no token a client sent.
 */
create function private.make_feed_secret()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_request()
    and new.access_token is not null
    and (tg_op = 'INSERT' or new.access_token is distinct from old.access_token) then
    new.access_token := case
      when new.provider = 'ical'
        then replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    end;
    new.last_sync_at := null;
  end if;
  return new;
end;
$$;

create trigger make_feed_secret
  before insert or update on public.calendar_integrations
  for each row execute function private.make_feed_secret();

-- ============================================================================================
-- users: no outside pictures, and answers that fit their profile fields
-- ============================================================================================

/**
 * Sign-in providers send a picture on their own host; the profile keeps only pictures on this
 * project's Storage (users_profile_image_url_own_storage), so any other is dropped on creation.
 */
create function private.drop_outside_profile_image()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.profile_image_url is not null
    and new.profile_image_url !~ '^/storage/v1/object/public/[a-z0-9_-]+/[A-Za-z0-9/_.-]+$' then
    new.profile_image_url := null;
  end if;
  return new;
end;
$$;

create trigger drop_outside_profile_image
  before insert on public.users
  for each row execute function private.drop_outside_profile_image();

/**
 * The message of a client's answer to a profile field that breaks the field's rules, or null
 * when it fits: the same rules as checkCustomFields in _shared/custom-fields.ts (type, options,
 * required, minLength/maxLength/min/max, at most custom_field_text_max_length() characters).
 * An admin's `pattern` is checked by the API only: its regular expressions are JavaScript's.
 */
create function private.custom_field_answer_error(field public.profile_fields, answer jsonb)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  rules jsonb := field.validation_rules;
  label text := field.field_label;
  kind text := jsonb_typeof(answer);
  number numeric;
  text_answer text;
begin
  if field.field_type in ('checkbox', 'contract', 'legal_agreement') then
    if kind = 'null' then
      return case when field.is_required then label || ' is required' end;
    end if;
    if kind <> 'boolean' then
      return label || ' must be checked or unchecked';
    end if;
    if field.is_required and not answer::boolean then
      return label || ' is required';
    end if;
    return null;
  end if;
  if kind = 'null' then
    return case when field.is_required then label || ' is required' end;
  end if;
  case field.field_type
    when 'number' then
      if kind <> 'number' then
        return label || ' must be a number';
      end if;
      number := answer::numeric;
      if jsonb_typeof(rules -> 'min') = 'number' and number < (rules ->> 'min')::numeric then
        return label || ' must be at least ' || (rules ->> 'min');
      end if;
      if jsonb_typeof(rules -> 'max') = 'number' and number > (rules ->> 'max')::numeric then
        return label || ' must be at most ' || (rules ->> 'max');
      end if;
    when 'date' then
      if kind <> 'string' or answer #>> '{}' !~ '^\d{4}-\d{2}-\d{2}$' then
        return label || ' must be a date (YYYY-MM-DD)';
      end if;
      begin
        -- 2027-02-30 is no date: refused, not moved to March.
        if to_char((answer #>> '{}')::date, 'YYYY-MM-DD') <> answer #>> '{}' then
          return label || ' must be a date (YYYY-MM-DD)';
        end if;
      exception when datetime_field_overflow or invalid_datetime_format then
        return label || ' must be a date (YYYY-MM-DD)';
      end;
    when 'select' then
      if kind <> 'string' or not (answer #>> '{}') = any (coalesce(field.field_options, '{}')) then
        return label || ' must be one of its options';
      end if;
    when 'multiselect' then
      if kind <> 'array' or exists (
        select 1 from jsonb_array_elements(answer) as item
        where jsonb_typeof(item) <> 'string'
          or not (item #>> '{}') = any (coalesce(field.field_options, '{}'))
      ) or jsonb_array_length(answer) = 0 then
        return label || ' must be chosen from its options';
      end if;
    else
      if kind <> 'string' then
        return label || ' must be text';
      end if;
      text_answer := answer #>> '{}';
      if btrim(text_answer) = '' then
        return case when field.is_required then label || ' is required' else label || ' must be text' end;
      end if;
      if jsonb_typeof(rules -> 'minLength') = 'number'
        and char_length(text_answer) < (rules ->> 'minLength')::numeric then
        return label || ' must be at least ' || (rules ->> 'minLength') || ' characters';
      end if;
      if jsonb_typeof(rules -> 'maxLength') = 'number'
        and char_length(text_answer) > (rules ->> 'maxLength')::numeric then
        return label || ' must be at most ' || (rules ->> 'maxLength') || ' characters';
      end if;
      if char_length(text_answer) > private.custom_field_text_max_length() then
        return label || ' must be at most ' || private.custom_field_text_max_length() || ' characters';
      end if;
  end case;
  return null;
end;
$$;

/**
 * A client changes only answers to active profile fields, each fitting its field. Answers
 * left as they were are not checked again (a field's rules may have changed since). Security
 * invoker: is_client_request() must see the caller's role, and the caller reads the active
 * fields anyway.
 */
create function private.check_custom_fields()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  answer record;
  field public.profile_fields;
  problem text;
begin
  if not private.is_client_request() then
    return new;
  end if;
  for answer in
    select n.key, n.value
    from jsonb_each(new.custom_fields) as n
    where n.value is distinct from old.custom_fields -> n.key
  loop
    select * into field from public.profile_fields f where f.field_name = answer.key and f.is_active;
    if not found then
      raise exception 'Unknown profile field: %', left(answer.key, 63)
        using errcode = '23514', constraint = 'users_custom_fields_answers';
    end if;
    problem := private.custom_field_answer_error(field, answer.value);
    if problem is not null then
      raise exception '%', problem
        using errcode = '23514', constraint = 'users_custom_fields_answers';
    end if;
  end loop;
  return new;
end;
$$;

create trigger check_custom_fields
  before update of custom_fields on public.users
  for each row execute function private.check_custom_fields();

revoke all on all functions in schema private from public;
grant execute on function private.request_header(text) to authenticated, service_role;
grant execute on function private.request_client_address() to authenticated, service_role;
grant execute on function private.request_user_agent() to authenticated, service_role;
grant execute on function private.custom_field_answer_error(public.profile_fields, jsonb)
  to authenticated, service_role;
