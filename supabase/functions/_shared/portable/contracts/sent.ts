/** The fields of a contract that hold a time: named `…At`, or one of these. */
type TimeField = `${string}At` | "date" | "scheduledFor" | "responseDeadline";

/**
 * What a handler may hand `c.json` for the wire shape `T`: a `Date` for a time field, which
 * JSON.stringify writes as the ISO 8601 string the contract names. Query rows are typed with it,
 * so the server's rows and the web app's reading are checked against one contract.
 */
export type Sent<T> = T extends readonly (infer U)[]
  ? Sent<U>[]
  : T extends object
    ? { [K in keyof T]: K extends TimeField ? T[K] | Date : Sent<T[K]> }
    : T;
