/** spec: search results page, make list. */
export const MAKES_SHOWN_COLLAPSED = 7;
export const POPULAR_MAKES_COUNT = 20;
export const MODELS_LIMIT = 30;

/** Makes to show: the first 7 unless expanded (show all / hide), plus whether the toggle is needed. */
export function visibleMakes<T>(makes: readonly T[], expanded: boolean): { shown: T[]; hasToggle: boolean } {
  return {
    shown: expanded ? [...makes] : makes.slice(0, MAKES_SHOWN_COLLAPSED),
    hasToggle: makes.length > MAKES_SHOWN_COLLAPSED,
  };
}

/** The popular makes group: the first 20. */
export function popularMakes<T>(makes: readonly T[]): T[] {
  return makes.slice(0, POPULAR_MAKES_COUNT);
}

/** A selected make's model list, at most 30. */
export function visibleModels<T>(models: readonly T[]): T[] {
  return models.slice(0, MODELS_LIMIT);
}
