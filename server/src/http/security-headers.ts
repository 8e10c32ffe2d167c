import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance, connectSrc: readonly string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Explicit list; no upgrade-insecure-requests, so the dashboard also works over plain http on a LAN address.
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(connectSrc),
    },
    // Same intent as frame-ancestors 'none', for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
  });
}
