/**
 * The five-field cron expressions pg_cron takes (minute, hour, day of month, month, day of
 * week; `*`, numbers, `a-b` ranges, `/n` steps and `,` lists), read in UTC as pg_cron does on
 * Supabase. Names (JAN, MON) and pg_cron's seconds syntax are not supported.
 */

const FIELDS = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 7 },
] as const;

export interface CronExpression {
  matches(time: Date): boolean;
}

function parseField(text: string, min: number, max: number): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`invalid cron field "${text}"`);
    const [, all, from, to, step] = match;
    const start = all === "*" ? min : Number(from);
    const end = all === "*" ? max : to !== undefined ? Number(to) : step ? max : start;
    const by = step ? Number(step) : 1;
    if (start < min || end > max || start > end || by < 1) {
      throw new Error(`cron field "${text}" is out of range ${min}-${max}`);
    }
    for (let value = start; value <= end; value += by) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): CronExpression {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`"${expression}" is not a five-field cron expression`);
  const [minutes, hours, days, months, weekdays] = parts.map((part, i) =>
    parseField(part, FIELDS[i]?.min ?? 0, FIELDS[i]?.max ?? 0),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (weekdays.has(7)) weekdays.add(0);
  const anyDay = parts[2] === "*";
  const anyWeekday = parts[4] === "*";
  return {
    matches(time) {
      if (!minutes.has(time.getUTCMinutes()) || !hours.has(time.getUTCHours())) return false;
      if (!months.has(time.getUTCMonth() + 1)) return false;
      const day = days.has(time.getUTCDate());
      const weekday = weekdays.has(time.getUTCDay());
      // Cron's rule: when both day fields are restricted, either one matching is enough.
      if (!anyDay && !anyWeekday) return day || weekday;
      return day && weekday;
    },
  };
}
