import { RE2JS } from "re2js";

/**
 * The admins' `pattern` rule for text answers (profile fields). JavaScript's RegExp backtracks:
 * `^(a+)+$` against 30 characters takes seconds and blocks the whole process (or the
 * partner's browser tab). So patterns run on RE2 (re2js), whose matching time grows with the
 * pattern's compiled size times the answer's length and never exponentially, in the browser
 * and in the API alike; the size is capped on save and answers are capped by
 * CUSTOM_TEXT_MAX_LENGTH, so one check costs at most a few hundred milliseconds.
 */

export const MAX_PATTERN_LENGTH = 200;
/** RE2's compiled instructions; `{n}` repeats count n times. Real patterns need a few dozen. */
export const MAX_PATTERN_PROGRAM_SIZE = 200;

export const PATTERN_MESSAGES = {
  invalid: "Please enter a valid pattern",
  unsupported: "Patterns cannot use lookarounds or backreferences",
  tooLong: `A pattern can be at most ${MAX_PATTERN_LENGTH} characters`,
  tooComplex: "This pattern is too complex",
} as const;

function compile(pattern: string): RE2JS | string {
  if (pattern.length > MAX_PATTERN_LENGTH) return PATTERN_MESSAGES.tooLong;
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(pattern);
  } catch (error) {
    if (/too large/i.test(String(error))) return PATTERN_MESSAGES.tooComplex;
    return /\(\?<?[=!]|\\[1-9]|\\k</.test(pattern)
      ? PATTERN_MESSAGES.unsupported
      : PATTERN_MESSAGES.invalid;
  }
  return compiled.programSize() > MAX_PATTERN_PROGRAM_SIZE ? PATTERN_MESSAGES.tooComplex : compiled;
}

/** Why an admin cannot save this pattern, or undefined when it can run safely. */
export function patternProblem(pattern: string): string | undefined {
  const compiled = compile(pattern);
  return typeof compiled === "string" ? compiled : undefined;
}

const compiledPatterns = new Map<string, RE2JS | undefined>();

/**
 * Whether `text` contains a match of `pattern` (RegExp's `test`: anchor with ^ and $ to match
 * all of it). A stored pattern that cannot run safely (saved before these checks) checks
 * nothing, as an invalid one always has: the partner is not blocked by the admin's mistake.
 */
export function matchesPattern(pattern: string, text: string): boolean {
  if (!compiledPatterns.has(pattern)) {
    if (compiledPatterns.size >= 100) compiledPatterns.clear();
    const compiled = compile(pattern);
    compiledPatterns.set(pattern, typeof compiled === "string" ? undefined : compiled);
  }
  const compiled = compiledPatterns.get(pattern);
  return compiled === undefined || compiled.matcher(text).find();
}
