/** spec/shopper §2: share window size in pixels. */
export const SHARE_WINDOW = { width: 550, height: 400 } as const;
/** spec/shopper §2: inline 'Copied' feedback lasts 1.5 s, the toast variant 3 s. */
export const COPIED_INLINE_MS = 1_500;
export const COPIED_TOAST_MS = 3_000;
export const COPIED_TEXT = 'Copied';

export type ShareChannel = 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'sms';

export interface ShareLink {
  readonly channel: ShareChannel;
  readonly label: string;
  readonly href: string;
  /** Opened in a 550x400 window (web share pages) rather than followed (mail and SMS apps). */
  readonly popup: boolean;
}

/** The toast text: 'Copied 2024 MG ZS Excite to your clipboard!'. */
export function copiedToastText(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}

/** spec/shopper §2: Facebook, Twitter (unless hidden), WhatsApp, e-mail and SMS links for a car URL. */
export function shareLinks(url: string, carName: string, hideTwitter: boolean): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${carName} ${url}`);
  const links: ShareLink[] = [
    {
      channel: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      popup: true,
    },
    {
      channel: 'twitter',
      label: 'Share on X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(carName)}`,
      popup: true,
    },
    { channel: 'whatsapp', label: 'Share on WhatsApp', href: `https://wa.me/?text=${text}`, popup: true },
    {
      channel: 'email',
      label: 'Share by email',
      href: `mailto:?subject=${encodeURIComponent(carName)}&body=${text}`,
      popup: false,
    },
    { channel: 'sms', label: 'Share by SMS', href: `sms:?&body=${text}`, popup: false },
  ];
  return hideTwitter ? links.filter((link) => link.channel !== 'twitter') : links;
}

/** window.open features for a share window centred on the screen. */
export function shareWindowFeatures(screenWidth: number, screenHeight: number): string {
  const left = Math.max(0, Math.round((screenWidth - SHARE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((screenHeight - SHARE_WINDOW.height) / 2));
  return `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top},noopener`;
}
