import { describe, expect, it } from 'vitest';
import { loadTenant } from '../../../config/load-tenant.ts';
import { brandOverview } from './brand-overview.ts';

describe('brand overview', () => {
  it("gathers a franchise make's model pages, its models in stock and the sales locations that carry it", () => {
    const { models, locations } = loadTenant('coastal-toyota');
    const overview = brandOverview('Toyota', { models, locations, stockModels: ['RAV4', 'Corolla', 'HiLux'] });
    expect(overview.modelPages.map((model) => model.slug)).toEqual(
      models.filter((model) => model.make === 'Toyota').map((model) => model.slug),
    );
    expect(overview.modelPages.length).toBeGreaterThan(0);
    expect(overview.modelsInStock).toEqual(['Corolla', 'HiLux', 'RAV4']);
    expect(overview.locations.length).toBeGreaterThan(0);
    expect(
      overview.locations.every(
        (location) => location.location_type === 'sales' && location.manufacturers.includes('Toyota'),
      ),
    ).toBe(true);
  });
  it('matches make names without regard to case, and finds nothing for a make no one sells', () => {
    const { models, locations } = loadTenant('harbourside');
    expect(brandOverview('mazda', { models, locations, stockModels: [] }).locations.map((l) => l.slug)).toEqual(
      locations.filter((l) => l.location_type === 'sales' && l.manufacturers.includes('Mazda')).map((l) => l.slug),
    );
    expect(brandOverview('Lada', { models, locations, stockModels: [] }).locations).toEqual([]);
  });
});
