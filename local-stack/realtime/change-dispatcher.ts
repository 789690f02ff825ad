import type { StackContext } from "../lib/context.ts";
import { createChangeFacts } from "./change-facts.ts";
import { type ChangePayload, changePayload, errorPayload } from "./change-payload.ts";
import type { RowChange } from "./change-source.ts";
import { passesFilters } from "./filter-match.ts";
import { isRowVisible } from "./row-visibility.ts";
import type { ChangeSubscriber, Subscription, SubscriptionRegistry } from "./subscriptions.ts";

/**
 * Decides who sees a change, in the steps of Realtime's `apply_rls`: per subscriber role, the
 * primary key must exist and be selectable, the binding's filters must pass (on the old row too
 * for DELETE), and on RLS tables the row must be visible under the subscriber's claims (not for
 * DELETE). Each role gets only the columns it may SELECT.
 */
export function createChangeDispatcher(ctx: StackContext, subscriptions: SubscriptionRegistry) {
  const facts = createChangeFacts(ctx.config.adminDbUrl);

  async function dispatch(change: RowChange) {
    const matches = subscriptions.matching(change.schema, change.table, change.action);
    if (matches.length === 0) return;
    const byRole = groupBy(matches, (m) => m.subscriber.claims.role);
    const known = await facts.load(change, [...byRole.keys()]);
    if (!known) return;

    for (const [role, group] of byRole) {
      const selectable = known.selectable.get(role) ?? new Set<string>();
      if (change.action !== "DELETE") {
        const keyProblem =
          known.primaryKey.length === 0
            ? "Error 400: Bad Request, no primary key"
            : known.primaryKey.some((column) => !selectable.has(column))
              ? "Error 401: Unauthorized"
              : undefined;
        if (keyProblem) {
          deliver(group, () => errorPayload(change, keyProblem));
          continue;
        }
      }
      const passing = group.filter(({ binding }) =>
        change.action === "DELETE"
          ? passesFilters(binding.filters, known.oldRecord ?? {}, known.typeNames)
          : passesFilters(binding.filters, known.record ?? {}, known.typeNames),
      );
      let visible = passing;
      if (known.rlsEnabled && change.action !== "DELETE") {
        visible = [];
        for (const members of groupBy(passing, (m) =>
          JSON.stringify(m.subscriber.claims),
        ).values()) {
          const claims = (members[0] as Subscription).subscriber.claims;
          if (await isRowVisible(ctx.pool, claims, change, known)) visible.push(...members);
        }
      }
      for (const members of groupBy(visible, (m) => JSON.stringify(m.binding.select)).values()) {
        const select = (members[0] as Subscription).binding.select;
        deliver(members, () => changePayload(change, known, selectable, select));
      }
    }
  }

  return { dispatch, stop: () => facts.end() };
}

/** One push per channel, listing the ids of its bindings the payload is for. */
function deliver(members: Subscription[], payload: () => ChangePayload) {
  if (members.length === 0) return;
  const data = payload();
  for (const [subscriber, own] of groupBy(members, (m) => m.subscriber) as Map<
    ChangeSubscriber,
    Subscription[]
  >) {
    subscriber.pushChange([...new Set(own.map((m) => m.binding.id))], data);
  }
}

function groupBy<T, K>(items: T[], key: (item: T) => K) {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
