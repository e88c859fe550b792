import { describe, expect, it } from 'vitest';
import { profileDetails } from './profile.ts';

describe('personalised finance: pre-fill from the verified profile', () => {
  it('maps the profile onto the finance form fields', () => {
    expect(
      profileDetails({ phone: '0412345678', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' }),
    ).toEqual({ name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '0412345678' });
  });
  it('leaves out what the profile does not hold', () => {
    expect(profileDetails({ phone: '0412345678', first_name: null, email: ' ' })).toEqual({ phone: '0412345678' });
  });
});
