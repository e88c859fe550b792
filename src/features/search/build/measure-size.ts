import { brotliCompressSync, constants } from 'node:zlib';
import { buildIndex, type BuildIndexOptions } from '../rules/engine/build-index.ts';
import { fabricateCars } from '../rules/engine/fabricate-cars.ts';

/** Serialized size of the index (and of its card chunks) for `count` fabricated cars. Node only. */
export interface IndexSize {
  cars: number;
  indexRaw: number;
  indexBrotli: number;
  /** Brotli bytes per car beyond the 10 KB allowance: budget is 30. */
  brotliPerCar: number;
  chunksRaw: number;
  chunksBrotli: number;
  chunkCount: number;
}

function brotli(text: string): number {
  return brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Measures raw and brotli (quality 11) sizes of the built index and card chunks. */
export function measureIndexSize(count: number, options: BuildIndexOptions = {}): IndexSize {
  const { index, cardChunks = [] } = buildIndex(fabricateCars(count), options);
  const json = JSON.stringify(index);
  const indexBrotli = brotli(json);
  let chunksRaw = 0;
  let chunksBrotli = 0;
  for (const chunk of cardChunks) {
    const text = JSON.stringify(chunk);
    chunksRaw += text.length;
    chunksBrotli += brotli(text);
  }
  return {
    cars: count,
    indexRaw: json.length,
    indexBrotli,
    brotliPerCar: (indexBrotli - 10_240) / count,
    chunksRaw,
    chunksBrotli,
    chunkCount: cardChunks.length,
  };
}
