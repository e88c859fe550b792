import type { Tenant } from '../../../../config/load-tenant.ts';
import type { Location } from '../../../../config/location-schema.ts';
import { MEDIA_COLOURS, type BodyShape } from './media-names.ts';
import type { Storefront } from './storefront-drawing.ts';

/** Fascia colours of the makes a location sells (its first listed make decides). */
const MAKE_COLOURS: Readonly<Record<string, string>> = {
  Toyota: '#c8102e',
  Mazda: '#1f2328',
  Ford: '#1d3f8f',
  Hyundai: '#002c5f',
  Kia: '#05141f',
  Mitsubishi: '#b1121d',
  Yamaha: '#1b3c8f',
  Isuzu: '#b01c2e',
  Nissan: '#2b2f33',
  Subaru: '#14306b',
  Volkswagen: '#00437a',
};

const LINES: Record<Storefront['kind'], string> = {
  sales: 'Sales',
  service: 'Service Centre',
  parts: 'Parts',
  'car-buying': 'Car Buying Centre',
};

const BIKE_MAKES = new Set(['Yamaha', 'Honda', 'Kawasaki', 'Harley-Davidson', 'Suzuki', 'KTM', 'Ducati']);
const TRUCK_MAKES = new Set(['Isuzu', 'Hino', 'Fuso', 'UD']);

/** What stands on a location's forecourt: bikes at a motorcycle dealer, trucks at a truck centre, RVs at an RV dealer. */
function forecourt(location: Location, specialist: boolean): readonly BodyShape[] {
  const makes = location.manufacturers;
  if (makes.length > 0 && makes.every((m) => BIKE_MAKES.has(m))) return ['motorcycle', 'adventure-bike', 'dirt-bike'];
  if (makes.length > 0 && makes.every((m) => TRUCK_MAKES.has(m))) return ['truck', 'ute-single', 'truck'];
  if (specialist) return ['caravan', 'suv-large', 'camper-trailer'];
  const cars: readonly BodyShape[][] = [
    ['suv', 'hatch', 'ute'],
    ['sedan', 'suv-large', 'wagon'],
    ['ute', 'suv', 'people-mover'],
  ];
  return cars[location.id % cars.length] ?? ['suv', 'hatch', 'ute'];
}

/** The storefront of every location of a tenant, named and coloured for its dealer. */
export function tenantStorefronts(tenant: Tenant): Storefront[] {
  const specialist = tenant.site.stock.type === 'generated' && tenant.site.stock.profile === 'specialist';
  const paints = Object.values(MEDIA_COLOURS);
  return tenant.locations.map((location) => ({
    tenant: tenant.slug,
    locationId: location.id,
    kind: location.location_type,
    sign: location.dealership_name,
    line: LINES[location.location_type],
    pylon: location.manufacturers[0] ?? location.dealership_name.split(' ')[0] ?? '',
    colour: MAKE_COLOURS[location.manufacturers[0] ?? ''] ?? tenant.site.branding.primaryColor,
    forecourt: forecourt(location, specialist).map(
      (shape, i) => [shape, paints[(location.id * 3 + i) % paints.length] ?? '#f4f5f7'] as const,
    ),
  }));
}
