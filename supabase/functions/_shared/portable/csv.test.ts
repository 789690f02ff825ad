import { describe, expect, test } from "vitest";
import { csvDownloadHeaders, csvField, toCsv } from "./csv.ts";

describe("csv", () => {
  test.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=SUM(A1)", "'=SUM(A1)"],
    ["+1", "'+1"],
    ["-5,2", '"\'-5,2"'],
    ["-300.00", "-300.00"],
    ["-7", "-7"],
    ["-1+2", "'-1+2"],
    ["-2e3", "'-2e3"],
    ["-A1", "'-A1"],
    ["- 3", "'- 3"],
    ["-300.00\n=1", '"\'-300.00\n=1"'],
    ["+300.00", "'+300.00"],
    ["@user", "'@user"],
    [null, ""],
    [undefined, ""],
    [12, "12"],
    [-3, "-3"],
    [true, "true"],
  ])("csvField(%j) is %j", (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  test("joins records with CRLF and ends with one", () => {
    expect(
      toCsv(
        ["Name", "Amount"],
        [
          ["Green, Inc.", "150.00"],
          ["Hill", null],
        ],
      ),
    ).toBe('Name,Amount\r\n"Green, Inc.",150.00\r\nHill,\r\n');
  });

  test("names the download safely", () => {
    expect(csvDownloadHeaders("users 2026/11.csv")["content-disposition"]).toBe(
      'attachment; filename="users_2026_11.csv"',
    );
  });
});
