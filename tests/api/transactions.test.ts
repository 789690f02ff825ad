import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createOpportunity } from "../support/db-fixtures.ts";
import { accountsBeforeAll } from "./support/accounts.ts";

/**
 * Every request runs in a transaction on a connection the api function reserves from its pool
 * of 10 (`_shared/server/db.ts`). A request that fails in the database must end its transaction and
 * give the connection back; kept, or given back mid-transaction, the pool would run dry or hand
 * the next request an aborted transaction.
 */
const POOL_SIZE = 10;

const pool = ownerPool(2);
const { partner } = accountsBeforeAll(pool, { partner: ["partner", "transactions"] });

afterAll(() => pool.end());

describe("the api function's transactions", () => {
  test("more failed requests in a row than the pool has connections leave it whole", async () => {
    const opportunityId = await createOpportunity(pool);
    const first = await partner.call("POST", "/api/bids", { opportunityId, amount: 100 });
    expect(first.status).toBe(201);

    for (let attempt = 0; attempt < POOL_SIZE + 2; attempt++) {
      const again = await partner.call("POST", "/api/bids", { opportunityId, amount: 120 });
      expect(again.status).toBe(409);
    }

    const answers = await Promise.all(
      Array.from({ length: 2 * POOL_SIZE }, () => partner.call("GET", "/api/bids")),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(2 * POOL_SIZE).fill(200));
    // The failed bids left nothing: the partner has the first one only.
    expect(answers[0]?.body).toMatchObject({
      total: 1,
      items: [{ amount: "100.00", opportunity: { id: opportunityId } }],
    });
  });
});
