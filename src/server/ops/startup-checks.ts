/** Shortest FUNCTIONS_SECRET accepted: it keys code HMACs, session and rate-limit hashes. */
export const MIN_SECRET_LENGTH = 32;

/** A configured server secret, or a refusal to start: a short secret is never silently replaced. */
export function checkedSecret(value: string): string {
  if (value.length < MIN_SECRET_LENGTH)
    throw new Error(
      `FUNCTIONS_SECRET must be at least ${MIN_SECRET_LENGTH} characters (it has ${value.length}); refusing to start.`,
    );
  return value;
}

/** Production never writes verification codes to the plain-text development outbox. */
export function checkSmsGateway(env: Record<string, string | undefined>): void {
  if (env['NODE_ENV'] === 'production' && !env['SMS_GATEWAY_URL']) {
    throw new Error(
      'NODE_ENV=production needs SMS_GATEWAY_URL: verification codes are not written to the development outbox in production; refusing to start.',
    );
  }
}

/** Development routes (the SMS outbox) only when the environment says so explicitly. */
export const isDevelopment = (env: Record<string, string | undefined>): boolean =>
  env['NODE_ENV'] === 'development' || env['NODE_ENV'] === 'test';
