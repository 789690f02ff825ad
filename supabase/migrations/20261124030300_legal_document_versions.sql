-- A new version of a legal document supersedes the earlier ones. A version is either a new
-- document with the same type and title (compared trimmed, case-insensitive) and another
-- version number, or an edit of a document's version. When the new version is in force
-- (active), the earlier versions are deactivated, every valid agreement with an earlier version
-- becomes invalid (the admin's Invalid badge, SPEC §2), and each partner who had agreed is
-- notified to sign again; the new version is then pending for them (GET
-- /api/legal-documents/pending). In SQL, so it holds however the document is written.

/** Supersedes the earlier versions of the document in `new`; see the file's header. */
create function private.supersede_legal_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
    and old.version = new.version and old.is_active = new.is_active
    and old.title = new.title and old.document_type = new.document_type then
    return null;
  end if;

  with earlier as (
    update public.legal_documents d set is_active = false
    where d.id <> new.id
      and d.is_active
      and d.document_type = new.document_type
      and lower(btrim(d.title)) = lower(btrim(new.title))
      and d.version <> new.version
    returning d.id
  ),
  invalidated as (
    update public.user_agreements a set is_valid = false
    where a.is_valid
      and (
        a.document_id in (select id from earlier)
        or (a.document_id = new.id and a.document_version <> new.version)
      )
    returning a.user_id
  )
  insert into public.notifications (user_id, type, title, message, data, sent_at)
  select distinct
    i.user_id,
    'system'::public.notification_type,
    'New version to sign',
    format('"%s" has a new version (%s). Please review and sign it again.', new.title, new.version),
    jsonb_build_object('documentId', new.id, 'version', new.version),
    now()
  from invalidated i
  join public.users u on u.id = i.user_id and u.is_active;

  return null;
end;
$$;

create trigger supersede_legal_document
  after insert or update of version, is_active, title, document_type on public.legal_documents
  for each row
  when (new.is_active)
  execute function private.supersede_legal_document();

revoke all on function private.supersede_legal_document() from public;
