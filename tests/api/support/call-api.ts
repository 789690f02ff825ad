import { functionsUrl, testStack } from "../../support/stack.ts";

/** Calls to the API as a browser makes them: the anon key as apikey, the session's Bearer token. */

// biome-ignore lint/suspicious/noExplicitAny: answers are checked by expect(), not by types.
export type AnyBody = any;

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** A JSON call (or none, without `body`). */
export async function callApi<T = AnyBody>(
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${functionsUrl}${path}`, {
    method,
    headers: {
      apikey: testStack.anonKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answerOf<T>(response);
}

/** The smallest body Storage and the API take as a PDF. */
export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** Sends a multipart form as a browser's FormData would. */
export async function callMultipart(
  token: string | undefined,
  method: string,
  path: string,
  fields: Record<string, string | Blob | { data: Uint8Array | Buffer; name: string; type: string }>,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<AnyBody>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string" || value instanceof Blob) {
      form.append(name, value);
    } else {
      form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
    }
  }
  const response = await fetch(`${functionsUrl}${path}`, {
    method,
    headers: {
      apikey: testStack.anonKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: form,
  });
  return answerOf(response);
}

/** The answer with its body parsed as JSON where it is JSON, else the text. */
async function answerOf<T>(response: Response): Promise<ApiAnswer<T>> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body: body as T, text, headers: response.headers };
}
