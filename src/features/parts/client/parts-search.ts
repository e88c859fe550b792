import { matchesPart, partQueryFrom, type PartQuery, type SearchablePart } from '../rules/part-search.ts';

const FIELDS = ['q', 'make', 'model'] as const;

/** A prerendered result and the part it shows (read back from its data attributes). */
function resultsOf(list: HTMLElement): { item: HTMLElement; part: SearchablePart }[] {
  return [...list.querySelectorAll<HTMLElement>('li[data-part-number]')].map((item) => ({
    item,
    part: {
      part_number: item.dataset['partNumber'] ?? '',
      description: item.dataset['description'] ?? '',
      make: item.dataset['make'] ?? '',
      models: JSON.parse(item.dataset['models'] ?? '[]') as string[],
      category: item.dataset['category'] ?? '',
    },
  }));
}

function countText(shown: number, total: number, query: PartQuery): string {
  if (!query.q && !query.make && !query.model) return `Showing all ${total} parts`;
  if (shown === 0) return 'No parts found';
  return `${shown} of ${total} parts match`;
}

/**
 * /parts/search in the browser: filters the prerendered catalogue by the GET form as the shopper types or
 * chooses, and keeps the URL (?q=&make=&model=) in step. Decision 14: a search submitted before this ran arrives
 * as the URL and fills the form; what was typed or chosen before it ran is kept and applied.
 */
export function wirePartsSearch(root: Document): void {
  const form = root.querySelector<HTMLFormElement>('form[data-parts-search]');
  const list = root.querySelector<HTMLElement>('[data-parts-results]');
  const count = root.querySelector<HTMLElement>('[data-parts-count]');
  const empty = root.querySelector<HTMLElement>('[data-parts-empty]');
  if (!form || !list || !count || !empty) return;
  const q = form.elements.namedItem('q');
  const makeSelect = form.elements.namedItem('make');
  const modelSelect = form.elements.namedItem('model');
  if (!(q instanceof HTMLInputElement && makeSelect instanceof HTMLSelectElement)) return;
  if (!(modelSelect instanceof HTMLSelectElement)) return;
  const controls = { q, make: makeSelect, model: modelSelect };
  const linked = partQueryFrom(new URLSearchParams(root.location.search));
  for (const name of FIELDS) if (controls[name].value === '') controls[name].value = linked[name];
  const results = resultsOf(list);

  const apply = () => {
    const make = controls.make.value;
    // Models of the chosen make only; a model of another make is dropped.
    for (const group of form.querySelectorAll<HTMLOptGroupElement>('optgroup[data-make]'))
      group.hidden = make !== '' && group.dataset['make'] !== make;
    const chosen = controls.model.selectedOptions[0]?.parentElement;
    if (chosen instanceof HTMLOptGroupElement && chosen.hidden) controls.model.value = '';
    const query: PartQuery = { q: controls.q.value.trim(), make, model: controls.model.value };
    let shown = 0;
    for (const { item, part } of results) {
      const match = matchesPart(part, query);
      item.hidden = !match;
      if (match) shown++;
    }
    count.textContent = countText(shown, results.length, query);
    empty.hidden = shown > 0;
    const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''));
    const url = params.size > 0 ? `?${params}` : root.location.pathname;
    if (url !== `${root.location.search || root.location.pathname}`) history.replaceState(history.state, '', url);
  };
  form.addEventListener('input', apply);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  apply();
}
