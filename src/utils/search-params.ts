type ParamValue = string | number | boolean | undefined;

/**
 * `current` with `changes` written in, the way the lists keep their search and filters in the
 * address: an empty value, or one equal to its entry in `defaults` ("all", page 1), leaves the
 * address; `true` is written as "1"; an undefined change is no change.
 */
export function withSearchParams(
  current: URLSearchParams,
  changes: Readonly<Record<string, ParamValue>>,
  defaults: Readonly<Record<string, ParamValue>> = {},
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === "" || value === defaults[name]) next.delete(name);
    else next.set(name, value === true ? "1" : String(value));
  }
  return next;
}
