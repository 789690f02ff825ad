import { createLogger, type Logger } from "vite";

/** What the optimizer says when it pre-bundles a dependency a page imported, not the scan. */
const RUN_TIME_DISCOVERY = /new dependencies optimized|optimized dependencies changed/;

/**
 * A Vite logger that keeps the dev server's warnings and errors, and its news of dependencies
 * found at run time, in `messages` (and prints the warnings and errors as Vite would).
 */
export function recordingLogger() {
  const messages: string[] = [];
  const base = createLogger("info", { allowClearScreen: false });
  const logger: Logger = {
    ...base,
    info(message) {
      if (RUN_TIME_DISCOVERY.test(message)) messages.push(message);
    },
    warn(message, options) {
      messages.push(message);
      base.warn(message, options);
    },
    warnOnce(message, options) {
      messages.push(message);
      base.warnOnce(message, options);
    },
    error(message, options) {
      messages.push(message);
      base.error(message, options);
    },
  };
  return { logger, messages };
}
