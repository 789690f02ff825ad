import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The API's answers have one definition, in supabase/functions/_shared/portable/contracts, which both the
 * handlers and the web app import. Two places in the web app could restate one: a feature's
 * `types.ts` (src/features/**\/types.ts), which holds only the web app's own types (a list's
 * filters, a `Pick` of a contract) and re-exports of contract types, and any file that reads an
 * answer (`api.get<T>(…)` and the other methods). A type either declares restates a server shape when:
 * - it has the name of a type a contract exports, or
 * - it is an object type (an interface or a type literal) of MIN_FIELDS or more fields, every one
 *   of which one contract type has: a copy, or a part copied by hand instead of a `Pick`.
 * And an answer's type is named, never written out in the call (`api.delete<{ id: string }>`).
 */
export const CONTRACTS_DIR = "supabase/functions/_shared/portable/contracts";
const MIN_FIELDS = 3;
const FEATURE_TYPES = /^src\/features\/.+\/types\.ts$/;
/** A call that reads an answer, `api.get<` to `api.delete<`, up to its type argument. */
const ANSWER_READ = /\bapi\.\w+<\s*(\{)?/g;

export interface Restatement {
  file: string;
  line: number;
  name: string;
  rule: string;
}

const DECLARATION = /^(?:export\s+)?(?:declare\s+)?(interface|type)\s+(\w+)[^=;{]*(=\s*)?(\{)?/gm;
const FIELD = /^\s*(?:readonly\s+)?["']?([A-Za-z_$][\w$]*)["']?\??\s*:/;

/** The fields of the object type whose `{` is at `open`: the names at its own depth. */
function fieldsFrom(source: string, open: number): string[] {
  const fields: string[] = [];
  let depth = 0;
  let lineStart = open + 1;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    if (char === "{") depth++;
    else if (char === "}" && --depth === 0) break;
    else if (char === "\n") {
      const field = depth === 1 ? FIELD.exec(source.slice(lineStart, i)) : null;
      if (field?.[1]) fields.push(field[1]);
      lineStart = i + 1;
    }
  }
  return fields;
}

/**
 * The types a source declares at its top level: name, line, and the field names of an
 * interface or a type literal (null for any other type).
 */
function objectTypes(source: string) {
  const found: { name: string; line: number; fields: string[] | null }[] = [];
  for (const match of source.matchAll(DECLARATION)) {
    const [text, kind, name, equals, brace] = match;
    if (!name) continue;
    const isObject = Boolean(brace) && (kind === "interface" || Boolean(equals));
    const line = source.slice(0, match.index).split("\n").length;
    const fields = isObject ? fieldsFrom(source, match.index + text.length - 1) : null;
    found.push({ name, line, fields });
  }
  return found;
}

/** Each contract type by name, with its fields (null for a type that is no object type). */
export async function readContracts(root: string): Promise<Map<string, Set<string> | null>> {
  const contracts = new Map<string, Set<string> | null>();
  const dir = path.join(root, CONTRACTS_DIR);
  for (const entry of await readdir(dir)) {
    if (!entry.endsWith(".ts") || entry.endsWith(".test.ts")) continue;
    for (const type of objectTypes(await readFile(path.join(dir, entry), "utf8"))) {
      contracts.set(type.name, type.fields && new Set(type.fields));
    }
  }
  return contracts;
}

/** The server shapes `file` restates (path from the project root, forward slashes). */
export function checkRestatedShapes(
  file: string,
  source: string,
  contracts: Map<string, Set<string> | null>,
): Restatement[] {
  const reads = file.startsWith("src/") ? [...source.matchAll(ANSWER_READ)] : [];
  if (!FEATURE_TYPES.test(file) && reads.length === 0) return [];
  const found: Restatement[] = [];
  for (const read of reads) {
    if (!read[1]) continue;
    const line = source.slice(0, read.index).split("\n").length;
    found.push({
      file,
      line,
      name: "answer type",
      rule: "an answer typed in the call: name it in @shared/contracts and import it",
    });
  }
  for (const { name, line, fields } of objectTypes(source)) {
    if (contracts.has(name)) {
      found.push({ file, line, name, rule: `restates ${name}: import it from @shared/contracts` });
      continue;
    }
    if (!fields || fields.length < MIN_FIELDS) continue;
    for (const [contract, contractFields] of contracts) {
      if (contractFields && fields.every((field) => contractFields.has(field))) {
        found.push({
          file,
          line,
          name,
          rule: `restates fields of ${contract}: use it, or a Pick of it, from @shared/contracts`,
        });
        break;
      }
    }
  }
  return found;
}
