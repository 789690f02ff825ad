import type { RowFilter } from "./filter-syntax.ts";

/**
 * Evaluates parsed filters against a change's values (already JSON: numbers, booleans, strings),
 * comparing by the column's type the way Postgres would for the common types.
 */

/** Whether a row passes every filter. A NULL comparison does not pass, as in SQL. */
export function passesFilters(
  filters: RowFilter[],
  row: Record<string, unknown>,
  types: Map<string, string>,
): boolean {
  return filters.every((filter) => {
    const type = types.get(filter.column) ?? "text";
    const result = evaluate(filter, row[filter.column] ?? null, type);
    if (result === null) return false;
    return filter.negate ? !result : result;
  });
}

function evaluate(filter: RowFilter, value: unknown, type: string): boolean | null {
  switch (filter.op) {
    case "is":
      return isCheck(value, filter.value);
    case "isdistinct":
      return value === null || compare(value, filter.value, type) !== 0;
    case "in":
      if (value === null) return null;
      return filter.items.some((item) => compare(value, item, type) === 0);
  }
  if (value === null) return null;
  if (["like", "ilike", "match", "imatch"].includes(filter.op))
    return patternMatch(filter, text(value));
  const order = compare(value, filter.value, type);
  if (order === null) return null;
  switch (filter.op) {
    case "eq":
      return order === 0;
    case "neq":
      return order !== 0;
    case "lt":
      return order < 0;
    case "lte":
      return order <= 0;
    case "gt":
      return order > 0;
    case "gte":
      return order >= 0;
  }
  return null;
}

function isCheck(value: unknown, literal: string) {
  switch (literal.toLowerCase()) {
    case "null":
    case "unknown":
      return value === null;
    case "true":
      return value === true;
    case "false":
      return value === false;
  }
  return null;
}

function patternMatch(filter: RowFilter, value: string) {
  const insensitive = filter.op === "ilike" || filter.op === "imatch";
  const source =
    filter.op === "like" || filter.op === "ilike" ? likeToRegExp(filter.value) : filter.value;
  try {
    return new RegExp(source, insensitive ? "i" : "").test(value);
  } catch {
    return null;
  }
}

function likeToRegExp(pattern: string) {
  let source = "^";
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === "\\" && i + 1 < pattern.length) source += escapeRegExp(pattern[++i] as string);
    else if (char === "%") source += ".*";
    else if (char === "_") source += ".";
    else source += escapeRegExp(char);
  }
  return `${source}$`;
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const NUMERIC_TYPES = new Set(["int2", "int4", "int8", "float4", "float8", "numeric", "oid"]);
const TIME_TYPES = new Set(["timestamp", "timestamptz", "date"]);

/** Orders a column value against a filter literal by the column's type; null when incomparable. */
function compare(value: unknown, literal: string, type: string): number | null {
  if (NUMERIC_TYPES.has(type)) return order(Number(value), Number(literal));
  if (type === "bool") return order(Number(value === true), Number(toBoolean(literal)));
  if (TIME_TYPES.has(type)) {
    const left = parseTime(text(value), type);
    const right = parseTime(literal, type);
    if (!Number.isNaN(left) && !Number.isNaN(right)) return order(left, right);
  }
  if (type === "uuid") return order(text(value).toLowerCase(), literal.toLowerCase());
  if (type === "json" || type === "jsonb") return jsonEquals(value, literal) ? 0 : 1;
  return order(text(value), literal);
}

function order<T extends number | string>(left: T, right: T): number | null {
  if (typeof left === "number" && (Number.isNaN(left) || Number.isNaN(right as number)))
    return null;
  return left < right ? -1 : left > right ? 1 : 0;
}

function toBoolean(literal: string) {
  return ["t", "true", "y", "yes", "on", "1"].includes(literal.trim().toLowerCase());
}

function parseTime(value: string, type: string) {
  let iso = value
    .trim()
    .replace(" ", "T")
    .replace(/([+-]\d\d)$/, "$1:00");
  if (type !== "timestamptz" && !/(Z|[+-]\d\d:\d\d)$/.test(iso))
    iso += iso.includes("T") ? "Z" : "T00:00:00Z";
  return Date.parse(iso);
}

function jsonEquals(value: unknown, literal: string) {
  try {
    return canonical(value) === canonical(JSON.parse(literal));
  } catch {
    return false;
  }
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function text(value: unknown) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
