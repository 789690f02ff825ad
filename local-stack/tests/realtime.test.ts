import { randomUUID } from "node:crypto";
import type {
  RealtimeChannel,
  RealtimePostgresChangesPayload,
  SupabaseClient,
} from "@supabase/supabase-js";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { anonClient } from "../../tests/support/clients.ts";
import { testStack } from "../../tests/support/stack.ts";
import { clientWithToken, createJwtUser, type JwtUser, userToken } from "./support/jwt-users.ts";

const SCHEMA = "realtime_protocol_test";
const TABLE = `${SCHEMA}.notes`;
const SOCKET_URL = `${testStack.apiUrl.replace("http", "ws")}/realtime/v1/websocket`;

type Note = { id: number; owner: string; body: string; secret?: string };
type Change = RealtimePostgresChangesPayload<Note>;

let db: pg.Client;
let alice: JwtUser;
let bob: JwtUser;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  // As a migration would: role postgres, RLS beside the table, then the publication.
  db = new pg.Client({ connectionString: testStack.dbUrl });
  await db.connect();
  await db.query(`
    drop schema if exists ${SCHEMA} cascade;
    create schema ${SCHEMA};
    grant usage on schema ${SCHEMA} to authenticated;
    create table ${TABLE} (
      id bigint generated always as identity primary key,
      owner uuid not null default auth.uid(),
      body text,
      secret text
    );
    alter table ${TABLE} enable row level security;
    create policy "owners read their notes" on ${TABLE}
      for select to authenticated using (owner = (select auth.uid()));
    create policy "owners insert their notes" on ${TABLE}
      for insert to authenticated with check (owner = (select auth.uid()));
    grant select (id, owner, body), insert (body) on ${TABLE} to authenticated;
    create table ${SCHEMA}.unpublished (id bigint primary key);
    alter publication supabase_realtime add table ${TABLE};
  `);
  alice = await createJwtUser("alice");
  bob = await createJwtUser("bob");
  clients.push(alice.client, bob.client);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await db?.query(`drop schema if exists ${SCHEMA} cascade`);
  await db?.end();
});

/** Subscribes to notes changes and collects them; resolves once the channel is SUBSCRIBED. */
async function listen(
  client: SupabaseClient,
  event: "INSERT" | "UPDATE" | "DELETE" | "*",
  filter?: string,
) {
  const events: Change[] = [];
  const channel = client
    .channel(`notes-${randomUUID()}`)
    .on(
      "postgres_changes",
      { event, schema: SCHEMA, table: "notes", filter } as never,
      (change: Change) => events.push(change),
    );
  await subscribed(channel);
  return { channel, events };
}

function subscribed(channel: RealtimeChannel) {
  return new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === "SUBSCRIBED") resolve();
      else reject(new Error(`${status}: ${error?.message}`));
    });
  });
}

function subscribeStatus(channel: RealtimeChannel) {
  return new Promise<{ status: string; message?: string }>((resolve) => {
    channel.subscribe((status, error) => resolve({ status, message: error?.message }));
  });
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Inserts under the user's role and claims, as PostgREST would; `owner` comes from auth.uid(). */
async function insertAs(user: JwtUser, body: string): Promise<number> {
  await db.query("begin");
  try {
    await db.query(
      "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
      [JSON.stringify({ sub: user.id, role: "authenticated" })],
    );
    const { rows } = await db.query(`insert into ${TABLE} (body) values ($1) returning id`, [body]);
    await db.query("commit");
    return Number(rows[0].id);
  } catch (error) {
    await db.query("rollback");
    throw error;
  }
}

async function insertFor(user: JwtUser, body: string): Promise<number> {
  const { rows } = await db.query(
    `insert into ${TABLE} (owner, body, secret) values ($1, $2, 'hidden') returning id`,
    [user.id, body],
  );
  return Number(rows[0].id);
}

describe("postgres_changes", () => {
  it("delivers an insert to the owner only, with typed values and only the columns the role may read", async () => {
    const aliceFeed = await listen(alice.client, "INSERT");
    const bobFeed = await listen(bob.client, "INSERT");

    const id = await insertAs(alice, "hello");
    // Changes are processed in commit order, so once Bob has his own later row, Alice's row has
    // been decided for him too.
    await insertFor(bob, "bob's own");
    await waitFor(() => bobFeed.events.length > 0, "bob's own insert");
    await waitFor(() => aliceFeed.events.length > 0, "alice's insert");

    expect(bobFeed.events.map((e) => e.new)).toEqual([
      expect.objectContaining({ body: "bob's own" }),
    ]);
    expect(aliceFeed.events).toHaveLength(1);
    const change = aliceFeed.events[0] as Change;
    expect(change).toMatchObject({
      schema: SCHEMA,
      table: "notes",
      eventType: "INSERT",
      errors: null,
    });
    expect(change.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(change.new).toEqual({ id, owner: alice.id, body: "hello" });
    expect(change.old).toEqual({});
  });

  it("applies eq and in filters", async () => {
    const eqFeed = await listen(alice.client, "INSERT", "body=eq.wanted");
    const inFeed = await listen(alice.client, "INSERT", "body=in.(first,third)");
    for (const body of ["unwanted", "first", "second", "third", "wanted"])
      await insertFor(alice, body);

    await waitFor(() => eqFeed.events.length > 0, "the wanted insert");
    await waitFor(() => inFeed.events.length > 1, "first and third");
    expect(eqFeed.events.map((e) => (e.new as Note).body)).toEqual(["wanted"]);
    expect(inFeed.events.map((e) => (e.new as Note).body)).toEqual(["first", "third"]);
  });

  it("delivers updates with the new row and the old key", async () => {
    const feed = await listen(alice.client, "UPDATE");
    const id = await insertFor(alice, "draft");
    await db.query(`update ${TABLE} set body = 'final' where id = $1`, [id]);

    await waitFor(() => feed.events.length > 0, "the update");
    expect(feed.events[0]).toMatchObject({
      eventType: "UPDATE",
      new: { id, owner: alice.id, body: "final" },
    });
    expect(feed.events[0]?.old).toEqual({ id });
  });

  it("delivers deletes to every subscriber, with only the key, since RLS cannot see a deleted row", async () => {
    const feed = await listen(bob.client, "DELETE");
    const id = await insertFor(alice, "short-lived");
    await db.query(`delete from ${TABLE} where id = $1`, [id]);

    await waitFor(() => feed.events.length > 0, "the delete");
    expect(feed.events[0]).toMatchObject({ eventType: "DELETE", new: {}, old: { id } });
  });

  it("stops delivering after unsubscribe", async () => {
    const left = await listen(alice.client, "INSERT");
    const kept = await listen(alice.client, "INSERT");
    expect(await alice.client.removeChannel(left.channel)).toBe("ok");

    await insertFor(alice, "after leaving");
    await waitFor(() => kept.events.length > 0, "the insert on the kept channel");
    expect(left.events).toEqual([]);
  });

  it("speaks the 1.0.0 serializer too", async () => {
    const client = await clientWithToken(alice.token, { vsn: "1.0.0" });
    clients.push(client);
    const feed = await listen(client, "INSERT");
    const id = await insertFor(alice, "old serializer");

    await waitFor(() => feed.events.length > 0, "the insert");
    expect(feed.events[0]?.new).toEqual({ id, owner: alice.id, body: "old serializer" });
  });

  it("reports a table outside the publication on the system event", async () => {
    const messages: Array<{ status: string; message: string }> = [];
    const channel = alice.client
      .channel(`unpublished-${randomUUID()}`)
      .on("postgres_changes", { event: "*", schema: SCHEMA, table: "unpublished" }, () => {})
      .on("system", {}, (message) => messages.push(message));
    await subscribed(channel);

    await waitFor(() => messages.length > 0, "the system message");
    expect(messages[0]).toMatchObject({ status: "error" });
    expect(messages[0]?.message).toMatch(/^Unable to subscribe to changes with given parameters/);
  });
});

describe("tokens", () => {
  it("refuses a token signed with another secret", async () => {
    const token = await userToken(
      alice.id,
      alice.email,
      {},
      "not-the-secret-of-this-stack-at-all-32+",
    );
    const client = await clientWithToken(token);
    clients.push(client);
    const result = await subscribeStatus(client.channel(`bad-${randomUUID()}`));
    expect(result.status).toBe("CHANNEL_ERROR");
    expect(result.message).toContain("JwtSignatureError");
  });

  it("refuses an expired token", async () => {
    const expired = Math.floor(Date.now() / 1000) - 60;
    const client = await clientWithToken(await userToken(alice.id, alice.email, { exp: expired }));
    clients.push(client);
    const result = await subscribeStatus(client.channel(`expired-${randomUUID()}`));
    expect(result.status).toBe("CHANNEL_ERROR");
    expect(result.message).toMatch(/InvalidJWTToken: Token has expired \d+ seconds ago/);
  });

  it("closes a channel with a system error when its token expires", async () => {
    const soon = Math.floor(Date.now() / 1000) + 2;
    const client = await clientWithToken(await userToken(alice.id, alice.email, { exp: soon }));
    clients.push(client);
    const name = `expiring-${randomUUID()}`;
    const statuses: string[] = [];
    const messages: unknown[] = [];
    client
      .channel(name)
      .on("system", {}, (message) => messages.push(message))
      .subscribe((status) => statuses.push(status));

    await waitFor(() => statuses.includes("CLOSED"), "the channel to close", 4000);
    expect(statuses[0]).toBe("SUBSCRIBED");
    expect(messages).toContainEqual({
      extension: "system",
      status: "error",
      message: expect.stringMatching(/^Token has expired \d+ seconds ago$/),
      channel: name,
    });
  });

  it("switches a channel to the claims of a refreshed access token", async () => {
    const client = anonClient();
    clients.push(client);
    const events: Change[] = [];
    const messages: unknown[] = [];
    const channel = client
      .channel(`swap-${randomUUID()}`)
      .on("postgres_changes", { event: "INSERT", schema: SCHEMA, table: "notes" }, (c: Change) =>
        events.push(c),
      )
      .on("system", {}, (message) => messages.push(message));
    await subscribed(channel);
    await waitFor(() => messages.length === 1, "the subscription");

    // anon may not read the key of notes: Realtime reports that instead of the row.
    await insertFor(bob, "before");
    await waitFor(() => events.length === 1, "the insert seen as anon");
    expect(events[0]).toMatchObject({ new: {}, errors: ["Error 401: Unauthorized"] });

    await client.realtime.setAuth(bob.token);
    await waitFor(() => messages.length === 2, "the resubscription under bob's claims");
    await insertFor(bob, "after");
    await waitFor(() => events.length === 2, "the insert seen as bob");
    expect(events[1]?.new).toMatchObject({ owner: bob.id, body: "after" });
  });
});

describe("joining", () => {
  it("refuses a socket with an unknown apikey", async () => {
    const status = await new Promise<number | undefined>((resolve) => {
      const ws = new WebSocket(`${SOCKET_URL}?apikey=not-a-key&vsn=2.0.0`);
      ws.on("unexpected-response", (_req, res) => resolve(res.statusCode));
      ws.on("open", () => {
        ws.close();
        resolve(undefined);
      });
    });
    expect(status).toBe(401);
  });

  it("answers heartbeats on the phoenix topic", async () => {
    const ws = new WebSocket(`${SOCKET_URL}?apikey=${testStack.anonKey}&vsn=2.0.0`);
    await new Promise((resolve) => ws.once("open", resolve));
    const reply = new Promise<unknown>((resolve) =>
      ws.once("message", (data) => resolve(JSON.parse(String(data)))),
    );
    ws.send(JSON.stringify([null, "7", "phoenix", "heartbeat", {}]));
    expect(await reply).toEqual([
      null,
      "7",
      "phoenix",
      "phx_reply",
      { status: "ok", response: {} },
    ]);
    ws.close();
  });
});

describe("broadcast and presence", () => {
  it("fans a broadcast out to the other members of the topic, across serializers", async () => {
    const topic = `room-${randomUUID()}`;
    const oldClient = await clientWithToken(bob.token, { vsn: "1.0.0" });
    clients.push(oldClient);
    const byVersion: Record<string, unknown[]> = { "1.0.0": [], "2.0.0": [], sender: [] };
    const channels = [
      oldClient
        .channel(topic)
        .on("broadcast", { event: "cursor" }, (m) => byVersion["1.0.0"]?.push(m)),
      bob.client
        .channel(topic)
        .on("broadcast", { event: "cursor" }, (m) => byVersion["2.0.0"]?.push(m)),
    ];
    const sender = alice.client
      .channel(topic)
      .on("broadcast", { event: "cursor" }, (m) => byVersion.sender?.push(m));
    for (const channel of [...channels, sender]) await subscribed(channel);

    const sent = await sender.send({ type: "broadcast", event: "cursor", payload: { x: 1, y: 2 } });
    expect(sent).toBe("ok");
    await waitFor(() => byVersion["1.0.0"]?.length === 1, "the broadcast on 1.0.0");
    await waitFor(() => byVersion["2.0.0"]?.length === 1, "the broadcast on 2.0.0");
    const expected = { type: "broadcast", event: "cursor", payload: { x: 1, y: 2 } };
    expect(byVersion["1.0.0"]).toEqual([expected]);
    expect(byVersion["2.0.0"]).toEqual([expected]);
    expect(byVersion.sender).toEqual([]);
  });

  it("shows a tracked presence to the other members", async () => {
    const topic = `lobby-${randomUUID()}`;
    const watcher = bob.client.channel(topic).on("presence", { event: "sync" }, () => {});
    const tracker = alice.client.channel(topic, { config: { presence: { key: alice.id } } });
    await subscribed(watcher);
    await subscribed(tracker);

    expect(await tracker.track({ online: true })).toBe("ok");
    await waitFor(() => alice.id in watcher.presenceState(), "alice's presence");
    expect(watcher.presenceState()[alice.id]).toEqual([expect.objectContaining({ online: true })]);
  });
});
