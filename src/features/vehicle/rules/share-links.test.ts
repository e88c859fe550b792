import { describe, expect, it } from 'vitest';
import { COPIED_INLINE_MS, COPIED_TOAST_MS, copiedToastText, shareLinks, shareWindowFeatures } from './share-links.ts';

describe('share', () => {
  const url = 'https://www.example.com.au/cars/2024-mg-zs-10072';
  it('offers Facebook, Twitter, WhatsApp, email and SMS, Twitter unless hidden', () => {
    expect(shareLinks(url, '2024 MG ZS', false).map((link) => link.channel)).toEqual([
      'facebook',
      'twitter',
      'whatsapp',
      'email',
      'sms',
    ]);
    expect(shareLinks(url, '2024 MG ZS', true).map((link) => link.channel)).toEqual([
      'facebook',
      'whatsapp',
      'email',
      'sms',
    ]);
    expect(shareLinks(url, '2024 MG ZS', false)[0]?.href).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
  });
  it('opens a 550x400 window', () => {
    expect(shareWindowFeatures(1366, 900)).toBe('width=550,height=400,left=408,top=250,noopener');
  });
  it("says 'Copied' for 1.5 s or toasts for 3 s", () => {
    expect(COPIED_INLINE_MS).toBe(1500);
    expect(COPIED_TOAST_MS).toBe(3000);
    expect(copiedToastText('2024 MG ZS Excite')).toBe('Copied 2024 MG ZS Excite to your clipboard!');
  });
});
