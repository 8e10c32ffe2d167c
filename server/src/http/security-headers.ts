import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Content-Security-Policy under which the Vite-built React + MUI dashboard works: scripts only from the origin,
 * inline styles allowed (emotion injects <style> tags), images/fonts from the origin and data:/blob:, API calls
 * to the origin plus `connectSrc` (other deployments the dashboard may be pointed at).
 */
export function contentSecurityPolicyDirectives(connectSrc: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectSrc],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

/** Headers of the probe's answer that belong to the answer, not to helmet. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets, computed once. @fastify/helmet builds helmet's middleware again for every request
 * (parsing the CSP directives each time), a measurable share of a simple read under load; the headers never
 * change while the service runs, so one probe request to a private instance yields them.
 */
async function helmetHeaders(connectSrc: readonly string[]): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, {
    contentSecurityPolicy: {
      // Explicit list; no upgrade-insecure-requests, so the dashboard also works over plain http on a LAN address.
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(connectSrc),
    },
    // Same intent as frame-ancestors 'none', for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
  });
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!NOT_HELMET.has(name) && typeof value === 'string') headers[name] = value;
  }
  if (!headers['content-security-policy']) throw new Error('helmet did not produce a Content-Security-Policy.');
  return headers;
}

/** Every response (API, dashboard, errors) carries the same security headers. */
export async function registerSecurityHeaders(app: FastifyInstance, connectSrc: readonly string[]): Promise<void> {
  const headers = await helmetHeaders(connectSrc);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
