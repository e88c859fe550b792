import type { StaticSearchModel } from '../rules/static-model.ts';
import { SORT_LABELS } from '../rules/sort-labels.ts';
import type { SortOption } from '../../../config/site/search.ts';
import { CurrentRefinementsView } from './CurrentRefinementsView.tsx';
import { EmptyStateView } from './EmptyStateView.tsx';
import { FacetDropdownView } from './FacetDropdownView.tsx';
import { FacetListView } from './FacetListView.tsx';
import { FilterPanelView } from './FilterPanelView.tsx';
import { LocationFilterView } from './LocationFilterView.tsx';
import { MakeListView } from './MakeListView.tsx';
import { PaginationView } from './PaginationView.tsx';
import { PriceDisplayToggleView } from './PriceDisplayToggleView.tsx';
import { RangeSliderView } from './RangeSliderView.tsx';
import { ResultsGridView } from './ResultsGridView.tsx';
import { SearchBoxView } from './SearchBoxView.tsx';
import { SearchLayoutView } from './SearchLayoutView.tsx';
import { SortSelectView } from './SortSelectView.tsx';
import { StatsView } from './StatsView.tsx';
import { ViewSwitchView } from './ViewSwitchView.tsx';
import { formatSliderValue } from './slider-format.ts';
import type { StockNoun } from '../rules/stock-noun.ts';

interface Props {
  model: StaticSearchModel;
  query: string;
  sortOptions: readonly SortOption[];
  offers: boolean;
  priceDisplayChoice: boolean;
  /** The tenant has a tile server: the List / Map switch shows. */
  mapView: boolean;
  location: { place: string; radius: number; active: boolean };
  noun: StockNoun;
}

/** The prerendered search page: the same views as the island, with links instead of handlers. */
export function SearchStaticView({
  model,
  query,
  sortOptions,
  offers,
  priceDisplayChoice,
  mapView,
  location,
  noun,
}: Props) {
  const makes = model.lists.find((list) => list.attribute === 'make');
  const models = model.lists.find((list) => list.attribute === 'model');
  const others = model.lists.filter((list) => list.attribute !== 'make' && list.attribute !== 'model');
  return (
    <SearchLayoutView
      searchBox={<SearchBoxView value={query} />}
      count={model.count}
      noun={noun}
      filters={
        <FilterPanelView highestPriceHref={model.highestPriceHref}>
          {makes !== undefined && (
            <FacetDropdownView
              attribute="make"
              label={makes.label}
              refinedCount={makes.items.filter((i) => i.isRefined).length}
              open
            >
              <MakeListView makes={makes.items} models={models?.items ?? []} expanded={false} />
            </FacetDropdownView>
          )}
          {model.sliders.map((slider) => (
            <RangeSliderView
              key={slider.attribute}
              attribute={slider.attribute}
              label={slider.label}
              bounds={slider.bounds}
              value={slider.value}
              format={formatSliderValue(slider.attribute)}
            />
          ))}
          {others.map((list) => (
            <FacetDropdownView
              key={list.attribute}
              attribute={list.attribute}
              label={list.label}
              refinedCount={list.items.filter((i) => i.isRefined).length}
            >
              <FacetListView items={list.items} />
            </FacetDropdownView>
          ))}
          <FacetDropdownView attribute="location" label="Distance" refinedCount={location.active ? 1 : 0}>
            <LocationFilterView
              place={location.place}
              radius={location.radius}
              suggestions={[]}
              error={null}
              active={location.active}
            />
          </FacetDropdownView>
        </FilterPanelView>
      }
      toolbar={
        <>
          <StatsView count={model.count} noun={noun} />
          <SortSelectView
            options={sortOptions.map((value) => ({ value, label: SORT_LABELS[value] }))}
            value={model.sortBy}
          />
          {priceDisplayChoice && <PriceDisplayToggleView choice="cash" />}
          {mapView && <ViewSwitchView view="list" />}
        </>
      }
      refinements={<CurrentRefinementsView chips={model.chips} clearHref={model.clearHref} />}
      results={
        model.slots.length === 0 ? (
          <EmptyStateView offers={offers} clearHref={model.clearHref} />
        ) : (
          <ResultsGridView slots={model.slots} />
        )
      }
      pagination={
        <PaginationView page={model.page} nbPages={model.nbPages} hrefOf={(page) => model.pageHrefs[page] ?? '#'} />
      }
    />
  );
}
