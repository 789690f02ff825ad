import type { AuthHandler } from "../auth-context.ts";
import { sendAuthJson } from "../errors.ts";
import { OAUTH_PROVIDERS } from "../oauth-providers.ts";

/** What GET /settings reports on: the OAuth providers and GoTrue's own sign-in methods. */
const SETTINGS_PROVIDERS = [...OAUTH_PROVIDERS, "anonymous_users", "email", "phone"].sort();

/** GET /settings: which sign-in methods are on, as GoTrue reports them. */
export const settingsRoute: AuthHandler = async (_req, res, _url, auth) => {
  const { settings } = auth;
  const on = (name: string) => {
    if (name === "email") return settings.emailSignupEnabled;
    if (name === "anonymous_users") return settings.anonymousSignInsEnabled;
    return settings.enabledProviders.includes(name);
  };
  sendAuthJson(res, 200, {
    external: Object.fromEntries(SETTINGS_PROVIDERS.map((name) => [name, on(name)])),
    disable_signup: !settings.signupEnabled,
    mailer_autoconfirm: settings.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: "twilio",
    saml_enabled: false,
  });
};

/** GET /.well-known/jwks.json: tokens are HS256, and symmetric keys are never published. */
export const jwks: AuthHandler = async (_req, res) => {
  sendAuthJson(res, 200, { keys: [] }, { "Cache-Control": "public, max-age=600" });
};

export const health: AuthHandler = async (_req, res) => {
  sendAuthJson(res, 200, {
    version: "local-stack",
    name: "GoTrue",
    description: "GoTrue is a user registration and authentication API",
  });
};
