export function mountSearch(root: HTMLElement): void {
  root.dataset['island'] = 'on';
}
