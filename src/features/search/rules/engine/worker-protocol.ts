import type { MultiSearchResponse, SearchRequest } from './algolia-types.ts';

/**
 * Messages between the page and a Web Worker that runs the engine. Pure data, structured-clone safe.
 * The page posts `EngineRequestMessage`s; the worker answers each with one `EngineResponseMessage`
 * carrying the same `id`.
 */

/** Page to worker: answer these InstantSearch requests at the page's clock. */
export interface EngineRequestMessage {
  type: 'search';
  /** Correlates the answer; unique per page session. */
  id: number;
  requests: SearchRequest[];
  /** Unix seconds used for the stock rule's sold window. */
  nowSeconds: number;
}

/** Worker to page: the results, or an error message when the engine failed (e.g. the index did not load). */
export type EngineResponseMessage =
  | { type: 'results'; id: number; response: MultiSearchResponse }
  | { type: 'error'; id: number; message: string };

export function isEngineRequestMessage(data: unknown): data is EngineRequestMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<EngineRequestMessage>;
  return (
    message.type === 'search' &&
    typeof message.id === 'number' &&
    Array.isArray(message.requests) &&
    typeof message.nowSeconds === 'number'
  );
}

export function isEngineResponseMessage(data: unknown): data is EngineResponseMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<EngineResponseMessage>;
  return (message.type === 'results' || message.type === 'error') && typeof message.id === 'number';
}

/** The worker side: answers one message with a given engine (errors become error messages). */
export async function answerEngineRequest(
  engine: {
    search(requests: readonly SearchRequest[], nowSeconds: number): MultiSearchResponse | Promise<MultiSearchResponse>;
  },
  message: EngineRequestMessage,
): Promise<EngineResponseMessage> {
  try {
    return { type: 'results', id: message.id, response: await engine.search(message.requests, message.nowSeconds) };
  } catch (error) {
    return { type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) };
  }
}
