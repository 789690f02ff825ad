/**
 * Whether `routing` is a US bank routing (ABA) number: nine digits whose check digit holds,
 * the weighted sum 3·d1 + 7·d2 + 1·d3 + 3·d4 + … + 1·d9 being a multiple of 10.
 */
export function isRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(routing[index]), 0);
  return sum % 10 === 0;
}
