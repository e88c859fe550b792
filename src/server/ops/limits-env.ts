import type { Limits } from '../deps.ts';

/** Environment variables that override a limit (a positive integer each); unset keeps the default. */
const LIMIT_VARIABLES = {
  VERIFY_SENDS_PER_IP_PER_HOUR: 'sendsPerIpPerHour',
  WRITES_PER_CLIENT_PER_MINUTE: 'writesPerClientPerMinute',
  WRITES_PER_TENANT_PER_MINUTE: 'writesPerTenantPerMinute',
  LOOKUPS_PER_CLIENT_PER_MINUTE: 'lookupsPerClientPerMinute',
} as const satisfies Record<string, keyof Limits>;

/** The limits the environment raises or lowers (e.g. the load bench); an invalid value is an error, not a silent default. */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Partial<Limits> {
  const limits: Partial<Limits> = {};
  for (const [name, limit] of Object.entries(LIMIT_VARIABLES)) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value <= 0)
      throw new Error(`${name} must be a positive whole number, not "${text}"`);
    limits[limit] = value;
  }
  return limits;
}
