// CSV as spreadsheets read it (RFC 4180): every field quoted when it holds a comma, quote or
// line break, CRLF between records. A field that a spreadsheet would run as a formula (=, +, -,
// @, tab or CR first) is prefixed with an apostrophe, so an exported partner name can never
// become a formula on an admin's machine. A negative decimal ("-300.00", as money leaves
// the database) is a number, not a formula, and stays one so that a spreadsheet sums it.

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const NEGATIVE_DECIMAL = /^-\d+(\.\d+)?$/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text) && !NEGATIVE_DECIMAL.test(text)) {
    text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

// The response headers of a CSV download named `filename` (letters, digits, dots, dashes).
export function csvDownloadHeaders(filename: string): Record<string, string> {
  return {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
  };
}
