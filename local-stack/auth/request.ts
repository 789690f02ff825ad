import type { IncomingMessage } from "node:http";
import { readBody, readJson } from "../lib/http.ts";
import { badRequest } from "./errors.ts";

export type Body = Record<string, unknown>;

export async function readJsonBody(req: IncomingMessage): Promise<Body> {
  const body = await readJson(req);
  if (!body || Array.isArray(body)) {
    throw badRequest("bad_json", "Could not parse request body as JSON");
  }
  return body;
}

export async function readFormBody(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req, 64 * 1024)).toString("utf8"));
}

export function text(body: Body, key: string): string {
  const value = body[key];
  return typeof value === "string" ? value : "";
}

export function object(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** What GoTrue records per session and in the audit log about the caller. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export function clientInfo(req: IncomingMessage): ClientInfo {
  const forwarded = req.headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return {
    ip: first || req.socket.remoteAddress || null,
    userAgent: req.headers["user-agent"] ?? null,
  };
}
