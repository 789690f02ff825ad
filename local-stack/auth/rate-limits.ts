import type { IncomingMessage } from "node:http";
import type { RateLimitSettings } from "./auth-config.ts";
import { AuthError } from "./errors.ts";
import { clientInfo } from "./request.ts";

const FIVE_MINUTES = 5 * 60;
const ONE_HOUR_MS = 60 * 60 * 1000;
/** GoTrue gives every per-IP limiter a burst of 30 whatever its rate (apilimiter.New). */
const BURST = 30;

/**
 * A token bucket per key, as GoTrue's tollbooth limiters keep one per client IP: `burst`
 * requests at once, refilled at `perSecond`; a refused request takes nothing.
 */
export class KeyedTokenBucket {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  allow(key: string, now = Date.now()): boolean {
    this.forgetIdle(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(
      this.burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond,
    );
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Keys unused for an hour are dropped, as tollbooth's expiring cache does. */
  private forgetIdle(now: number) {
    if (this.buckets.size < 1000) return;
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at > ONE_HOUR_MS) this.buckets.delete(key);
    }
  }
}

/** GoTrue's email_sent limiter: `events` per hour for the whole instance, counted per interval. */
export class IntervalLimiter {
  private start = Date.now();
  private count = 0;

  constructor(
    private readonly events: number,
    private readonly intervalMs = ONE_HOUR_MS,
  ) {}

  allow(now = Date.now()): boolean {
    const elapsed = Math.floor((now - this.start) / this.intervalMs);
    if (elapsed > 0) {
      this.start += elapsed * this.intervalMs;
      this.count = 0;
    }
    if (this.count >= this.events) return false;
    this.count += 1;
    return true;
  }
}

/** The per-IP limiters GoTrue puts in front of its endpoints, each with its own buckets. */
export type LimitedEndpoint = "signup" | "recover" | "otp" | "user" | "token" | "verify";

export class AuthRateLimits {
  private readonly endpoints: Record<LimitedEndpoint, KeyedTokenBucket>;
  private readonly mails: IntervalLimiter;

  constructor(private readonly settings: RateLimitSettings) {
    const per5m = (n: number) => new KeyedTokenBucket(n / FIVE_MINUTES, BURST);
    // sign_in_sign_ups is GoTrue's RATE_LIMIT_OTP: sign-ups, mails that sign in and user updates.
    this.endpoints = {
      signup: per5m(settings.signInSignUps),
      recover: per5m(settings.signInSignUps),
      otp: per5m(settings.signInSignUps),
      user: per5m(settings.signInSignUps),
      token: per5m(settings.tokenRefresh),
      verify: per5m(settings.tokenVerifications),
    };
    this.mails = new IntervalLimiter(settings.emailSent);
  }

  /** 429 over_request_rate_limit once the caller's address has used up this endpoint's bucket. */
  check(endpoint: LimitedEndpoint, req: IncomingMessage) {
    const key = clientInfo(req).ip ?? "";
    if (!this.endpoints[endpoint].allow(key)) {
      throw new AuthError(429, "over_request_rate_limit", "Request rate limit reached");
    }
  }

  /**
   * 429 over_email_send_rate_limit once the instance has sent email_sent mails this hour. As in
   * GoTrue, a limit of 0 refuses every mail and autoconfirm (confirmations off) skips the count.
   */
  checkMail(mailerAutoconfirm: boolean) {
    if (this.settings.emailSent <= 0 || (!mailerAutoconfirm && !this.mails.allow())) {
      throw new AuthError(429, "over_email_send_rate_limit", "email rate limit exceeded");
    }
  }
}
