import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { errorEnvelope } from './envelope';

export interface NotFoundOptions {
  /** When the dashboard is served: answer non-/api GET/HEAD navigations with index.html (client-side routing). */
  spaFallback: boolean;
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** A navigation is a GET/HEAD for a path whose last segment has no file extension (`/projects/123`, not `/x.js`). */
function isSpaNavigation(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

export function installNotFoundHandler(app: FastifyInstance, options: NotFoundOptions): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (options.spaFallback && !isApiPath(path) && isSpaNavigation(request.method, path)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    const error = ApiError.notFound('path', `No operation ${request.method} ${path}.`);
    return reply.code(404).send(errorEnvelope(error.items));
  });
}
