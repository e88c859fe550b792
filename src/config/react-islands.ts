import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';

/** The server side of the islands: src/config/react-island-server.ts. */
const SERVER_ENTRY = new URL('./react-island-server.ts', import.meta.url);

/**
 * Astro's React integration (its Vite setup and the browser's hydration) with the islands rendered on the server by
 * src/config/react-island-server.ts: one synchronous renderToString per island, not React's stream read back into a
 * string, and no trial render of each component to ask whether it is React's. About 0.9 of 7 ms of CPU per car page
 * (README, 'How a build renders').
 */
export function reactIslands(): AstroIntegration {
  const base = react();
  const setup = base.hooks['astro:config:setup'];
  return {
    ...base,
    hooks: {
      ...base.hooks,
      'astro:config:setup': (params) =>
        setup?.({
          ...params,
          addRenderer: (renderer) => params.addRenderer({ ...renderer, serverEntrypoint: SERVER_ENTRY }),
        }),
    },
  };
}
