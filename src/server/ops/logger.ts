/** Fields a log line may carry: identifiers, routes, counts, durations. Never names, phones, e-mails or codes. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

/**
 * An unexpected error's fields for a log line: its class, message and stack, texts the code wrote.
 * Values a request carried never go into an error message, so none reach the log this way.
 */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: 'unknown' };
  return { error: error.name, message: error.message, stack: error.stack };
}

/** One JSON object per line on stdout (info) or stderr (warn, error). */
export function jsonLogger(write: (line: string, level: 'info' | 'warn' | 'error') => void = defaultWrite): Logger {
  const log =
    (level: 'info' | 'warn' | 'error') =>
    (event: string, fields: LogFields = {}) =>
      write(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }), level);
  return { info: log('info'), warn: log('warn'), error: log('error') };
}

function defaultWrite(line: string, level: 'info' | 'warn' | 'error'): void {
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

/** A logger that keeps lines in memory (tests assert that no personal data reaches the logs). */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, ...jsonLogger((line) => lines.push(line)) };
}
