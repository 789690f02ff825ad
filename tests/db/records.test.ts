import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  adminAndPartnersBeforeAll,
  createBid,
  createLegalDocument,
  createOpportunity,
  insertRow,
} from "../support/db-fixtures.ts";

/** Notifications, agreements, profile fields, WhatsApp connections and the audit log. */

const pool = ownerPool(4);

const { admin, partner } = adminAndPartnersBeforeAll(pool, "records", "partner");

afterAll(() => pool.end());

// A signature is the signer's full name, so the partner has one.
beforeAll(async () => {
  await pool.query(
    "update public.users set first_name = 'Maya', last_name = 'Green' where id = $1",
    [partner.id],
  );
});

describe("notifications", () => {
  test("a partner marks theirs read (read_at is stamped) and changes nothing else", async () => {
    const note = await insertRow(pool, "notifications", {
      user_id: partner.id,
      type: "legacy",
      data: { title: "Hi", message: "Hello" },
    });
    await actAs(pool, partner.caller, (c) =>
      c.query("update public.notifications set is_read = true where id = $1", [note.id]),
    );
    const { rows } = await pool.query(
      "select is_read, read_at from public.notifications where id = $1",
      [note.id],
    );
    expect(rows[0].is_read).toBe(true);
    expect(rows[0].read_at).not.toBeNull();
    const edit = tryAs(pool, partner.caller, (c) =>
      c.query(`update public.notifications set data = '{"title": "Forged"}' where id = $1`, [
        note.id,
      ]),
    );
    expect(await sqlState(edit)).toBe("42501");
  });
});

describe("agreements", () => {
  test("record the document's version and are valid; the client cannot send those (42501)", async () => {
    const document = await createLegalDocument(pool, { version: "3.2" });
    const forged = tryAs(pool, partner.caller, (c) =>
      c.query(
        `insert into public.user_agreements (user_id, document_id, document_version, agreement_type, signature_data, is_valid, signed_at)
         values ($1, $2, '0.1', 'signature', 'Maya Green', false, '2000-01-01')`,
        [partner.id, document],
      ),
    );
    expect(await sqlState(forged)).toBe("42501");
    const { rows } = await actAs(pool, partner.caller, (c) =>
      c.query(
        `insert into public.user_agreements (user_id, document_id, agreement_type, signature_data)
         values ($1, $2, 'signature', 'Maya Green') returning document_version, is_valid, signed_at`,
        [partner.id, document],
      ),
    );
    expect(rows[0]).toMatchObject({ document_version: "3.2", is_valid: true });
    expect((rows[0].signed_at as Date).getFullYear()).toBeGreaterThan(2000);
  });

  test("only with active, unexpired documents (TP401), in the form they ask for (TP402), once (23505)", async () => {
    const sign = (document: string, type = "signature", text: string | null = "Maya Green") =>
      tryAs(pool, partner.caller, (c) =>
        c.query(
          `insert into public.user_agreements (user_id, document_id, agreement_type, signature_data, attestation_text)
           values ($1, $2, $3, $4, $4)`,
          [partner.id, document, type, text],
        ),
      );
    const inactive = await createLegalDocument(pool, { is_active: false });
    const expired = await createLegalDocument(pool, { expires_at: new Date(Date.now() - 1000) });
    const signatureOnly = await createLegalDocument(pool);
    expect(await sqlState(sign(inactive))).toBe("TP401");
    expect(await sqlState(sign(expired))).toBe("TP401");
    expect(await sqlState(sign(signatureOnly, "attestation", "I attest"))).toBe("TP402");
    expect(await sqlState(sign(signatureOnly, "signature", null))).toBe("TP402");
    await actAs(pool, partner.caller, (c) =>
      c.query(
        "insert into public.user_agreements (user_id, document_id, agreement_type, signature_data) values ($1, $2, 'signature', 'Maya Green')",
        [partner.id, signatureOnly],
      ),
    );
    expect(await sqlState(sign(signatureOnly))).toBe("23505");
  });
});

describe("profile fields", () => {
  test("the name is lowercase with underscores and never changes (TP002)", async () => {
    const field = async (name: string) =>
      actAs(pool, admin.caller, (c) =>
        c.query(
          "insert into public.profile_fields (field_name, field_type, field_label) values ($1, 'text', 'Label') returning id",
          [name],
        ),
      );
    const error = await field("Has Spaces").catch((e) => e);
    expect(error.constraint).toBe("profile_fields_field_name_format");
    const { rows } = await field(`years_${randomUUID().slice(0, 6)}`);
    const rename = actAs(pool, admin.caller, (c) =>
      c.query("update public.profile_fields set field_name = 'renamed' where id = $1", [
        rows[0].id,
      ]),
    );
    expect(await sqlState(rename)).toBe("TP002");
  });

  test("options belong to select and multiselect fields only", async () => {
    const error = await insertRow(pool, "profile_fields", {
      field_name: `opt_${randomUUID().slice(0, 6)}`,
      field_type: "text",
      field_label: "Text",
      field_options: ["a"],
    }).catch((e) => e);
    expect(error.constraint).toBe("profile_fields_options_only_for_choices");
  });

  test("partners read the active ones only", async () => {
    const hidden = await insertRow(pool, "profile_fields", {
      field_name: `hidden_${randomUUID().slice(0, 6)}`,
      field_type: "text",
      field_label: "Hidden",
      is_active: false,
    });
    const seen = await tryAs(pool, partner.caller, (c) =>
      c.query("select 1 from public.profile_fields where id = $1", [hidden.id]),
    );
    expect(seen.rowCount).toBe(0);
  });
});

describe("whatsapp connections", () => {
  test("a partner writes no connection directly (42501), not even a number of their own", async () => {
    const forged = tryAs(pool, partner.caller, (c) =>
      c.query(
        `insert into public.whatsapp_connections (user_id, phone_number, is_verified, status, verification_code)
         values ($1, '+15550123456', true, 'verified', '000000')`,
        [partner.id],
      ),
    );
    expect(await sqlState(forged)).toBe("42501");
    const plain = tryAs(pool, partner.caller, (c) =>
      c.query(
        "insert into public.whatsapp_connections (user_id, phone_number) values ($1, '+15550123456')",
        [partner.id],
      ),
    );
    expect(await sqlState(plain)).toBe("42501");
  });

  test("a verification starts pending with only the code's hash kept; the code verifies it", async () => {
    const code = await actAs(pool, partner.caller, async (c) => {
      const { rows } = await c.query(
        "select private.start_whatsapp_verification('+12015550177') as code",
      );
      return rows[0].code as string;
    });
    expect(code).toMatch(/^\d{6}$/);
    const { rows } = await pool.query(
      "select is_verified, status, verification_code from public.whatsapp_connections where user_id = $1",
      [partner.id],
    );
    expect(rows[0]).toMatchObject({ is_verified: false, status: "pending" });
    expect(rows[0].verification_code).not.toContain(code);
    const renumber = tryAs(pool, partner.caller, (c) =>
      c.query(
        "update public.whatsapp_connections set phone_number = '+12015550178' where user_id = $1",
        [partner.id],
      ),
    );
    expect(await sqlState(renumber)).toBe("42501");
    const outcome = await actAs(pool, partner.caller, async (c) => {
      const { rows: checked } = await c.query("select private.check_whatsapp_code($1) as outcome", [
        code,
      ]);
      return checked[0].outcome as string;
    });
    expect(outcome).toBe("verified");
  });

  test("a number that is no E.164 number is refused by the database too", async () => {
    const bad = tryAs(pool, partner.caller, (c) =>
      c.query("select private.start_whatsapp_verification('5550123')"),
    );
    expect(await sqlState(bad)).toBe("23514");
  });
});

describe("audit log", () => {
  test("records who changed what, with the request's IP and user agent", async () => {
    const opportunity = await createOpportunity(pool);
    const bidId = await createBid(pool, opportunity, partner.id);
    await actAs(pool, admin.caller, async (c) => {
      await c.query("select set_config('request.headers', $1, true)", [
        JSON.stringify({ "x-forwarded-for": "203.0.113.9, 10.0.0.1", "user-agent": "vitest" }),
      ]);
      await c.query("update public.bids set status = 'shortlisted' where id = $1", [bidId]);
      await c.query("update public.users set is_verified = true where id = $1", [partner.id]);
    });
    const { rows } = await pool.query(
      `select action, user_id, entity, old_values, new_values, ip_address, user_agent from public.audit_logs
       where entity_id in ($1, $2) and user_id = $3 order by id`,
      [bidId, partner.id, admin.id],
    );
    expect(rows).toEqual([
      {
        action: "shortlisted",
        user_id: admin.id,
        entity: "bid",
        old_values: { status: "pending" },
        new_values: { status: "shortlisted" },
        ip_address: "203.0.113.9",
        user_agent: "vitest",
      },
      {
        action: "updated",
        user_id: admin.id,
        entity: "user",
        old_values: { is_verified: false },
        new_values: { is_verified: true },
        ip_address: "203.0.113.9",
        user_agent: "vitest",
      },
    ]);
  });

  test("is append-only for everyone, the database owner included", async () => {
    const { rows } = await pool.query("select id from public.audit_logs order by id desc limit 1");
    const id = rows[0].id;
    expect(
      await sqlState(pool.query("update public.audit_logs set action = 'x' where id = $1", [id])),
    ).toBe("42501");
    expect(await sqlState(pool.query("delete from public.audit_logs where id = $1", [id]))).toBe(
      "42501",
    );
    expect(await sqlState(pool.query("truncate public.audit_logs"))).toBe("42501");
  });
});

describe("a signature", () => {
  const sign = (user: { id: string }, signature: string) =>
    tryAs(pool, partner.caller, async (c) => {
      const document = await createLegalDocument(pool);
      await c.query(
        `insert into public.user_agreements (user_id, document_id, agreement_type, signature_data)
         values ($1, $2, 'signature', $3)`,
        [user.id, document, signature],
      );
    });

  test("is the signer's full name, case and spaces aside; a letter or another name is refused (TP403)", async () => {
    expect(await sqlState(sign(partner, "M"))).toBe("TP403");
    expect(await sqlState(sign(partner, "Maya"))).toBe("TP403");
    expect(await sqlState(sign(partner, "Maya Greene"))).toBe("TP403");
    await expect(sign(partner, "  maya   GREEN ")).resolves.toBeUndefined();
  });

  test("needs both first and last name on the profile (TP403)", async () => {
    await pool.query("update public.users set last_name = null where id = $1", [partner.id]);
    try {
      expect(await sqlState(sign(partner, "Maya"))).toBe("TP403");
    } finally {
      await pool.query("update public.users set last_name = 'Green' where id = $1", [partner.id]);
    }
  });
});
