import { anonClient } from "../../support/clients.ts";
import { functionsUrl, testStack } from "../../support/stack.ts";

/**
 * The API as a signed-in account, for what a browser test arranges or checks behind the
 * screen (an admin accepting a bid while the partner watches). Throws on a non-OK answer.
 */
export async function apiAs(account: { email: string; password: string }) {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword(account);
  if (error || !data.session)
    throw new Error(`sign-in failed for ${account.email}: ${error?.message}`);
  const token = data.session.access_token;
  return {
    userId: data.session.user.id,
    token,
    async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${functionsUrl}${path}`, {
        method,
        headers: {
          apikey: testStack.anonKey,
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}
