import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The product's words are not written in SQL (docs/database.md "Notifications"): a
 * notification stores its type and data, an e-mail its kind and facts, and the messages
 * catalogue in supabase/functions/_shared/portable/messages renders what people read. This
 * finds what would bring a sentence back into supabase/schemas:
 * - a `title` or `message` column on public.notifications, a `subject` on public.email_outbox,
 *   or an insert that names one;
 * - a string literal that reads as a sentence inside a call of private.notify() or
 *   private.enqueue_email(), or inside an insert into either table.
 */

export interface Sentence {
  file: string;
  line: number;
  text: string;
  rule: string;
}

interface Scanned {
  /** The source with comments and the insides of string literals blanked (same offsets). */
  code: string;
  literals: { start: number; end: number; text: string }[];
}

/** Blanks comments and string contents, keeping every offset; dollar quotes stay transparent. */
function scan(source: string): Scanned {
  const code = source.split("");
  const literals: Scanned["literals"] = [];
  let i = 0;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (code[k] !== "\n") code[k] = " ";
  };
  while (i < source.length) {
    if (source.startsWith("--", i)) {
      const end = source.indexOf("\n", i);
      const stop = end === -1 ? source.length : end;
      blank(i, stop);
      i = stop;
    } else if (source.startsWith("/*", i)) {
      const end = source.indexOf("*/", i + 2);
      const stop = end === -1 ? source.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (source[i] === "'") {
      let j = i + 1;
      let text = "";
      while (j < source.length) {
        if (source[j] === "'" && source[j + 1] === "'") {
          text += "'";
          j += 2;
        } else if (source[j] === "'") break;
        else text += source[j++];
      }
      literals.push({ start: i, end: j + 1, text });
      blank(i + 1, j);
      i = j + 1;
    } else i += 1;
  }
  return { code: code.join(""), literals };
}

/** A literal people would read: words, not a key, a type name or an interval. */
export function readsAsSentence(text: string): boolean {
  const words = text.split(/\s+/).filter((token) => /[A-Za-z]{2,}/.test(token));
  // A template of words with a gap: 'Tomorrow: "%s"' (a key like 'digest:%s:%s' has no space).
  if (words.length >= 1 && /%s/.test(text) && /\s/.test(text)) return true;
  if (words.length < 2) return false;
  return (
    /%s/.test(text) || /^\s*["A-Z$]/.test(text) || /[.!?:]\s*$/.test(text) || words.length >= 3
  );
}

/** Where the parenthesis opened at `open` closes, in blanked code. */
function closing(code: string, open: number): number {
  let depth = 0;
  for (let k = open; k < code.length; k++) {
    if (code[k] === "(") depth += 1;
    else if (code[k] === ")") {
      depth -= 1;
      if (depth === 0) return k;
    }
  }
  return code.length;
}

const WRITERS: { pattern: RegExp; what: string; columns?: RegExp }[] = [
  { pattern: /private\.notify\s*\(/gi, what: "private.notify()" },
  { pattern: /private\.enqueue_email\s*\(/gi, what: "private.enqueue_email()" },
  {
    pattern: /insert\s+into\s+public\.notifications\b/gi,
    what: "an insert into public.notifications",
    columns: /\b(title|message)\b/i,
  },
  {
    pattern: /insert\s+into\s+public\.email_outbox\b/gi,
    what: "an insert into public.email_outbox",
    columns: /\b(subject)\b/i,
  },
];

const WORD_COLUMNS: { table: string; columns: RegExp }[] = [
  { table: "notifications", columns: /^\s*(title|message)\s/im },
  { table: "email_outbox", columns: /^\s*(subject)\s/im },
];

/** The sentences, and the columns that would hold them, in one schema file. */
export function sentencesIn(file: string, source: string): Sentence[] {
  const { code, literals } = scan(source);
  const lineOf = (offset: number) => source.slice(0, offset).split("\n").length;
  const found: Sentence[] = [];
  for (const { table, columns } of WORD_COLUMNS) {
    const create = new RegExp(`create\\s+table\\s+public\\.${table}\\s*\\(`, "i").exec(code);
    if (!create) continue;
    const open = create.index + create[0].length - 1;
    const body = code.slice(open, closing(code, open));
    const column = columns.exec(body);
    if (column) {
      found.push({
        file,
        line: lineOf(open + column.index + (column[0].length - column[0].trimStart().length)),
        text: column[1] ?? "",
        rule: `public.${table} has a column for words`,
      });
    }
  }
  for (const writer of WRITERS) {
    for (const match of code.matchAll(writer.pattern)) {
      const start = match.index;
      let end: number;
      if (writer.columns) {
        const semicolon = code.indexOf(";", start);
        end = semicolon === -1 ? code.length : semicolon;
        const list = /^\s*\(/.exec(code.slice(start + match[0].length));
        if (list) {
          const open = start + match[0].length + list[0].length - 1;
          const named = writer.columns.exec(code.slice(open, closing(code, open)));
          if (named) {
            found.push({
              file,
              line: lineOf(start),
              text: named[1] ?? "",
              rule: `${writer.what} writes a column for words`,
            });
          }
        }
      } else {
        end = closing(code, start + match[0].length - 1);
      }
      for (const literal of literals) {
        if (literal.start > start && literal.end <= end + 1 && readsAsSentence(literal.text)) {
          found.push({
            file,
            line: lineOf(literal.start),
            text: literal.text,
            rule: `a sentence in ${writer.what}`,
          });
        }
      }
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Every finding in the `.sql` files of `dir`. */
export async function sentencesInSchemas(dir: string): Promise<Sentence[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  const found = await Promise.all(
    files.map(async (name) =>
      sentencesIn(path.join(dir, name), await readFile(path.join(dir, name), "utf8")),
    ),
  );
  return found.flat();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? "supabase/schemas";
  const found = await sentencesInSchemas(dir);
  for (const s of found) process.stdout.write(`${s.file}:${s.line}: ${s.rule}: ${s.text}\n`);
  process.stdout.write(`${found.length} finding(s) in ${dir}\n`);
  process.exit(found.length > 0 ? 1 : 0);
}
