// node scripts/typesense-index.ts --tenant=<slug> [--collection=<name>]
// Creates the tenant's Typesense collection (facet and sort fields, custom_rank), indexes its stock
// (bad records reported and skipped) and prints a scoped search-only key with the stock filter.
// Environment: TYPESENSE_URL (e.g. http://localhost:8108), TYPESENSE_API_KEY (admin),
// TYPESENSE_SEARCH_KEY (a search-only key to scope; optional).
import { loadTenant } from '../src/config/load-tenant.ts';
import { indexStock, recreateCollection } from '../src/features/search/build/typesense/indexer.ts';
import { scopedSearchKey, stockFilterBy } from '../src/features/search/build/typesense/scoped-key.ts';
import { readStockRecords } from '../src/features/stock/build/load-stock.ts';
import { parseArgs } from './lib/args.ts';

const { options } = parseArgs(process.argv.slice(2));
const slug = options.get('tenant');
const url = process.env.TYPESENSE_URL;
const apiKey = process.env.TYPESENSE_API_KEY;
if (typeof slug !== 'string' || !url || !apiKey) {
  console.error(
    'Usage: TYPESENSE_URL=... TYPESENSE_API_KEY=... node scripts/typesense-index.ts --tenant=<slug> [--collection=<name>]',
  );
  process.exit(2);
}
const tenant = loadTenant(slug);
const engine = tenant.site.search.engine;
const collectionOption = options.get('collection');
const collection =
  typeof collectionOption === 'string'
    ? collectionOption
    : engine.type === 'typesense'
      ? engine.collection
      : `cars_${slug}`;
const records = await readStockRecords(tenant);
const dealershipNames = Object.fromEntries(tenant.locations.map((l) => [l.dealership_slug, l.dealership_name]));
const indexer = { url, apiKey, collection, dealershipNames };
await recreateCollection(indexer);
const report = await indexStock(records, indexer);
for (const bad of report.skipped)
  console.warn(`skipped record ${bad.index} (id ${String(bad.id ?? '?')}): ${bad.problems.join('; ')}`);
console.log(`${collection}: ${report.imported} indexed, ${report.skipped.length} skipped`);
const searchKey = process.env.TYPESENSE_SEARCH_KEY;
if (searchKey) {
  const filter = stockFilterBy(Math.floor(Date.now() / 1000), tenant.site.include_sold_cars_days);
  console.log(`scoped search key (filter ${filter}):\n${scopedSearchKey(searchKey, { filter_by: filter })}`);
}
