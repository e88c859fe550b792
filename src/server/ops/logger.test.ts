import { describe, expect, it } from 'vitest';
import { errorFields, memoryLogger } from './logger.ts';

describe('errorFields', () => {
  it("carries an error's class, message and stack", () => {
    const error = new TypeError('store.get is not a function');
    expect(errorFields(error)).toEqual({
      error: 'TypeError',
      message: 'store.get is not a function',
      stack: error.stack,
    });
    expect(error.stack).toContain('logger.test.ts');
  });

  it('names a thrown non-error value only as unknown (its content could be anything)', () => {
    expect(errorFields('jane@example.com')).toEqual({ error: 'unknown' });
    expect(errorFields({ phone: '+61412345678' })).toEqual({ error: 'unknown' });
  });

  it('goes into one JSON log line', () => {
    const logger = memoryLogger();
    logger.error('request.failed', { path: '/api/x', ...errorFields(new Error('boom')) });
    const line = JSON.parse(logger.lines[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'error',
      event: 'request.failed',
      path: '/api/x',
      error: 'Error',
      message: 'boom',
    });
    expect(line['stack']).toMatch(/^Error: boom\n\s+at /);
  });
});
