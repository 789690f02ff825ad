const encoder = new TextEncoder();

/**
 * A request's fingerprint for its idempotency key: sha-256 (hex) of its method, path and query,
 * and its body. A multipart body counts as its fields, since a browser picks a new boundary each
 * time it sends the same form. Reads a clone, so the handler still has the body.
 */
export async function requestHash(request: Request): Promise<string> {
  const url = new URL(request.url);
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  const body = (await formFingerprint(request.headers.get("content-type"), bytes)) ?? bytes;
  return sha256(concat([encoder.encode(`${request.method} ${url.pathname}${url.search}\n`), body]));
}

/** The fields of a multipart body, each name with its text or its file's name, type and hash. */
async function formFingerprint(type: string | null, bytes: Uint8Array) {
  if (!type || !/^multipart\/form-data/i.test(type)) return undefined;
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    return undefined; // not a form after all: its bytes are its fingerprint, the handler says 400
  }
  const lines: string[] = [];
  for (const [name, value] of form) {
    if (typeof value === "string") {
      lines.push(`${JSON.stringify(name)}=${JSON.stringify(value)}`);
    } else {
      const file = await sha256(new Uint8Array(await value.arrayBuffer()));
      lines.push(
        `${JSON.stringify(name)}=file ${JSON.stringify(value.name)} ${value.type} ${file}`,
      );
    }
  }
  return encoder.encode(lines.join("\n"));
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
