import { describe, expect, it } from 'vitest';
import { keptValues } from './form-draft.ts';

describe('form drafts kept for Back (decision 14)', () => {
  it('keeps filled text and every checkbox', () => {
    expect(keptValues({ name: 'Alice', last_name: '', opt_in: false, subscribe: true, location_id: '3' })).toEqual({
      name: 'Alice',
      opt_in: false,
      subscribe: true,
      location_id: '3',
    });
  });

  it('never keeps the verification code or the honeypot', () => {
    expect(keptValues({ code: '123456', website: 'http://spam.example', email: 'a@b.co' })).toEqual({
      email: 'a@b.co',
    });
  });
});
