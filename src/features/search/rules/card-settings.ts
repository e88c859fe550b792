import type { Features } from '../../../config/site/features.ts';
import type { CardSettings } from './card-data.ts';

/** Card settings from the tenant's features config at a moment (epoch ms). */
export function cardSettingsOf(features: Features, nowMs: number): CardSettings {
  return {
    tags: features.tags,
    fuelTags: features.fuelTags,
    justArrivedDays: features.justArrivedDays,
    financeButton: features.financeButton,
    reserveButton: features.reserveButton,
    lowerCaseFindSimilar: features.lowerCaseFindSimilar,
    buyOnline: features.buyOnline,
    favourites: features.favourites,
    favouritesUsedOnly: features.favouritesUsedOnly,
    nowMs,
  };
}
