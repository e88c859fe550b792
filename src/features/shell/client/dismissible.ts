/** Hides [data-dismissible] blocks when their [data-dismiss] button is pressed; remembers it for the session. */
export function wireDismissibles(root: ParentNode, storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  for (const block of root.querySelectorAll<HTMLElement>('[data-dismissible]')) {
    const key = `dismissed:${block.dataset['dismissible']}`;
    if (storage.getItem(key)) block.hidden = true;
    block.querySelector('[data-dismiss]')?.addEventListener('click', () => {
      block.hidden = true;
      storage.setItem(key, '1');
    });
  }
}
