/**
 * A list's total counted only so far past the page's start (docs/api.md, Conventions:
 * `totalCapped`), so that every later page stays reachable without counting the whole list.
 * The query counts at most `limit` rows, one past the cap, so that `read` can tell a total of
 * exactly the cap from more.
 */
export function countAhead(offset: number, ahead: number) {
  const cap = offset + ahead;
  return {
    limit: cap + 1,
    read: (counted: number) => ({ total: Math.min(counted, cap), totalCapped: counted > cap }),
  };
}
