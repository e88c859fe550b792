import type { Part } from '../../../config/parts-schema.ts';

/** A make of the catalogue with the models its parts name, for the search's make and model choices. */
interface PartMake {
  make: string;
  models: string[];
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** The catalogue's makes, each with the models its parts name, in alphabetical order. */
export function partMakes(parts: readonly Pick<Part, 'make' | 'models'>[]): PartMake[] {
  const makes = new Map<string, Set<string>>();
  for (const part of parts) {
    const models = makes.get(part.make) ?? new Set<string>();
    for (const model of part.models) models.add(model);
    makes.set(part.make, models);
  }
  return [...makes]
    .map(([make, models]) => ({ make, models: [...models].sort(byName) }))
    .sort((a, b) => byName(a.make, b.make));
}

/** What a part fits, in words: 'Toyota HiLux, LandCruiser 300', or 'All Toyota models'. */
export function fitsText(part: Pick<Part, 'make' | 'models'>): string {
  return part.models.length === 0 ? `All ${part.make} models` : `${part.make} ${part.models.join(', ')}`;
}
