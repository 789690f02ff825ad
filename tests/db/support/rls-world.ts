import { randomUUID } from "node:crypto";
import type pg from "pg";
import { becomeCaller } from "../../support/db-callers.ts";
import {
  createBid,
  createLegalDocument,
  createLicence,
  createOpportunity,
  createUser,
  insertRow,
  type TestUser,
} from "../../support/db-fixtures.ts";

/**
 * The rows the RLS matrix acts on. Partner A and the inactive partner each own one row of every
 * per-user table (the inactive partner's rows were made while they were still active); partner
 * B owns nothing, so everything B reaches belongs to someone else.
 */
export interface RlsWorld {
  admin: TestUser;
  partnerA: TestUser;
  partnerB: TestUser;
  inactive: TestUser;
  /** An auth account whose profile does not exist yet (the target of profile inserts). */
  orphanAccountId: string;
  /** Open, with A and the inactive partner assigned and bidding, and admin details. */
  openOpportunity: string;
  /** Open, untouched: bids and assignments are inserted here. */
  spareOpportunity: string;
  /** Open, with no admin details yet. */
  opportunityWithoutDetails: string;
  opportunityTemplate: string;
  rowsOf: Record<string, OwnedRows>;
  profileField: string;
  legalDocument: string;
  attestationDocument: string;
  setting: string;
  auditEntry: string;
  /** Toured by A and the inactive partner (a scheduled tour each), with a meeting place. */
  tourOpportunity: string;
  /** Open; the opportunity of the partners' windowTour, which names waiverDocument. */
  guestOpportunity: string;
  /** The liability waiver the guests' opportunity names. */
  waiverDocument: string;
}

export interface OwnedRows {
  bid: string;
  tour: string;
  notification: string;
  message: string;
  agreement: string;
  integration: string;
  whatsapp: string;
  licence: string;
  /** A day away of theirs (partner_blackouts). */
  blackout: string;
  /** A released withdrawal from their tour (tour_withdrawals). */
  withdrawal: string;
  /** A pending invite to their team (team_members; their own owner row is there too). */
  teamInvite: string;
  /** A completed tour (its attendance recorded), its payable line, paid by `payout`. */
  completedTour: string;
  payableLine: string;
  payout: string;
  /** A mail in the outbox; the partner also has a "schedule" e-mail preference. */
  email: string;
  /** A review request of the completed tour and its review. */
  reviewRequest: string;
  review: string;
  /** A tour of theirs starting in 6 hours: its guests are theirs to read (24 h window). */
  windowTour: string;
  /** A guest of windowTour, named GUEST_NAME, who has not signed the waiver. */
  guest: string;
  /** The signature of another guest of windowTour. */
  signature: string;
}

/** The guests' name, which their waiver signatures must be. */
export const GUEST_NAME = "Gia Guest";

/** The partners' names, which their agreements' signatures must be. */
const SIGNER = { first_name: "Sam", last_name: "Signer" };

export async function buildRlsWorld(db: pg.Pool, superuser: pg.Pool): Promise<RlsWorld> {
  const admin = await createUser(db, { label: "admin", role: "admin" });
  const partnerA = await createUser(db, { label: "partner-a", metadata: SIGNER });
  const partnerB = await createUser(db, { label: "partner-b" });
  const inactive = await createUser(db, { label: "inactive", metadata: SIGNER });
  const orphanAccountId = await createAccountWithoutProfile(superuser);

  const openOpportunity = await createOpportunity(db);
  const spareOpportunity = await createOpportunity(db);
  const opportunityWithoutDetails = await createOpportunity(db);
  const tourOpportunity = await createOpportunity(db);
  await insertRow(db, "opportunity_admin_details", {
    opportunity_id: openOpportunity,
    client_contact: "Client",
    internal_notes: "Secret",
  });

  const guestOpportunity = await createOpportunity(db);
  await insertRow(db, "opportunity_meeting_places", {
    opportunity_id: tourOpportunity,
    street: "1 Vine St",
    state: "CA",
    zip: "94558",
  });
  const waiverDocument = await createLegalDocument(db, { document_type: "liability_waiver" });
  await insertRow(db, "opportunity_waivers", {
    opportunity_id: guestOpportunity,
    document_id: waiverDocument,
  });

  const legalDocument = await createLegalDocument(db);
  const attestationDocument = await createLegalDocument(db, {
    requires_signature: false,
    requires_attestation: true,
  });

  const rowsOf: Record<string, OwnedRows> = {};
  for (const partner of [partnerA, inactive]) {
    await insertRow(db, "opportunity_assignments", {
      opportunity_id: openOpportunity,
      partner_id: partner.id,
    });
    const tour = await insertRow(db, "tours", {
      opportunity_id: tourOpportunity,
      partner_id: partner.id,
      scheduled_for: new Date(Date.now() + 7 * 86_400_000),
    });
    const paid = await payableLineOf(db, admin, tourOpportunity, partner.id);
    const reviewRequest = await idOf(db, "review_requests", {
      tour_id: paid.completedTour,
      reviewer_kind: "organiser",
      reviewer_email: `organiser-${partner.id.slice(0, 8)}@db.test`,
      token_hash: randomUUID(),
      expires_at: new Date(Date.now() + 86_400_000),
    });
    const windowTour = await idOf(db, "tours", {
      opportunity_id: guestOpportunity,
      partner_id: partner.id,
      scheduled_for: new Date(Date.now() + 6 * 3_600_000),
    });
    const guest = await idOf(db, "guests", {
      tour_id: windowTour,
      name: GUEST_NAME,
      date_of_birth: "1990-01-01",
    });
    const signedGuest = await idOf(db, "guests", {
      tour_id: windowTour,
      name: GUEST_NAME,
      date_of_birth: "1991-01-01",
    });
    rowsOf[partner.id] = {
      completedTour: paid.completedTour,
      payableLine: paid.payableLine,
      payout: paid.payout,
      reviewRequest,
      review: await idOf(db, "reviews", {
        request_id: reviewRequest,
        tour_id: paid.completedTour,
        partner_id: partner.id,
        reviewer_kind: "organiser",
        rating: 5,
      }),
      windowTour,
      guest,
      signature: await idOf(db, "waiver_signatures", {
        guest_id: signedGuest,
        document_id: waiverDocument,
        signature_name: GUEST_NAME,
      }),
      bid: await createBid(db, openOpportunity, partner.id),
      tour: tour.id as string,
      notification: await idOf(db, "notifications", {
        user_id: partner.id,
        type: "legacy",
        data: { title: "Hello", message: "Hello there" },
      }),
      message: await idOf(db, "chat_messages", {
        user_id: partner.id,
        sender_id: partner.id,
        sender_type: "user",
        message: "Hi",
      }),
      agreement: await idOf(db, "user_agreements", {
        user_id: partner.id,
        document_id: legalDocument,
        agreement_type: "signature",
        // A signature is the signer's full name (private.check_agreement).
        signature_data: "Sam Signer",
      }),
      integration: await idOf(db, "calendar_integrations", {
        user_id: partner.id,
        provider: "ical",
        access_token: randomUUID(),
      }),
      whatsapp: await idOf(db, "whatsapp_connections", {
        user_id: partner.id,
        phone_number: "+15550100000",
      }),
      licence: await createLicence(db, partner),
      withdrawal: await idOf(db, "tour_withdrawals", {
        tour_id: tour.id,
        partner_id: partner.id,
        reason: "Harvest",
        late: false,
        status: "released",
      }),
      teamInvite: await idOf(db, "team_members", {
        partner_id: partner.id,
        email: `invitee-${randomUUID().slice(0, 8)}@db.test`,
        role: "guide",
      }),
      blackout: await idOf(db, "partner_blackouts", {
        partner_id: partner.id,
        starts_on: "2099-07-03",
        ends_on: "2099-07-07",
        note: "Harvest",
      }),
      email: await idOf(db, "email_outbox", {
        user_id: partner.id,
        category: "schedule",
        kind: "tour_reminder",
        content: { data: { stage: 1, opportunityTitle: "Reminder" } },
      }),
    };
    await insertRow(db, "email_preferences", {
      user_id: partner.id,
      category: "schedule",
      delivery: "daily_digest",
    });
  }
  const a = rowsOf[partnerA.id] as OwnedRows;
  await insertRow(db, "user_admin_notes", { user_id: partnerA.id, notes: "Good partner" });
  await insertRow(db, "bid_admin_notes", { bid_id: a.bid, admin_notes: "Strong bid" });
  await insertRow(db, "tour_admin_notes", { tour_id: a.tour, admin_notes: "VIP client" });

  const profileField = await idOf(db, "profile_fields", {
    field_name: `field_${randomUUID().slice(0, 8)}`,
    field_type: "text",
    field_label: "Field",
  });
  const opportunityTemplate = await idOf(db, "opportunity_templates", {
    template_name: "Standard",
    title: "Standard tour",
    location: "Napa, CA",
    base_rate: 300,
  });
  const setting = await idOf(db, "admin_settings", {
    key: `test.${randomUUID().slice(0, 8)}`,
    value: 1,
  });
  const { rows } = await db.query(
    "select id from public.audit_logs where entity = 'opportunity' and entity_id = $1",
    [openOpportunity],
  );
  const auditEntry = String(rows[0]?.id);

  await db.query("update public.users set is_active = false where id = $1", [inactive.id]);
  return {
    admin,
    partnerA,
    partnerB,
    inactive,
    orphanAccountId,
    openOpportunity,
    spareOpportunity,
    opportunityWithoutDetails,
    opportunityTemplate,
    rowsOf,
    profileField,
    legalDocument,
    attestationDocument,
    setting,
    auditEntry,
    tourOpportunity,
    guestOpportunity,
    waiverDocument,
  };
}

/**
 * A tour completed through complete_tour() (which writes its payable line) and paid through
 * pay_payable_lines(), both as the admin, the only way either is written.
 */
async function payableLineOf(db: pg.Pool, admin: TestUser, opportunity: string, partner: string) {
  const tour = await insertRow(db, "tours", {
    opportunity_id: opportunity,
    partner_id: partner,
    scheduled_for: new Date(Date.now() - 86_400_000),
    agreed_amount: 250,
  });
  const client = await db.connect();
  try {
    await client.query("begin");
    await becomeCaller(client, admin.caller);
    await client.query("select public.complete_tour($1, 250, confirm_no_check_ins => true)", [
      tour.id,
    ]);
    const { rows } = await client.query("select id from public.payable_lines where tour_id = $1", [
      tour.id,
    ]);
    const payableLine = rows[0].id as string;
    const paid = await client.query(
      "select id from public.pay_payable_lines($1, current_date, 'check', 'CHK-1', 250)",
      [[payableLine]],
    );
    await client.query("commit");
    return { completedTour: tour.id as string, payableLine, payout: paid.rows[0].id as string };
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}

async function idOf(db: pg.Pool, table: string, values: Record<string, unknown>) {
  return (await insertRow(db, table, values)).id as string;
}

/** An auth.users row that the profile trigger did not see (replica mode skips triggers). */
async function createAccountWithoutProfile(superuser: pg.Pool) {
  const id = randomUUID();
  const client = await superuser.connect();
  try {
    await client.query("begin");
    await client.query("set local session_replication_role = replica");
    await client.query(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data)
       values ($1, 'authenticated', 'authenticated', $2, '{}', '{}')`,
      [id, `orphan-${id.slice(0, 8)}@db.test`],
    );
    await client.query("commit");
  } finally {
    client.release();
  }
  return id;
}
