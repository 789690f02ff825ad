/** Every JSON payload of the API fits in far less; the legal document form has its own cap. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const JSON_BODY_TOO_LARGE = "The request body must be 1MB or smaller";
