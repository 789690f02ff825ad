import { Hono } from "hono";
import type { BankAccountConfirmationSent } from "../../_shared/portable/contracts/ach.ts";
import {
  bankAccountConfirmationSchema,
  bankAccountSchema,
} from "../../_shared/portable/schemas/bank-account.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { parseBody, readJson } from "../../_shared/server/http-error.ts";
import {
  confirmBankAccount,
  readBankAccounts,
  resendBankAccountConfirmation,
  saveBankAccount,
} from "../queries/bank-accounts.ts";
import { withBusiness } from "./with-business.ts";

/**
 * /api/earnings/bank-account: where the caller is paid by direct deposit (28_bank_accounts.sql).
 * GET the confirmed account and a change waiting, numbers masked; PUT a new one (pending, a link
 * mailed); POST /confirm {token} the mailed link (404 not the caller's, 409 used, 410
 * expired); POST /resend a new link (409 nothing waiting, 429 past 3 an hour).
 */
export const bankAccountRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await withBusiness(c, readBankAccounts)))
  .put("/", async (c) => {
    const input = parseBody(bankAccountSchema, await readJson(c));
    const saved = await withBusiness(c, async (tx, partnerId) => {
      await saveBankAccount(tx, input);
      return readBankAccounts(tx, partnerId);
    });
    return c.json(saved);
  })
  .post("/confirm", async (c) => {
    const { token } = parseBody(bankAccountConfirmationSchema, await readJson(c));
    const confirmed = await withBusiness(c, async (tx, partnerId) => {
      await confirmBankAccount(tx, token);
      return readBankAccounts(tx, partnerId);
    });
    return c.json(confirmed);
  })
  .post("/resend", async (c) => {
    await withCaller(c, resendBankAccountConfirmation);
    return c.json({ sent: true } satisfies BankAccountConfirmationSent);
  });
