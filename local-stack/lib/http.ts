import type { IncomingMessage, ServerResponse } from "node:http";

/** A stand-in's request handler; `path` is the request path with the gateway prefix removed. */
export type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
) => Promise<void>;

export class BodyTooLargeError extends Error {}

export async function readBody(
  req: IncomingMessage,
  limitBytes = 50 * 1024 * 1024,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw new BodyTooLargeError(`body over ${limitBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body; an empty body is `{}`; malformed JSON yields `undefined`. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const raw = (await readBody(req, 1024 * 1024)).toString("utf8");
  if (raw.trim() === "") return {};
  try {
    const value = JSON.parse(raw);
    return value && typeof value === "object" ? value : undefined;
  } catch {
    return undefined;
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(html),
  });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string, status = 303) {
  res.writeHead(status, { location, "content-length": 0 });
  res.end();
}

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim();
}
