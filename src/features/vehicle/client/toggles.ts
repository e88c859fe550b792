/**
 * Show More / Show Less style toggles: a button with [data-toggle] and aria-controls naming the
 * element(s) (space separated ids) to show or hide; [data-more] and [data-less] hold the button texts.
 * A target with [data-swap] swaps with its sibling [data-swap] element instead (short ↔ full text).
 */
export function wireToggles(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-toggle]')) {
    button.addEventListener('click', () => {
      const expanded = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(expanded));
      for (const id of (button.getAttribute('aria-controls') ?? '').split(/\s+/)) {
        const target = id ? document.getElementById(id) : null;
        if (target) target.hidden = target.dataset['collapsed'] === 'true' ? expanded : !expanded;
      }
      const label = expanded ? button.dataset['less'] : button.dataset['more'];
      if (label !== undefined) button.textContent = label;
    });
  }
}
