import { truncate } from '../../../shared/truncate.ts';

/** spec/shopper §9: dealer comments collapse beyond 400 characters. */
export const DEALER_COMMENTS_LIMIT = 400;
/** spec/shopper §9: features shown before 'Show All'. */
export const FEATURES_SHOWN = 8;
/** spec/shopper §2 and §9: key specifications shown before 'Show More' (also model page specifications). */
export const KEY_SPECS_SHOWN = 4;
/** spec (second document) section 9: blog card title, description and model short description limits. */
export const BLOG_TITLE_LIMIT = 80;
export const BLOG_DESCRIPTION_LIMIT = 100;
export const MODEL_SHORT_DESCRIPTION_LIMIT = 75;

export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';

/** Dealer comments as shown: pending text when empty, else the first 400 characters until expanded. */
export interface DealerCommentsView {
  readonly text: string;
  /** True when the comments are longer than the limit (show the expand/collapse control). */
  readonly expandable: boolean;
}

/** spec/shopper §4, §5: dealer comments (plain text; strip HTML before calling) with expand/collapse. */
export function dealerCommentsView(comments: string, expanded: boolean): DealerCommentsView {
  const text = comments.trim();
  if (text === '') return { text: DEALER_COMMENTS_PENDING, expandable: false };
  const expandable = text.length > DEALER_COMMENTS_LIMIT;
  return { text: expanded || !expandable ? text : truncate(text, DEALER_COMMENTS_LIMIT), expandable };
}

/** The first `limit` items and the rest (for 'Show All' / 'Show More' lists). */
export interface SplitList<T> {
  readonly shown: readonly T[];
  readonly hidden: readonly T[];
}

/** spec: features list, 8 shown by default. */
export function splitFeatures<T>(features: readonly T[], limit: number = FEATURES_SHOWN): SplitList<T> {
  return { shown: features.slice(0, limit), hidden: features.slice(limit) };
}

/** A label and its value; null, undefined and blank values count as empty. */
export interface Spec {
  readonly label: string;
  readonly value: string | number | null | undefined;
}

/** spec: key information shows the first 4 non-empty specs, the rest behind Show More. Empty specs are omitted. */
export function splitKeySpecs(specs: readonly Spec[], limit: number = KEY_SPECS_SHOWN): SplitList<Spec> {
  const present = specs.filter(
    (spec) => spec.value !== null && spec.value !== undefined && String(spec.value).trim() !== '',
  );
  return splitFeatures(present, limit);
}
