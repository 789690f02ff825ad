import { createHash } from "node:crypto";
import type pg from "pg";

/**
 * The SQL floor runs the handlers' own query functions (supabase/functions/api/queries), which
 * are written for postgres.js: `tx\`select … ${value}\`` with values sent as parameters and
 * nested tx`…` fragments inlined. This is that calling convention over a `pg` client, enough for
 * those functions; anything else of postgres.js's API throws, so a floor never runs other SQL
 * than the handler's. Each statement is prepared by name once per connection, as the API's pool
 * prepares it (supabase/functions/_shared/prepared-statements.ts).
 */
export type TaggedSql = <T = Record<string, unknown>[]>(
  strings: TemplateStringsArray,
  ...values: unknown[]
) => PendingQuery<T>;

class PendingQuery<T> implements PromiseLike<T> {
  constructor(
    private readonly client: pg.ClientBase,
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  /** Renders the text with $n placeholders, continuing the numbering of `params`. */
  render(params: unknown[]): string {
    let text = this.strings[0] ?? "";
    this.values.forEach((value, i) => {
      if (value instanceof PendingQuery) text += value.render(params);
      else {
        params.push(value);
        text += `$${params.length}`;
      }
      text += this.strings[i + 1] ?? "";
    });
    return text;
  }

  // biome-ignore lint/suspicious/noThenProperty: a query runs when awaited, as in postgres.js
  then<R1 = T, R2 = never>(
    onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): PromiseLike<R1 | R2> {
    const params: unknown[] = [];
    const text = this.render(params);
    const run = this.client.query(preparedQuery(text, params)).then((result) => result.rows as T);
    return run.then(onFulfilled, onRejected);
  }
}

export function taggedSql(client: pg.ClientBase): TaggedSql {
  return <T>(strings: TemplateStringsArray, ...values: unknown[]) => {
    if (!Array.isArray(strings) || !("raw" in strings)) {
      throw new Error("postgres.js helpers (sql(value)) are not supported by the bench floor");
    }
    return new PendingQuery<T>(client, strings, values);
  };
}

/** A query `pg` prepares once per connection under a name its text decides, then only runs. */
export function preparedQuery(text: string, values: unknown[]): pg.QueryConfig {
  const name = `floor_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
  return { name, text, values };
}
