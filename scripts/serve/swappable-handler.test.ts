import { describe, expect, it } from 'vitest';
import { swappableHandler, type ServedGeneration } from './swappable-handler.ts';

/** A generation answering with its name; requests to /slow wait until released. */
function generation(name: string) {
  const events: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const served: ServedGeneration = {
    fetch: async (request) => {
      if (new URL(request.url).pathname === '/slow') await held;
      return new Response(name);
    },
    close: async () => {
      events.push('closed');
    },
  };
  return { served, events, release };
}

describe('swapping the served generation', () => {
  it('lets a request in flight finish on the old generation and closes it only then', async () => {
    const old = generation('old');
    const next = generation('new');
    const handler = swappableHandler(old.served);
    const slow = handler.fetch(new Request('http://a.localhost/slow'));
    const swapped = handler.swap(next.served);
    expect(await (await handler.fetch(new Request('http://a.localhost/'))).text()).toBe('new');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(old.events).toEqual([]);
    old.release();
    expect(await (await slow).text()).toBe('old');
    await swapped;
    expect(old.events).toEqual(['closed']);
    expect(next.events).toEqual([]);
  });

  it('closes an idle old generation at once, and the current one on close', async () => {
    const old = generation('old');
    const next = generation('new');
    const handler = swappableHandler(old.served);
    await handler.swap(next.served);
    expect(old.events).toEqual(['closed']);
    await handler.close();
    expect(next.events).toEqual(['closed']);
  });
});
