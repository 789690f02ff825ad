import { randomBytes } from "node:crypto";

type Meta = Record<string, unknown> & { phx_ref: string };

/** Phoenix's presence shapes: `{ key: { metas: [...] } }`. */
export type PresenceMap = Record<string, { metas: Meta[] }>;

export interface PresenceDiff {
  joins: PresenceMap;
  leaves: PresenceMap;
}

interface Tracked {
  key: string;
  meta: Meta;
}

/**
 * Who is present on each topic, one entry per tracking channel, in the shapes Phoenix.Presence
 * sends so realtime-js's presence code can merge them.
 */
export class PresenceRegistry<Owner> {
  private readonly topics = new Map<string, Map<Owner, Tracked>>();

  state(topic: string): PresenceMap {
    const state: PresenceMap = {};
    for (const { key, meta } of this.topics.get(topic)?.values() ?? []) {
      const entry = state[key] ?? { metas: [] };
      entry.metas.push(meta);
      state[key] = entry;
    }
    return state;
  }

  track(topic: string, owner: Owner, key: string, payload: unknown): PresenceDiff {
    const tracked = this.topics.get(topic) ?? new Map<Owner, Tracked>();
    this.topics.set(topic, tracked);
    const previous = tracked.get(owner);
    const state =
      payload && typeof payload === "object" ? (payload as Record<string, unknown>) : {};
    const meta: Meta = { ...state, phx_ref: randomBytes(9).toString("base64url") };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    tracked.set(owner, { key, meta });
    return {
      joins: { [key]: { metas: [meta] } },
      leaves: previous ? { [previous.key]: { metas: [previous.meta] } } : {},
    };
  }

  untrack(topic: string, owner: Owner): PresenceDiff | undefined {
    const tracked = this.topics.get(topic);
    const previous = tracked?.get(owner);
    if (!tracked || !previous) return undefined;
    tracked.delete(owner);
    if (tracked.size === 0) this.topics.delete(topic);
    return { joins: {}, leaves: { [previous.key]: { metas: [previous.meta] } } };
  }
}
