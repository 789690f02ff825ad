import { parse, validate } from "achkit";
import { describe, expect, it } from "vitest";
import { isRoutingNumber } from "./aba-routing.ts";
import { buildNachaFile, type CreditEntry, type NachaBatch, NachaError } from "./nacha-file.ts";

const originator = {
  bankRouting: "021000021",
  bankName: "Harbor Credit Union",
  companyId: "1987654321",
  companyName: "Tour Partner Portal",
};

const entry = (over: Partial<CreditEntry> = {}): CreditEntry => ({
  name: "Green Valley Farms",
  receiverId: "P-00000000001",
  routing: "011000015",
  account: "123456789",
  accountType: "checking",
  amountCents: 57050,
  ...over,
});

const batch = (over: Partial<NachaBatch> = {}): NachaBatch => ({
  originator,
  sec: "CCD",
  description: "Payout",
  effectiveDate: "2027-01-04",
  createdAt: new Date("2027-01-02T17:45:00Z"),
  entries: [entry()],
  ...over,
});

describe("isRoutingNumber", () => {
  it("holds the 3-7-1 check digit", () => {
    expect(isRoutingNumber("011000015")).toBe(true);
    expect(isRoutingNumber("021000021")).toBe(true);
    expect(isRoutingNumber("021000022")).toBe(false);
    expect(isRoutingNumber("02100002")).toBe(false);
    expect(isRoutingNumber("02100002a")).toBe(false);
  });
});

describe("buildNachaFile", () => {
  it("makes a file a bank's validator accepts: counts, entry hash and totals balanced", () => {
    const file = buildNachaFile(
      batch({
        entries: [
          entry(),
          entry({
            name: "José Núñez",
            receiverId: "P-00000000002",
            routing: "021000021",
            account: "9876-54",
            accountType: "savings",
            amountCents: 120001,
          }),
        ],
      }),
    );
    expect(validate(file.text)).toEqual({ ok: true, errors: [] });
    const lines = file.text.trimEnd().split("\n");
    expect(lines).toHaveLength(10);
    expect(lines.every((line) => line.length === 94)).toBe(true);

    const parsed = parse(file.text);
    expect(parsed.destinationRouting).toBe("021000021");
    expect(parsed.creationDate).toBe("270102");
    expect(parsed.creationTime).toBe("1745");
    const [only] = parsed.batches;
    expect(only).toMatchObject({
      serviceClass: 220,
      companyName: "TOUR PARTNER POR",
      companyId: "1987654321",
      sec: "CCD",
      description: "PAYOUT",
      effectiveDate: "270104",
      originDfi: "02100002",
    });
    expect(
      only?.entries.map((e) => [e.txnCode, e.routing, e.account, e.amountCents, e.name]),
    ).toEqual([
      [22, "011000015", "123456789", 57050, "GREEN VALLEY FARMS"],
      [32, "021000021", "9876-54", 120001, "JOSE NUNEZ"],
    ]);
    expect(only?.entries.map((e) => e.traceNumber)).toEqual(file.traceNumbers);
    expect(file.traceNumbers).toEqual(["021000020000001", "021000020000002"]);
    // 01100001 + 02100002, the routing numbers' first eight digits.
    expect(file.entryHash).toBe("0003200003");
    expect(file.totalCreditCents).toBe(177051);
    expect(file.blockCount).toBe(1);
  });

  it("keeps the entry hash's last ten digits and pads to whole blocks", () => {
    const entries = Array.from({ length: 150 }, (_, index) =>
      entry({ routing: "999999992", receiverId: `P-${index}`, amountCents: 1 + index }),
    );
    expect(isRoutingNumber("999999992")).toBe(true);
    const file = buildNachaFile(batch({ entries }));
    expect(validate(file.text)).toEqual({ ok: true, errors: [] });
    // 150 × 99,999,999 = 14,999,999,850: eleven digits, the first dropped.
    expect(file.entryHash).toBe("4999999850");
    expect(file.text.trimEnd().split("\n")).toHaveLength(160);
    expect(file.blockCount).toBe(16);
    expect(file.totalCreditCents).toBe((150 * 151) / 2);
  });

  it("takes the ODFI, the origin name and the trace numbers the caller keeps", () => {
    const file = buildNachaFile(
      batch({
        originator: { ...originator, odfiRouting: "011000015", originName: "TPP Payouts" },
        entries: [
          entry({ traceNumber: "011000010000042" }),
          entry({ receiverId: "P-2", traceNumber: "011000010000043" }),
        ],
      }),
    );
    expect(validate(file.text)).toEqual({ ok: true, errors: [] });
    expect(file.traceNumbers).toEqual(["011000010000042", "011000010000043"]);
    const parsed = parse(file.text);
    expect(parsed.batches[0]?.entries.map((e) => e.traceNumber)).toEqual(file.traceNumbers);
    expect(file.text.split("\n")[0]).toContain("TPP PAYOUTS");
    expect(() =>
      buildNachaFile(batch({ entries: [entry({ traceNumber: "021000020000001" })] })),
    ).not.toThrow();
    expect(() =>
      buildNachaFile(batch({ entries: [entry({ traceNumber: "011000010000001" })] })),
    ).toThrow("Entry 1: the trace number is the ODFI's 8 digits and 7 more, once");
  });

  it("refuses what a bank would reject, naming the entry", () => {
    const refused = (over: Partial<NachaBatch>) => () => buildNachaFile(batch(over));
    expect(refused({ entries: [entry({ routing: "021000022" })] })).toThrow(
      new NachaError("Entry 1: not a routing number"),
    );
    expect(refused({ entries: [entry(), entry({ amountCents: 0 })] })).toThrow(
      new NachaError("Entry 2: the amount is a positive number of cents"),
    );
    expect(refused({ entries: [entry({ amountCents: 10_000_000_000 })] })).toThrow(
      "Entry 1: the amount is too large",
    );
    expect(refused({ entries: [entry({ account: "12 34" })] })).toThrow(
      "Entry 1: the account number has 1 to 17 letters or digits",
    );
    expect(refused({ entries: [] })).toThrow("A batch has at least one entry");
    expect(refused({ originator: { ...originator, bankRouting: "123456789" } })).toThrow(
      "The bank's routing number is not a routing number",
    );
    expect(refused({ fileIdModifier: "a" })).toThrow("The file ID modifier is A–Z or 0–9");
  });
});
