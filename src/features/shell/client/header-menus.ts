/**
 * The header's `<details>` menus behave like menus: Escape closes the innermost open one and puts focus back on its
 * toggle; focus moving out of a desktop dropdown or the phone menu (Tab, or a click elsewhere) closes it, so none is
 * left open over the page.
 */
export function wireHeaderMenus(header: HTMLElement): void {
  header.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
    const open = event.target.closest<HTMLDetailsElement>('details[open]');
    if (open === null || !header.contains(open)) return;
    event.preventDefault();
    open.open = false;
    open.querySelector<HTMLElement>(':scope > summary')?.focus();
  });
  for (const menu of header.querySelectorAll<HTMLDetailsElement>('details.dropdown, details.mobile-nav')) {
    // Only when focus lands on something else: a null target is a click on the page, which pointerdown handles
    // (Safari does not focus a clicked summary, so a null here may be the menu's own toggle).
    menu.addEventListener('focusout', (event) => {
      if (event.relatedTarget instanceof Node && !menu.contains(event.relatedTarget)) menu.open = false;
    });
  }
  document.addEventListener('pointerdown', (event) => {
    if (!(event.target instanceof Node)) return;
    for (const menu of header.querySelectorAll<HTMLDetailsElement>('details.dropdown[open], details.mobile-nav[open]'))
      if (!menu.contains(event.target)) menu.open = false;
  });
}
