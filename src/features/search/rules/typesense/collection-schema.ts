/** A Typesense collection field (documented shape: name, type, facet, optional, sort). */
export interface TypesenseField {
  name: string;
  type: 'string' | 'string[]' | 'int32' | 'int64' | 'float' | 'bool';
  facet?: boolean;
  optional?: boolean;
  sort?: boolean;
}

export interface TypesenseCollectionSchema {
  name: string;
  fields: TypesenseField[];
  /** spec: search service sorted by custom rank descending. */
  default_sorting_field: string;
}

const facet = (name: string, type: TypesenseField['type'] = 'string'): TypesenseField => ({
  name,
  type,
  facet: true,
  optional: true,
});
const sortable = (name: string, type: TypesenseField['type'] = 'int64'): TypesenseField => ({
  name,
  type,
  sort: true,
  optional: true,
});

/**
 * The cars collection: the search state's facets (spec/shopper §3) as facet fields, the sort
 * options' fields sortable, custom_rank the default sort, and the stock rule's fields
 * (status, sold_date_timestamp, show_on_dealer_website) filterable for the scoped key.
 */
export function carsCollectionSchema(name: string): TypesenseCollectionSchema {
  return {
    name,
    default_sorting_field: 'custom_rank',
    fields: [
      { name: 'name', type: 'string' },
      { name: 'slug', type: 'string', optional: true },
      { name: 'stocknum', type: 'string', optional: true },
      { name: 'vin', type: 'string', optional: true },
      facet('make'),
      facet('model'),
      facet('make_model'),
      facet('badge'),
      facet('car_type'),
      facet('body'),
      facet('colour'),
      facet('drive'),
      facet('fuel'),
      facet('transmission'),
      facet('state'),
      facet('city'),
      facet('location_name'),
      facet('dealership_name'),
      facet('dealership_slug'),
      facet('tag'),
      facet('item_type'),
      facet('status'),
      facet('price_range'),
      facet('weekly_price_range'),
      facet('certified', 'bool'),
      facet('filtered_features', 'string[]'),
      facet('categories', 'string[]'),
      { ...facet('seats', 'int32') },
      { ...facet('year', 'int32'), sort: true },
      { ...facet('km', 'int64'), sort: true },
      { ...facet('price', 'int64'), sort: true },
      { ...facet('subscription_price', 'int64'), sort: true },
      { ...facet('created_at_timestamp', 'int64'), sort: true },
      sortable('weekly_price', 'float'),
      sortable('sold_date_timestamp'),
      { name: 'custom_rank', type: 'int32', sort: true },
      { name: 'location_id', type: 'int32', facet: true, optional: true },
      { name: 'show_on_dealer_website', type: 'bool', facet: true },
      { name: 'reserved', type: 'bool', optional: true },
      { name: 'preorder', type: 'bool', optional: true },
      { name: 'primary_image_url', type: 'string', optional: true },
      { name: 'thumb_url', type: 'string', optional: true },
      { name: 'before_price', type: 'int64', optional: true },
      { name: 'images_count', type: 'int32', optional: true },
    ],
  };
}
