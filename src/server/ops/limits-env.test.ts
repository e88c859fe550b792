import { describe, expect, it } from 'vitest';
import { limitsFromEnv } from './limits-env.ts';

describe('limits from the environment', () => {
  it('reads each variable into its limit and leaves the rest to the defaults', () => {
    expect(limitsFromEnv({ WRITES_PER_CLIENT_PER_MINUTE: '50', VERIFY_SENDS_PER_IP_PER_HOUR: '1000' })).toEqual({
      writesPerClientPerMinute: 50,
      sendsPerIpPerHour: 1000,
    });
    expect(limitsFromEnv({})).toEqual({});
  });
  it('refuses a value that is not a positive whole number', () => {
    expect(() => limitsFromEnv({ LOOKUPS_PER_CLIENT_PER_MINUTE: 'lots' })).toThrow(
      'LOOKUPS_PER_CLIENT_PER_MINUTE must be a positive whole number, not "lots"',
    );
    expect(() => limitsFromEnv({ WRITES_PER_TENANT_PER_MINUTE: '0' })).toThrow(/WRITES_PER_TENANT_PER_MINUTE/);
  });
});
