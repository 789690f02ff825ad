/**
 * A non-OK answer of the API. Its message is product §8's "<status>: <body text or status text>";
 * `fieldErrors` holds a 400's messages per field for forms.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  get fieldErrors(): Record<string, string[]> {
    try {
      const parsed = JSON.parse(this.body) as { fieldErrors?: Record<string, string[]> };
      return parsed.fieldErrors ?? {};
    } catch {
      return {};
    }
  }
}

/** A failed request's messages per field, for a form to show; undefined for any other failure. */
export function fieldErrorsOf(error: unknown) {
  return error instanceof ApiError ? error.fieldErrors : undefined;
}
