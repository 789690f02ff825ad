-- Legal documents' PDFs: a partner reaches the file of a document in force (active and not
-- expired) and nothing else. Storage asks this policy when a file is read or a signed URL is
-- requested, so a partner cannot sign a link to a deactivated or expired document, directly or
-- through the API. A signed URL itself is a bearer token Storage cannot revoke: the API signs
-- for five minutes (LEGAL_PDF_LINK_SECONDS, docs/api.md).

-- ============================================================================================
-- Storage policy
-- ============================================================================================
drop policy "legal documents: active users read the PDFs of active documents" on storage.objects;

create policy "legal documents: active users read the PDFs of documents in force"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'legal-documents'
    and (
      (select private.is_admin())
      or (
        (select private.is_active_user())
        and exists (
          select 1 from public.legal_documents d
          where d.pdf_path = storage.objects.name
            and d.is_active
            and (d.expires_at is null or d.expires_at > now())
        )
      )
    )
  );
