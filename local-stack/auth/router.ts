import type { AuthHandler } from "./auth-context.ts";
import {
  createUser,
  deleteUser,
  getUserById,
  listUsers,
  updateUserById,
} from "./routes/admin-users.ts";
import { generateLink } from "./routes/generate-link.ts";
import { invite } from "./routes/invite.ts";
import { idpChoice, idpPage } from "./routes/local-idp.ts";
import { logoutRoute } from "./routes/logout.ts";
import { health, jwks, settingsRoute } from "./routes/meta.ts";
import { authorize, callback, localIdpPath } from "./routes/oauth.ts";
import { otp, recover } from "./routes/recover.ts";
import { signup } from "./routes/signup.ts";
import { token } from "./routes/token.ts";
import { getUser, updateUser } from "./routes/user.ts";
import { verifyCode, verifyLink } from "./routes/verify.ts";

interface Route {
  method: string;
  pattern: RegExp;
  handler: AuthHandler;
}

const route = (method: string, path: string, handler: AuthHandler): Route => ({
  method,
  pattern: new RegExp(`^${path.replace(/:[a-z_]+/g, "([^/]+)")}/?$`),
  handler,
});

const ROUTES: Route[] = [
  route("GET", "/health", health),
  route("GET", "/settings", settingsRoute),
  route("GET", "/\\.well-known/jwks\\.json", jwks),
  route("POST", "/signup", signup),
  route("POST", "/token", token),
  route("GET", "/user", getUser),
  route("PUT", "/user", updateUser),
  route("POST", "/logout", logoutRoute),
  route("POST", "/recover", recover),
  route("POST", "/otp", otp),
  route("GET", "/verify", verifyLink),
  route("POST", "/verify", verifyCode),
  route("GET", "/authorize", authorize),
  route("GET", "/callback", callback),
  route("GET", localIdpPath, idpPage),
  route("POST", localIdpPath, idpChoice),
  route("POST", "/admin/users", createUser),
  route("GET", "/admin/users", listUsers),
  route("GET", "/admin/users/:id", getUserById),
  route("PUT", "/admin/users/:id", updateUserById),
  route("DELETE", "/admin/users/:id", deleteUser),
  route("POST", "/admin/generate_link", generateLink),
  route("POST", "/invite", invite),
];

export type RouteMatch =
  | { handler: AuthHandler; params: string[] }
  | "method_not_allowed"
  | undefined;

export function matchRoute(method: string, path: string): RouteMatch {
  let pathMatched = false;
  for (const r of ROUTES) {
    const match = r.pattern.exec(path);
    if (!match) continue;
    pathMatched = true;
    if (r.method === method || (method === "HEAD" && r.method === "GET")) {
      return { handler: r.handler, params: match.slice(1).map(decodeURIComponent) };
    }
  }
  return pathMatched ? "method_not_allowed" : undefined;
}
