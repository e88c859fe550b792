import { generateStock } from './generate-stock.ts';
const loc = (id: number, type: 'sales'|'car-buying', manufacturers: string[] = []) => ({ id, slug: `l${id}`, name: `Loc ${id}`, location_type: type, location_subtype: [], primary: false, visible: true, manufacturers, dealership_id: id, dealership_slug: `d${id}`, dealership_name: 'D', address: { street: '1 A St', city: 'Brisbane', state: 'QLD' as const, postcode: '4000', lat: -27.4, long: 153 }, contact_detail: { phone_all_hours: false, opening_hours: [], special_hours: [] } });
const locations = [loc(1,'sales'), loc(2,'sales',['Toyota']), loc(3,'car-buying')];
for (const n of [20000, 100000, 100000]) {
  const t = performance.now();
  generateStock({ seed: 7, count: n, profile: 'multi-brand', locations, now: new Date('2025-07-10T00:00:00Z') });
  console.log(n, Math.round(performance.now() - t), 'ms', Math.round(process.memoryUsage().heapUsed/1e6), 'MB heap');
}
