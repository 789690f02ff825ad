/** C0 and C1 control characters (CR and LF among them), DEL, and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * A value made safe for a mail header (subject, a name, reply-to): every run of control
 * characters becomes one space and the ends are trimmed, so a title holding "\r\nBcc: …" stays
 * one line of the subject instead of starting a header of its own.
 */
export function headerValue(value: string): string {
  return value.replace(CONTROL, " ").trim();
}
