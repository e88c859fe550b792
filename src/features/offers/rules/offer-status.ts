import { dateInWords } from '../../../shared/date-in-words.ts';
import { isPromoLive } from '../../search/rules/promo-placement.ts';

/** The date as the dealer wrote it in promos.json ('2025-07-24T23:59:59+10:00' → '24 July 2025'), whatever the build's time zone. */
export function offerDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (match === null) return iso;
  return dateInWords(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** What an offer page says about the offer's window at `nowMs`, and whether its call to action shows. */
export function offerStatus(
  offer: { start?: string | undefined; expiry?: string | undefined },
  nowMs: number,
): { live: boolean; text: string | null } {
  if (isPromoLive(offer, nowMs))
    return { live: true, text: offer.expiry === undefined ? null : `Offer ends ${offerDate(offer.expiry)}.` };
  if (offer.start !== undefined && nowMs < Date.parse(offer.start))
    return { live: false, text: `Offer starts ${offerDate(offer.start)}.` };
  return { live: false, text: 'This offer has ended.' };
}
