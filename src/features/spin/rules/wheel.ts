import type { SpinCampaign } from '../../../config/site/spin-to-win.ts';

/** One slice of the wheel: a prize (`won`) or the campaign's 'no prize' slice. */
export interface WheelSlice {
  label: string;
  weight: number;
  won: boolean;
}

/** The wheel's slices in drawing order (clockwise from the pointer): the prizes, then the 'no prize' slice if any. */
export function wheelSlices(campaign: Pick<SpinCampaign, 'prizes' | 'noPrize'>): WheelSlice[] {
  const prizes = campaign.prizes.map((p) => ({ label: p.label, weight: p.weight, won: true }));
  return campaign.noPrize ? [...prizes, { ...campaign.noPrize, won: false }] : prizes;
}

/** A slice's chance as the page states it: weight / total as a percentage ('25%', '12.5%'). */
export function sliceChance(slices: readonly Pick<WheelSlice, 'weight'>[], index: number): string {
  const total = slices.reduce((sum, s) => sum + s.weight, 0);
  const weight = slices[index]?.weight ?? 0;
  if (weight === 0) return 'no chance';
  const percent = (weight / total) * 100;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}
