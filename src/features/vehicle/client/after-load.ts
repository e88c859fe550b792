/** Runs `then` once the page has loaded and the browser is idle (at most 2 s after the load event). */
export function afterLoad(then: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => then(), { timeout: 2000 })
      : setTimeout(then, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
