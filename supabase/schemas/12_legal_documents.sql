-- Legal documents: the contracts and policies partners sign or attest, their PDFs in the
-- private `legal-documents` bucket, and the signatures (user_agreements).

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.legal_document_type as enum (
  'contract', 'terms_of_service', 'privacy_policy', 'liability_waiver', 'nda', 'code_of_conduct'
);
create type public.agreement_type as enum ('signature', 'attestation');

-- ============================================================================================
-- legal_documents
-- ============================================================================================
create table public.legal_documents (
  id uuid primary key default gen_random_uuid(),
  title text not null
    constraint legal_documents_title_present check (btrim(title) <> '')
    constraint legal_documents_title_length check (char_length(title) <= 200),
  document_type public.legal_document_type not null,
  content text constraint legal_documents_content_length check (char_length(content) <= 200000),
  -- The PDF's object name in the legal-documents bucket (SPEC pdfFile/pdfUrl); the API hands
  -- out signed URLs for it.
  pdf_path text unique,
  version text not null default '1.0'
    constraint legal_documents_version_present check (btrim(version) <> '')
    constraint legal_documents_version_length check (char_length(version) <= 20),
  is_active boolean not null default true,
  requires_signature boolean not null default true,
  requires_attestation boolean not null default false,
  expires_at timestamptz,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint legal_documents_has_content
    check (coalesce(btrim(content), '') <> '' or pdf_path is not null)
);
alter table public.legal_documents enable row level security;
revoke all on public.legal_documents from anon;
revoke insert, update, truncate, references, trigger on public.legal_documents from authenticated;

-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- Version, time, validity, address and user agent of an agreement are the server's
-- (check_agreement, stamp_request_evidence).
grant insert (
  id, title, document_type, content, pdf_path, version, is_active, requires_signature,
  requires_attestation, expires_at
) on public.legal_documents to authenticated;
grant update (
  title, document_type, content, pdf_path, version, is_active, requires_signature,
  requires_attestation, expires_at
) on public.legal_documents to authenticated;

create index legal_documents_is_active_idx on public.legal_documents (is_active);
create index legal_documents_created_by_idx on public.legal_documents (created_by);

create trigger set_updated_at
  before update on public.legal_documents
  for each row execute function private.set_updated_at();

create trigger stamp_created_by
  before insert on public.legal_documents
  for each row execute function private.stamp_created_by();

-- ============================================================================================
-- user_agreements
-- ============================================================================================
create table public.user_agreements (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  document_id uuid not null references public.legal_documents (id) on delete cascade,
  -- The version signed, copied from the document on insert.
  document_version text not null default '',
  agreement_type public.agreement_type not null,
  signed_at timestamptz not null default now(),
  -- The request's evidence (stamp_request_evidence), as the API cuts it.
  ip_address text constraint user_agreements_ip_address_length check (char_length(ip_address) <= 100),
  user_agent text constraint user_agreements_user_agent_length check (char_length(user_agent) <= 500),
  signature_data text
    constraint user_agreements_signature_data_length check (char_length(signature_data) <= 200),
  attestation_text text
    constraint user_agreements_attestation_text_length check (char_length(attestation_text) <= 2000),
  is_valid boolean not null default true,
  constraint user_agreements_once_per_version
    unique (user_id, document_id, document_version, agreement_type)
);
alter table public.user_agreements enable row level security;
revoke all on public.user_agreements from anon;
revoke insert, update, truncate, references, trigger on public.user_agreements from authenticated;

grant insert (user_id, document_id, agreement_type, signature_data, attestation_text)
  on public.user_agreements to authenticated;
grant update (is_valid) on public.user_agreements to authenticated;

create index user_agreements_document_id_idx on public.user_agreements (document_id);
create index user_agreements_signed_at_idx on public.user_agreements (signed_at desc);

/**
 * A typed signature is the signer's full name, case and spaces aside, the rule and
 * sentences of _shared/portable/signature.ts: TP403 on the `signature_data` field otherwise.
 * Agreements and the tax details' certification sign the same way.
 */
create function private.check_signature(signer uuid, signature text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  full_name text;
begin
  select nullif(btrim(u.first_name), '') || ' ' || nullif(btrim(u.last_name), '')
    into full_name from public.users u where u.id = signer;
  if full_name is null then
    raise exception 'please add your first and last name to your profile before you sign'
      using errcode = 'TP403', column = 'signature_data';
  end if;
  if lower(regexp_replace(coalesce(signature, ''), '\s+', '', 'g'))
    <> lower(regexp_replace(full_name, '\s+', '', 'g')) then
    raise exception 'please type your full name as on your profile: %', full_name
      using errcode = 'TP403', column = 'signature_data';
  end if;
end;
$$;

/**
 * An agreement is made with an active, unexpired document, in a form it asks for (a signature
 * being the signer's full name), and records the version signed. Version, time and validity
 * are the server's, never the client's. Security definer to see an inactive document a partner can no longer read.
 */
create function private.check_agreement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  document public.legal_documents;
begin
  select * into document from public.legal_documents where id = new.document_id;
  if not found then
    return new; -- the foreign key reports it
  end if;
  if not document.is_active or document.expires_at <= now() then
    raise exception 'this document is no longer in force' using errcode = 'TP401';
  end if;
  if new.agreement_type = 'signature'
    and (not document.requires_signature or coalesce(btrim(new.signature_data), '') = '') then
    raise exception 'this document takes no signature, or the signature is missing'
      using errcode = 'TP402';
  end if;
  if new.agreement_type = 'signature' then
    perform private.check_signature(new.user_id, new.signature_data);
  end if;
  if new.agreement_type = 'attestation'
    and (not document.requires_attestation or coalesce(btrim(new.attestation_text), '') = '') then
    raise exception 'this document takes no attestation, or the attestation text is missing'
      using errcode = 'TP402';
  end if;
  new.document_version := document.version;
  new.signed_at := now();
  new.is_valid := true;
  return new;
end;
$$;

create trigger check_agreement
  before insert on public.user_agreements
  for each row execute function private.check_agreement();

-- The signature's evidence is the request's, never the client's word.
create trigger stamp_request_evidence
  before insert on public.user_agreements
  for each row execute function private.stamp_request_evidence();

-- ============================================================================================
-- Policies
-- ============================================================================================
create policy "only active users reach legal documents"
  on public.legal_documents as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "partners read active legal documents and admins read all"
  on public.legal_documents for select to authenticated
  using (is_active or (select private.is_admin()));

create policy "admins create legal documents"
  on public.legal_documents for insert to authenticated
  with check ((select private.is_admin()));

create policy "admins update legal documents"
  on public.legal_documents for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins delete legal documents"
  on public.legal_documents for delete to authenticated
  using ((select private.is_admin()));

create policy "only active users reach agreements"
  on public.user_agreements as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "partners read their agreements and admins read all"
  on public.user_agreements for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "partners sign for themselves and admins record any agreement"
  on public.user_agreements for insert to authenticated
  with check (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "admins update agreements"
  on public.user_agreements for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins delete agreements"
  on public.user_agreements for delete to authenticated
  using ((select private.is_admin()));

-- ============================================================================================
-- Storage: the PDFs
-- ============================================================================================
-- A partner reaches the file of a document in force (active and not expired) and nothing
-- else. Storage asks the read policy when a file is read or a signed URL is requested, so a
-- partner cannot sign a link to a deactivated or expired document, directly or through the
-- API. A signed URL itself is a bearer token Storage cannot revoke: the API signs for five
-- minutes (LEGAL_PDF_LINK_SECONDS, docs/api.md).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('legal-documents', 'legal-documents', false, 10485760, array['application/pdf'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;





-- A new version of a legal document supersedes the earlier ones. A version is either a new
-- document with the same type and title (compared trimmed, case-insensitive) and another
-- version number, or an edit of a document's version. When the new version is in force
-- (active), the earlier versions are deactivated, every valid agreement with an earlier version
-- becomes invalid (the admin's Invalid badge, product §2), and each partner who had agreed is
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
  insert into public.notifications (user_id, type, data, sent_at)
  select distinct
    i.user_id,
    'legal_document_version'::public.notification_type,
    jsonb_build_object('documentId', new.id, 'version', new.version, 'documentTitle', new.title),
    now()
  from invalidated i
  join public.users u on u.id = i.user_id and u.is_active;

  return null;
end;
$$;

revoke all on function private.supersede_legal_document() from public;

create trigger supersede_legal_document
  after insert or update of version, is_active, title, document_type on public.legal_documents
  for each row
  when (new.is_active)
  execute function private.supersede_legal_document();
