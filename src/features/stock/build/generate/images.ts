import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { frameYaw, SPIN_YAW_BY_ANGLE } from './spin-geometry.ts';
import { HERO_HEIGHTS, HERO_THEME_NAMES, heroSvg } from './hero-drawing.ts';
import { interiorSvg } from './interior-drawing.ts';
import {
  BODY_SHAPES,
  INTERIOR_TONES,
  MEDIA_COLOURS,
  MEDIA_COLOUR_NAMES,
  SLIDE_COUNT,
  SLIDE_WIDTHS,
  SPIN_COLOUR,
  SPIN_FRAMES,
  SPIN_WIDTH,
  STILL_ANGLES,
  STILL_WIDTHS,
  STOREFRONT_WIDTHS,
  heroFile,
  interiorFile,
  slideFile,
  spinFile,
  stillFile,
  storefrontFile,
} from './media-names.ts';
import { slideSvg } from './scene-drawing.ts';
import { storefrontSvg, type Storefront } from './storefront-drawing.ts';
import { vehicleSvg } from './vehicle-drawing.ts';

/** One drawing and the widths it is written at. */
interface MediaJob {
  svg: () => string;
  files: { file: string; width: number }[];
}

/** Every demo image: vehicle stills, spin frames, interior views, the given storefronts, hero and slide pictures. */
export function mediaJobs(storefronts: readonly Storefront[]): MediaJob[] {
  const jobs: MediaJob[] = [];
  for (const shape of BODY_SHAPES) {
    for (const colour of MEDIA_COLOUR_NAMES) {
      for (const angle of STILL_ANGLES) {
        jobs.push({
          svg: () => vehicleSvg(shape, MEDIA_COLOURS[colour], SPIN_YAW_BY_ANGLE[angle] ?? 0),
          files: STILL_WIDTHS.map((width) => ({ file: stillFile(shape, colour, angle, width), width })),
        });
      }
    }
    for (let frame = 0; frame < SPIN_FRAMES; frame++) {
      jobs.push({
        svg: () => vehicleSvg(shape, MEDIA_COLOURS[SPIN_COLOUR], frameYaw(frame, SPIN_FRAMES)),
        files: [{ file: spinFile(shape, frame), width: SPIN_WIDTH }],
      });
    }
  }
  for (const tone of INTERIOR_TONES) {
    jobs.push({
      svg: () => interiorSvg(tone),
      files: STILL_WIDTHS.map((width) => ({ file: interiorFile(tone, width), width })),
    });
  }
  for (const store of storefronts) {
    const files = STOREFRONT_WIDTHS.map((width) => ({
      file: storefrontFile(store.tenant, store.locationId, width),
      width,
    }));
    jobs.push({ svg: () => storefrontSvg(store), files });
  }
  for (const theme of HERO_THEME_NAMES) {
    for (const height of HERO_HEIGHTS) {
      jobs.push({
        svg: () => heroSvg(theme, height),
        files: SLIDE_WIDTHS.map((width) => ({ file: heroFile(theme, width, height), width })),
      });
    }
  }
  for (let n = 1; n <= SLIDE_COUNT; n++) {
    jobs.push({ svg: () => slideSvg(n), files: SLIDE_WIDTHS.map((width) => ({ file: slideFile(n, width), width })) });
  }
  return jobs;
}

/**
 * Writes every missing demo image to outDir as WebP (existing files are kept, so a second run
 * does nothing). Returns how many files were written and how many already existed; `onWritten` hears of
 * each file written (how many so far, of how many missing).
 */
export async function writeMedia(
  outDir: string,
  storefronts: readonly Storefront[],
  onWritten?: (written: number, missing: number) => void,
): Promise<{ written: number; skipped: number }> {
  const concurrency = 8;
  mkdirSync(outDir, { recursive: true });
  const jobs = mediaJobs(storefronts);
  const pending = jobs.map((job) => ({ ...job, files: job.files.filter((f) => !existsSync(join(outDir, f.file))) }));
  const total = pending.reduce((sum, job) => sum + job.files.length, 0);
  const todo = pending.filter((job) => job.files.length > 0);
  const skipped = jobs.reduce((sum, job) => sum + job.files.length, 0) - total;
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++];
      if (!job) return;
      const svg = Buffer.from(job.svg());
      // sharp renders an SVG straight at the target width.
      for (const { file, width } of job.files) {
        const effort = webpEffort(file, width);
        await sharp(svg, { density: 72 }).resize({ width }).webp({ quality: 74, effort }).toFile(join(outDir, file));
        onWritten?.(++written, total);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { written: total, skipped };
}

/**
 * WebP effort for a file: 4 (files about half the size of effort 0, twice the time) for the pictures a page
 * shows first and waits for (a car's first photo, a location's storefront, the home slides: the largest
 * paint); effort 1, or 0 at 1024 px and wider, for the rest, which keeps first start's generation time.
 */
export function webpEffort(file: string, width: number): number {
  if (/^(hero|slide)-/.test(file) || /-1-\d+\.webp$/.test(file)) return 4;
  return width >= 1024 ? 0 : 1;
}
