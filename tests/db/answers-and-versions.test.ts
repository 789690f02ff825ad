import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { actAs, ownerPool } from "../support/db-callers.ts";
import {
  adminAndPartnersBeforeAll,
  createLegalDocument,
  insertRow,
} from "../support/db-fixtures.ts";
import { withWords } from "../support/notification-words.ts";

/** Rules held by triggers: chat answers mark messages, new legal versions supersede old ones. */

const pool = ownerPool(3);
const { admin, partner, other } = adminAndPartnersBeforeAll(
  pool,
  "versions-db",
  "partner",
  "other",
);
afterAll(() => pool.end());
// A signature is the signer's full name (private.check_agreement).
beforeAll(async () => {
  await pool.query(
    "update public.users set first_name = 'Pat', last_name = 'Grower' where id = $1",
    [partner.id],
  );
});

async function statusOf(id: unknown) {
  const { rows } = await pool.query("select status from public.chat_messages where id = $1", [id]);
  return rows[0]?.status;
}

describe("an agent message marks the partner's messages", () => {
  test("an admin answering as the agent (through PostgREST) marks them read", async () => {
    const sent = await actAs(pool, partner.caller, (c) =>
      c.query(
        `insert into public.chat_messages (user_id, sender_id, sender_type, message)
         values ($1, $1, 'user', 'Hello?') returning id`,
        [partner.id],
      ),
    );
    const id = sent.rows[0].id;
    expect(await statusOf(id)).toBe("sent");
    await actAs(pool, admin.caller, (c) =>
      c.query(
        `insert into public.chat_messages (user_id, sender_type, message)
         values ($1, 'agent', 'Hi there')`,
        [partner.id],
      ),
    );
    expect(await statusOf(id)).toBe("read");
  });

  test("an automated hand-on (system) marks them delivered; another conversation is untouched", async () => {
    const mine = await insertRow(pool, "chat_messages", {
      user_id: partner.id,
      sender_id: partner.id,
      sender_type: "user",
      message: "Question",
    });
    const theirs = await insertRow(pool, "chat_messages", {
      user_id: other.id,
      sender_id: other.id,
      sender_type: "user",
      message: "Mine",
    });
    await insertRow(pool, "chat_messages", {
      user_id: partner.id,
      sender_type: "agent",
      message: "Passed on",
      message_type: "system",
    });
    expect(await statusOf(mine.id)).toBe("delivered");
    expect(await statusOf(theirs.id)).toBe("sent");
  });
});

describe("a new version of a legal document", () => {
  async function agree(documentId: string) {
    await pool.query(
      `insert into public.user_agreements (user_id, document_id, agreement_type, signature_data)
       values ($1, $2, 'signature', 'Pat Grower')`,
      [partner.id, documentId],
    );
  }
  const validity = async (documentId: string) =>
    (
      await pool.query(
        "select is_valid from public.user_agreements where document_id = $1 and user_id = $2",
        [documentId, partner.id],
      )
    ).rows.map((row) => row.is_valid);

  test("inserted by an admin through PostgREST, it supersedes the earlier one", async () => {
    const title = `Terms ${randomUUID().slice(0, 8)}`;
    const first = await createLegalDocument(pool, { title, version: "1.0" });
    await agree(first);
    const inserted = await actAs(pool, admin.caller, (c) =>
      c.query(
        `insert into public.legal_documents (title, document_type, content, version)
         values ($1, 'contract', 'New terms.', '1.1') returning id`,
        [title],
      ),
    );
    expect(await validity(first)).toEqual([false]);
    const { rows } = await pool.query(
      "select is_active from public.legal_documents where id = $1",
      [first],
    );
    expect(rows[0].is_active).toBe(false);
    const notices = await pool.query(
      "select type, data from public.notifications where user_id = $1 and data ->> 'documentId' = $2",
      [partner.id, inserted.rows[0].id],
    );
    expect(withWords(notices.rows).map(({ title, data }) => ({ title, data }))).toEqual([
      {
        title: "New version to sign",
        data: {
          documentId: inserted.rows[0].id,
          version: "1.1",
          documentTitle: expect.any(String),
        },
      },
    ]);
  });

  test("another title, another type, the same version or an inactive draft supersede nothing", async () => {
    const title = `Policy ${randomUUID().slice(0, 8)}`;
    const first = await createLegalDocument(pool, { title, version: "1.0" });
    await agree(first);
    await createLegalDocument(pool, { title: `${title} (annex)`, version: "2.0" });
    await createLegalDocument(pool, { title, document_type: "nda", version: "2.0" });
    await createLegalDocument(pool, { title, version: "1.0" });
    await createLegalDocument(pool, { title, version: "3.0", is_active: false });
    expect(await validity(first)).toEqual([true]);
  });
});
