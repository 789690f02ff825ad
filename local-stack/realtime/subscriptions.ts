import type { Claims } from "../lib/jwt.ts";
import type { ChangeAction, PostgresBinding } from "./postgres-bindings.ts";

/** A joined channel as the change dispatcher sees it. */
export interface ChangeSubscriber {
  /** The claims of the channel's current token; they decide role, privileges and RLS. */
  readonly claims: Claims & { role: string };
  pushChange(ids: number[], data: unknown): void;
}

export interface Subscription {
  subscriber: ChangeSubscriber;
  binding: PostgresBinding;
}

/** The postgres_changes bindings of every joined channel: Realtime's `realtime.subscription`. */
export class SubscriptionRegistry {
  private readonly bySubscriber = new Map<ChangeSubscriber, PostgresBinding[]>();

  set(subscriber: ChangeSubscriber, bindings: PostgresBinding[]) {
    if (bindings.length === 0) this.bySubscriber.delete(subscriber);
    else this.bySubscriber.set(subscriber, bindings);
  }

  remove(subscriber: ChangeSubscriber) {
    this.bySubscriber.delete(subscriber);
  }

  matching(schema: string, table: string, action: ChangeAction): Subscription[] {
    const entity = `${schema}.${table}`;
    const result: Subscription[] = [];
    for (const [subscriber, bindings] of this.bySubscriber) {
      for (const binding of bindings) {
        if (!binding.entities.has(entity)) continue;
        if (binding.action !== "*" && binding.action !== action) continue;
        result.push({ subscriber, binding });
      }
    }
    return result;
  }
}
