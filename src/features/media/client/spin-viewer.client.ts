import { afterLoad } from '../../vehicle/client/after-load.ts';
import {
  SPIN_AUTO_ROTATE_MS,
  frameAfterDrag,
  frameAfterKey,
  hotspotPosition,
  wrapFrame,
  type HotspotPositions,
} from '../rules/spin-frames.ts';

type Spot = HotspotPositions & { id: string };

/** Wires a [data-spin] root: frame preloading, drag, arrow keys, auto-rotation, fullscreen and hotspots. */
export function wireSpin(root: HTMLElement): void {
  const stage = root.querySelector<HTMLElement>('.spin__stage');
  const image = root.querySelector<HTMLImageElement>('.spin__frame');
  const slider = root.querySelector<HTMLElement>('.spin__drag');
  if (stage === null || image === null || slider === null) return;
  const frames = JSON.parse(root.dataset['frames'] ?? '[]') as string[];
  const spots = JSON.parse(root.dataset['hotspots'] ?? '[]') as Spot[];
  const count = frames.length;
  let frame = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const playButton = root.querySelector<HTMLButtonElement>('[data-spin-play]');

  const hotspotEls = new Map(
    spots.map((spot) => [spot.id, root.querySelector<HTMLElement>(`[data-hotspot="${CSS.escape(spot.id)}"]`)]),
  );
  for (const el of hotspotEls.values()) {
    if (el === null) continue;
    el.style.setProperty('--x', `${el.dataset['x'] ?? 50}%`);
    el.style.setProperty('--y', `${el.dataset['y'] ?? 50}%`);
    const dot = el.querySelector<HTMLButtonElement>('.spin__dot');
    const tip = el.querySelector<HTMLElement>('.spin__tip');
    dot?.addEventListener('click', () => {
      stopByShopper();
      const open = dot.getAttribute('aria-expanded') !== 'true';
      dot.setAttribute('aria-expanded', String(open));
      if (tip) tip.hidden = !open;
    });
  }

  const show = (next: number) => {
    frame = wrapFrame(next, count);
    const src = frames[frame];
    if (src !== undefined) image.src = src;
    slider.setAttribute('aria-valuenow', String(frame + 1));
    slider.setAttribute('aria-valuetext', `Angle ${frame + 1} of ${count}`);
    stage.dataset['frame'] = String(frame);
    for (const spot of spots) {
      const el = hotspotEls.get(spot.id);
      if (!el) continue;
      const position = hotspotPosition(spot, frame);
      el.hidden = position === null;
      if (position === null) continue;
      el.style.setProperty('--x', `${position.x}%`);
      el.style.setProperty('--y', `${position.y}%`);
    }
  };
  let stoppedByShopper = false;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    playButton?.setAttribute('aria-pressed', 'false');
    if (playButton) playButton.textContent = 'Play rotation';
  };
  const stopByShopper = () => {
    stoppedByShopper = true;
    stop();
  };
  const play = () => {
    stop();
    timer = setInterval(() => show(frame + 1), SPIN_AUTO_ROTATE_MS);
    playButton?.setAttribute('aria-pressed', 'true');
    if (playButton) playButton.textContent = 'Pause rotation';
  };

  // Frames load once the page has loaded and the viewer is on screen, so the spinner never competes with the first paint.
  const preload = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    preload.disconnect();
    for (const src of frames.slice(1)) new Image().src = src;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (root.dataset['autorotate'] === 'on' && !reduced && !stoppedByShopper) play();
    else if (timer === undefined) stop();
  });
  afterLoad(() => preload.observe(root));

  let dragStart: { x: number; frame: number } | null = null;
  stage.addEventListener('pointerdown', (event) => {
    if ((event.target as Element).closest('.spin__hotspot')) return;
    stopByShopper();
    dragStart = { x: event.clientX, frame };
    stage.setPointerCapture(event.pointerId);
  });
  stage.addEventListener('pointermove', (event) => {
    if (dragStart !== null) show(frameAfterDrag(dragStart.frame, event.clientX - dragStart.x, count));
  });
  const end = () => (dragStart = null);
  stage.addEventListener('pointerup', end);
  stage.addEventListener('pointercancel', end);
  slider.addEventListener('keydown', (event) => {
    const next = frameAfterKey(frame, event.key, count);
    if (next === null) return;
    event.preventDefault();
    stopByShopper();
    show(next);
  });
  playButton?.addEventListener('click', () =>
    timer === undefined && playButton.getAttribute('aria-pressed') !== 'true' ? play() : stopByShopper(),
  );
  const fullscreen = root.querySelector<HTMLButtonElement>('[data-spin-fullscreen]');
  fullscreen?.addEventListener('click', () => {
    if (document.fullscreenElement === root) void document.exitFullscreen();
    else void root.requestFullscreen?.().catch((error: unknown) => console.warn('fullscreen refused', error));
  });
  document.addEventListener('fullscreenchange', () =>
    fullscreen?.setAttribute('aria-pressed', String(document.fullscreenElement === root)),
  );
}
