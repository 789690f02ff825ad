/**
 * The port of a transaction-mode pooler on Supabase (Supavisor; its session mode and direct
 * connections use 5432).
 */
const TRANSACTION_POOLER_PORT = "6543";

/**
 * Whether the pool may keep named prepared statements on the server. postgres.js without them
 * sends every query that has parameters twice (once to learn the parameters' types, then to
 * run it), and the server parses and plans it again each time: about a third of a simple
 * request's database work. A transaction-mode pooler hands each transaction to any server
 * connection, where a statement prepared on another does not exist, so there they stay off
 * (Supabase's own advice for such poolers).
 */
export function canPrepareStatements(databaseUrl: string): boolean {
  try {
    return new URL(databaseUrl).port !== TRANSACTION_POOLER_PORT;
  } catch {
    return false;
  }
}
