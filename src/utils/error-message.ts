/** The message to show for a failed request: the server's own words when it gave any. */
export function errorMessage(error: unknown, fallback: string) {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
