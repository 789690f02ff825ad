/**
 * The local copy's own account, the counterpart of the function secrets a hosted project sets
 * (README: "WhatsApp"): the functions get these values from the stack, so nothing local needs a
 * Meta account. Public on purpose, like the stack's JWT keys.
 */
export const LOCAL_WHATSAPP = {
  accessToken: "local-whatsapp-access-token",
  phoneNumberId: "100000000000001",
  businessAccountId: "200000000000002",
  displayPhoneNumber: "15550100000",
  appSecret: "local-whatsapp-app-secret",
  verifyToken: "local-whatsapp-verify-token",
  /** The Graph API version the functions call (any `v<major>.<minor>` is accepted). */
  apiVersion: "v21.0",
} as const;
