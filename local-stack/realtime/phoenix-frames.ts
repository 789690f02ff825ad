/**
 * Phoenix channel frames in the two serializer versions realtime-js speaks: `vsn=1.0.0` sends
 * JSON objects, `vsn=2.0.0` sends JSON arrays `[join_ref, ref, topic, event, payload]` plus
 * binary frames for user broadcasts (kind 3 in, kind 4 out).
 */

export type SerializerVersion = "1.0.0" | "2.0.0";

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A user broadcast as the channel sees it; `payload` is a Buffer when it travelled as raw bytes. */
export interface UserBroadcast {
  type: "broadcast";
  event: string;
  payload: unknown;
  [meta: string]: unknown;
}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const BINARY_ENCODING = 0;
const JSON_ENCODING = 1;

export function serializerVersion(vsn: string | null): SerializerVersion | undefined {
  if (vsn === null || vsn === "" || vsn.startsWith("1.")) return "1.0.0";
  if (vsn.startsWith("2.")) return "2.0.0";
  return undefined;
}

export function decodeFrame(
  data: Buffer,
  isBinary: boolean,
  vsn: SerializerVersion,
): PhoenixMessage {
  if (isBinary) {
    if (vsn !== "2.0.0") throw new Error("binary frames need vsn 2.0.0");
    return decodeBinary(data);
  }
  const value: unknown = JSON.parse(data.toString("utf8"));
  if (vsn === "2.0.0") {
    if (!Array.isArray(value) || value.length !== 5) throw new Error("expected a 5-element array");
    const [joinRef, ref, topic, event, payload] = value;
    return message(joinRef, ref, topic, event, payload);
  }
  if (!value || typeof value !== "object") throw new Error("expected an object");
  const { join_ref, ref, topic, event, payload } = value as Record<string, unknown>;
  return message(join_ref, ref, topic, event, payload);
}

function message(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown) {
  if (typeof topic !== "string" || typeof event !== "string")
    throw new Error("topic and event are required");
  return {
    joinRef: refOrNull(joinRef),
    ref: refOrNull(ref),
    topic,
    event,
    payload: payload ?? {},
  } satisfies PhoenixMessage;
}

function refOrNull(value: unknown) {
  if (value === null || value === undefined || value === "") return null;
  return String(value);
}

/** Kind 3: header lengths, then join_ref, ref, topic, user event, metadata, payload. */
function decodeBinary(data: Buffer): PhoenixMessage {
  const kind = data.readUInt8(0);
  if (kind !== USER_BROADCAST_PUSH) throw new Error(`unsupported binary frame kind ${kind}`);
  const lengths = [1, 2, 3, 4, 5].map((i) => data.readUInt8(i)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const encoding = data.readUInt8(6);
  let offset = 7;
  const [joinRef, ref, topic, userEvent, metadata] = lengths.map((length) => {
    const text = data.subarray(offset, offset + length).toString("utf8");
    offset += length;
    return text;
  }) as [string, string, string, string, string];
  const body = data.subarray(offset);
  const payload =
    encoding === JSON_ENCODING ? JSON.parse(body.toString("utf8")) : Buffer.from(body);
  const meta = metadata === "" ? {} : (JSON.parse(metadata) as Record<string, unknown>);
  const broadcast: UserBroadcast = { ...meta, type: "broadcast", event: userEvent, payload };
  return message(joinRef, ref, topic, "broadcast", broadcast);
}

export function encodeFrame(msg: PhoenixMessage, vsn: SerializerVersion): string {
  if (vsn === "2.0.0")
    return JSON.stringify([msg.joinRef, msg.ref, msg.topic, msg.event, msg.payload]);
  return JSON.stringify({
    topic: msg.topic,
    event: msg.event,
    payload: msg.payload,
    ref: msg.ref,
    join_ref: msg.joinRef,
  });
}

/**
 * A broadcast to a client: kind 4 under vsn 2.0.0 (the only way raw bytes can travel), a text
 * frame otherwise. Returns undefined when the client cannot receive it (raw bytes on vsn 1.0.0).
 */
export function encodeUserBroadcast(
  topic: string,
  broadcast: UserBroadcast,
  vsn: SerializerVersion,
) {
  const isRaw = Buffer.isBuffer(broadcast.payload);
  if (vsn === "2.0.0") {
    const header = [topic, broadcast.event, ""].map((s) => Buffer.from(s, "utf8"));
    if (header.every((part) => part.length <= 255)) {
      const body = isRaw
        ? (broadcast.payload as Buffer)
        : Buffer.from(JSON.stringify(broadcast.payload ?? null));
      const lengths = Buffer.from([
        USER_BROADCAST,
        ...header.map((part) => part.length),
        isRaw ? BINARY_ENCODING : JSON_ENCODING,
      ]);
      return Buffer.concat([lengths, ...header, body]);
    }
  }
  if (isRaw) return undefined;
  const { type, event, payload } = broadcast;
  return encodeFrame(
    { joinRef: null, ref: null, topic, event: "broadcast", payload: { type, event, payload } },
    vsn,
  );
}
