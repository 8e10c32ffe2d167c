import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { loadRoutePreloadLinks } from './route-preload';

/**
 * Serves the built dashboard from `staticDir` when it holds an index.html, precompressed (brotli or gzip, as
 * the client accepts). Hashed assets under /assets are cached for a year as immutable; everything else
 * (index.html, favicon) is revalidated. index.html goes out with a `Link` header preloading the chunks of the page
 * asked for (route-preload.ts), and in demo mode the demo profile. Returns whether the dashboard is served (the not-found handler then falls back to
 * index.html for client-side routes).
 */
export async function registerStaticDashboard(
  app: FastifyInstance,
  staticDir: string | undefined,
  options: {
    /** GetDemoProfile, when this service answers it: its path, and whether it answers a given caller. */
    demoProfile?: { path: string; answers: (caller: { remoteAddress: string; hostHeader: string }) => boolean };
  } = {},
): Promise<boolean> {
  if (!staticDir) return false;
  const root = resolve(staticDir);
  if (!existsSync(join(root, 'index.html'))) {
    app.log.info({ staticDir: root }, 'No built dashboard found; serving the API only');
    return false;
  }
  const preloadLinks = loadRoutePreloadLinks(root);
  const indexHtml = join(root, 'index.html');
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    // The build writes .br and .gz beside each file (vite.config.ts); the client's Accept-Encoding picks one.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.startsWith(join(root, 'assets'));
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The page itself, or its precompressed copy.
      if (filePath === indexHtml || filePath === `${indexHtml}.br` || filePath === `${indexHtml}.gz`) {
        // In demo mode, the demo institution and key the dashboard asks for first (src/app/demo-profile.ts) come with
        // the page, so its data does not wait for that round trip after the entry has run. Only to the callers the
        // lookup answers (demo-profile.ts): anyone else would be preloading a 404.
        const caller = { remoteAddress: reply.request.socket.remoteAddress ?? '', hostHeader: reply.request.headers.host ?? '' };
        const demo = options.demoProfile?.answers(caller) ? `<${options.demoProfile.path}>; rel=preload; as=fetch; crossorigin` : undefined;
        // In the order they are needed: the browser requests them in this order over HTTP/1.1's six connections.
        const links = [preloadLinks.entry, demo, preloadLinks.page(reply.request.url.split('?')[0] ?? '/')];
        const header = links.filter(Boolean).join(', ');
        if (header) reply.header('Link', header);
      }
    },
  });
  return true;
}
