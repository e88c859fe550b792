/** One set of what the server answers with: the tenants' sites and functions as one build published them. */
export interface ServedGeneration {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
  /** Stops what the generation runs beside its answers (the functions' relay, schedules and store). */
  close(): Promise<void>;
}

interface Slot {
  generation: ServedGeneration;
  inFlight: number;
  retired?: () => void;
}

/**
 * A request handler whose generation can be replaced while serving: each request is answered entirely by the
 * generation current when it arrived, and a replaced generation is closed once its last request in flight is done.
 */
export function swappableHandler(first: ServedGeneration) {
  let current: Slot = { generation: first, inFlight: 0 };
  const retire = (slot: Slot): Promise<void> =>
    new Promise<void>((resolve) => {
      slot.retired = resolve;
      if (slot.inFlight === 0) resolve();
    }).then(() => slot.generation.close());
  return {
    fetch: async (request: Request, env?: unknown): Promise<Response> => {
      const slot = current;
      slot.inFlight++;
      try {
        return await slot.generation.fetch(request, env);
      } finally {
        slot.inFlight--;
        if (slot.inFlight === 0) slot.retired?.();
      }
    },
    /** Answers new requests with `next`; resolves when the previous generation has finished and closed. */
    swap(next: ServedGeneration): Promise<void> {
      const previous = current;
      current = { generation: next, inFlight: 0 };
      return retire(previous);
    },
    /** Closes the current generation once its requests in flight are done. */
    close: (): Promise<void> => retire(current),
  };
}
