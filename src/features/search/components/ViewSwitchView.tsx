import type { ResultsView } from '../rules/search-state.ts';
import { ToggleButtonsView } from './ToggleButtonsView.tsx';

const OPTIONS = [
  { value: 'list', text: 'List' },
  { value: 'map', text: 'Map' },
] as const;

interface Props {
  view: ResultsView;
  onChoose?: (view: ResultsView) => void;
}

/** List or Map view of the results (spec: map list). Buttons carry data-view for the static script. */
export function ViewSwitchView({ view, onChoose }: Props) {
  return (
    <ToggleButtonsView label="Show results as" options={OPTIONS} value={view} onChoose={onChoose} dataName="view" />
  );
}
