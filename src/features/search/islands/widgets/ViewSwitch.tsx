import { useStore } from '@nanostores/react';
import { useInstantSearch } from 'react-instantsearch-core';
import { ViewSwitchView } from '../../components/ViewSwitchView.tsx';
import { $resultsView } from '../results-view-store.ts';
import type { ResultsView } from '../../rules/search-state.ts';

/** List / Map switch: the view lives outside InstantSearch; an unchanged UiState makes the router write it to the URL. */
export function ViewSwitch() {
  const { setIndexUiState } = useInstantSearch();
  const choose = (view: ResultsView) => {
    setIndexUiState((previous) => ({ ...previous }));
    $resultsView.set(view);
  };
  return <ViewSwitchView view={useStore($resultsView)} onChoose={choose} />;
}
