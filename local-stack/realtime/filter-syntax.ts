/**
 * The `filter` of a postgres_changes binding (`column=op.value`, comma-joined conditions ANDed),
 * parsed as Realtime's `subscriptions.ex` does.
 */

const OPERATORS = [
  "eq",
  "neq",
  "lt",
  "lte",
  "gt",
  "gte",
  "in",
  "like",
  "ilike",
  "is",
  "match",
  "imatch",
  "isdistinct",
] as const;

export type FilterOperator = (typeof OPERATORS)[number];

export interface RowFilter {
  column: string;
  op: FilterOperator;
  /** The literal, unquoted; for `in`, the list items. */
  value: string;
  items: string[];
  negate: boolean;
}

export type FilterParse = { ok: true; filters: RowFilter[] } | { ok: false; error: string };

export function parseFilter(filter: string | undefined): FilterParse {
  const trimmed = filter?.trim() ?? "";
  if (trimmed === "") return { ok: true, filters: [] };
  const filters: RowFilter[] = [];
  for (const segment of splitTopLevel(trimmed)) {
    const parsed = parseSegment(segment.trim());
    if (typeof parsed === "string")
      return { ok: false, error: `Error parsing \`filter\` params: ${parsed}` };
    filters.push(parsed);
  }
  return { ok: true, filters };
}

/** Splits on commas outside parentheses and double quotes. */
function splitTopLevel(text: string) {
  const parts: string[] = [];
  let current = "";
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === "\\" && i + 1 < text.length) {
        current += char + text[++i];
        continue;
      }
      if (char === '"') quoted = false;
      current += char;
      continue;
    }
    if (char === '"' && [".", "(", ","].includes(current.at(-1) ?? ",")) quoted = true;
    else if (char === "(") depth++;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (char === "," && depth === 0) {
      parts.push(current);
      current = "";
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

function parseSegment(segment: string): RowFilter | string {
  if (segment === "") return "filter must not contain empty segments (check for extra commas)";
  const eq = segment.indexOf("=");
  if (eq < 0) return JSON.stringify([segment]);
  const column = segment.slice(0, eq);
  let rest = segment.slice(eq + 1);
  const negate = rest.startsWith("not.");
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf(".");
  if (dot < 0) return JSON.stringify([rest]);
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  if (!(OPERATORS as readonly string[]).includes(op)) return JSON.stringify([op, raw]);
  if (op === "in") {
    if (!raw.startsWith("(") || !raw.endsWith(")"))
      return "`in` filter value must be wrapped by parentheses";
    const items = splitTopLevel(raw.slice(1, -1)).map((item) => unquote(item.trim()));
    return { column, op: "in", value: raw, items, negate };
  }
  return { column, op: op as FilterOperator, value: unquote(raw), items: [], negate };
}

function unquote(value: string) {
  if (!value.startsWith('"') || !value.endsWith('"') || value.length < 2) return value;
  return value.slice(1, -1).replace(/\\(.)/g, "$1");
}
