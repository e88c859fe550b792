/** Wires arrows and dots of every [data-carousel] under root to its scrolling track. */
export function enhanceCarousels(root: ParentNode): void {
  for (const carousel of root.querySelectorAll<HTMLElement>('[data-carousel]:not([data-ready])')) {
    carousel.dataset['ready'] = '';
    const track = carousel.querySelector<HTMLElement>('[data-track]');
    if (!track) continue;
    const prev = carousel.querySelector<HTMLButtonElement>('[data-prev]');
    const next = carousel.querySelector<HTMLButtonElement>('[data-next]');
    const dots = [...carousel.querySelectorAll<HTMLButtonElement>('[data-dot]')];
    const slides = () => [...track.children] as HTMLElement[];
    const current = () => {
      const left = track.scrollLeft;
      let best = 0;
      slides().forEach((s, i) => {
        if (
          Math.abs(s.offsetLeft - track.offsetLeft - left) <
          Math.abs((slides()[best]?.offsetLeft ?? 0) - track.offsetLeft - left)
        )
          best = i;
      });
      return best;
    };
    const go = (index: number) => {
      const target = slides()[Math.max(0, Math.min(index, slides().length - 1))];
      if (target) track.scrollTo({ left: target.offsetLeft - track.offsetLeft });
    };
    const update = () => {
      const i = current();
      const max = track.scrollWidth - track.clientWidth;
      if (prev) prev.disabled = track.scrollLeft <= 1;
      if (next) next.disabled = track.scrollLeft >= max - 1;
      for (const [n, dot] of dots.entries()) dot.setAttribute('aria-current', String(n === i));
    };
    prev?.addEventListener('click', () => go(current() - 1));
    next?.addEventListener('click', () => go(current() + 1));
    for (const [n, dot] of dots.entries()) dot.addEventListener('click', () => go(n));
    track.addEventListener('scroll', () => requestAnimationFrame(update), { passive: true });
    // After the browser's own layout (no forced layout while the page loads), and again on every resize.
    new ResizeObserver(update).observe(track);
  }
}
