import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The tenant files read by src/tenant/current.ts (Markdown is watched by the content collections). */
export const TENANT_CONFIG_FILES = ['site.json', 'locations.json', 'promos.json', 'models.json', 'parts.json'] as const;

/**
 * Dev server only: the tenant's JSON files are read with fs, outside Vite's module graph, so a change to one
 * would go unseen. This watches them and, on a change, drops every module already evaluated (the tenant is
 * read again on the next request) and reloads the browser.
 */
export function reloadOnTenantChange(tenantDir: string): Plugin {
  const files = new Set(TENANT_CONFIG_FILES.map((file) => resolve(join(tenantDir, file))));
  return {
    name: 'reload-on-tenant-change',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add([...files]);
      const reload = (path: string) => {
        if (!files.has(resolve(path))) return;
        for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll();
        server.config.logger.info(`${path} changed: reloading`, { timestamp: true });
        server.ws.send({ type: 'full-reload' });
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, reload);
    },
  };
}
