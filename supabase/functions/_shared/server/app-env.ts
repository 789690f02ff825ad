/** The verified claims of the caller's access token, as Supabase Auth issued them. */
export interface Claims {
  sub: string;
  role: string;
  email?: string;
  aud?: string | string[];
  exp?: number;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
}

/** What a request carries from the middleware to its handler (Hono's `c.var`). */
export interface AppEnv {
  Variables: {
    claims: Claims;
    /** The caller's access token, for Storage calls made as the caller (RLS on storage.objects). */
    accessToken: string;
    requestId: string;
    /** The request headers the audit log records (x-forwarded-for, user-agent). */
    requestHeaders: Record<string, string>;
  };
}
