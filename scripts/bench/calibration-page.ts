import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export const CALIBRATION_SLUG = 'calibration';
const HERO_BYTES = 80 * 1024;
const WIDTH = 1200;
const HEIGHT = 675;

/** Deterministic noisy gradient pixels, so JPEG cannot squeeze the hero far below the target size. */
function heroPixels(): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 20250701;
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const noise = (seed >>> 24) % 48;
    const x = i % WIDTH;
    const y = Math.floor(i / WIDTH);
    pixels[i * 3] = (x * 200) / WIDTH + noise;
    pixels[i * 3 + 1] = (y * 180) / HEIGHT + noise;
    pixels[i * 3 + 2] = 120 + noise;
  }
  return pixels;
}

/** A JPEG hero as close to 80 KB as JPEG quality allows: the highest quality not above it (binary search). */
async function heroJpeg(): Promise<Buffer> {
  const raw = sharp(heroPixels(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } });
  const encode = (quality: number) => raw.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
  let low = 1;
  let high = 100;
  let best = await encode(low);
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const jpeg = await encode(quality);
    if (jpeg.length <= HERO_BYTES) {
      best = jpeg;
      low = quality + 1;
    } else {
      high = quality - 1;
    }
  }
  return best;
}

/**
 * Writes the calibration site into `<distDir>/calibration/`: plain HTML, no script, one ~80 KB hero
 * image. Its LCP on the same server in the same run is the yardstick for the pages' LCP budgets.
 * Returns the hero's size in bytes.
 */
export async function writeCalibrationSite(distDir: string): Promise<number> {
  const dir = join(distDir, CALIBRATION_SLUG);
  mkdirSync(dir, { recursive: true });
  const hero = await heroJpeg();
  writeFileSync(join(dir, 'hero.jpg'), hero);
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Calibration page</title><meta name="description" content="Plain HTML with one hero image: the bench's LCP yardstick.">
<style>body{margin:0;font-family:system-ui,sans-serif}img{display:block;width:100%;height:auto}main{padding:1rem}</style></head>
<body><main><h1>Calibration page</h1><img src="/hero.jpg" width="${WIDTH}" height="${HEIGHT}" alt="A gradient hero image" fetchpriority="high">
<p>Plain HTML with one ${Math.round(hero.length / 1024)} KB hero image, served by the same server as the tenant sites.</p></main></body></html>\n`,
  );
  return hero.length;
}
