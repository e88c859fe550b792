import { elementsWith } from './page-text.ts';

/** Labels that state a vehicle price is the single total price (ACL s48) or what it leaves out. */
export const PRICE_LABELS = ['Drive Away', 'excl. government charges'] as const;
export const PRICE_RULE = 'single-price';
export const ON_ROAD_RULE = 'nsw-on-road-costs';

/** Every vehicle price paragraph (`<p data-price>`) showing dollars must carry one of PRICE_LABELS (ACL s48, component pricing). */
export function priceProblems(html: string): string[] {
  const problems: string[] = [];
  for (const element of elementsWith(html, ' data-price', 'p')) {
    const text = element.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    const amount = /\$[\d,]+/.exec(text);
    if (amount && !PRICE_LABELS.some((label) => text.includes(label)))
      problems.push(`vehicle price ${amount[0]} is shown without 'Drive Away' or 'excl. government charges'`);
  }
  return problems;
}

/** NSW: dealers must not advertise 'on road costs' (NSW Fair Trading: price excl. government charges instead). */
export function onRoadProblems(text: string, nsw: boolean): string[] {
  return nsw && /on[\s-]road costs/i.test(text)
    ? ["the phrase 'on road costs' is used on a site with a NSW location"]
    : [];
}
