/**
 * GET /api/whatsapp: the caller's WhatsApp connection, its number masked, or null.
 * `codeExpiresAt` is when the code last sent stops counting (pending connections only).
 */
export interface WhatsAppConnection {
  phoneNumber: string;
  status: "pending" | "verified" | "failed" | "disconnected";
  isVerified: boolean;
  codeExpiresAt: string | null;
  triesLeft: number;
  /** The partner replied STOP on WhatsApp: nothing goes there until they verify again. */
  optedOut: boolean;
}

export interface WhatsAppConnectionAnswer {
  connection: WhatsAppConnection | null;
}

/** POST /api/whatsapp/connect (202): the pending connection and the sentence to show. */
export interface WhatsAppConnectAnswer extends WhatsAppConnectionAnswer {
  message: string;
}

/** POST /api/whatsapp/verify (200). */
export interface WhatsAppVerified {
  status: "verified";
}

/** How long a code counts and how many tries it takes (private.check_whatsapp_code). */
export const WHATSAPP_CODE_MINUTES = 10;
export const WHATSAPP_CODE_TRIES = 5;

/** The authentication template the code goes out in (approved under this name in Meta's manager). */
export const WHATSAPP_CODE_TEMPLATE = { name: "verification_code", language: "en_US" } as const;

/**
 * The utility template a message goes out in outside WhatsApp's 24-hour service window, its
 * body "{{1}}\n{{2}}\n{{3}}": the heading, the message and the link (approved under this name).
 */
export const WHATSAPP_UPDATE_TEMPLATE = { name: "portal_update", language: "en_US" } as const;

/** What people read for each outcome of connecting and verifying. */
export const WHATSAPP_MESSAGES = {
  codeSent: "We sent a 6-digit code to your WhatsApp.",
  wrong: "That code is not right. Check the message and try again",
  expired: "This code has expired. Ask for a new one",
  exhausted: "Too many wrong tries. Ask for a new code",
  none: "Ask for a code first",
  taken: "This number is connected to another account",
  providerDown: "WhatsApp could not take the code just now. Try again in a minute.",
  verified: "Your WhatsApp number is verified.",
  disconnected: "WhatsApp is disconnected. We will not message you there.",
  optedOut:
    "You replied STOP on WhatsApp, so we send you nothing there. Verify your number again to start.",
} as const;

/**
 * GET /api/admin/emails/unknown-whatsapp: a WhatsApp message from a number no partner verified,
 * kept for admins and put in no thread. `from` is the number in E.164.
 */
export interface UnknownWhatsAppMessage {
  id: string;
  from: string;
  message: string;
  receivedAt: string;
}
