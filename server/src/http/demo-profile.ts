import type { DemoCredentials } from '../auth/demo-credentials';
import { ApiError } from './api-error';
import type { Handler } from './handler-types';

/** operationId of the public extension that lets the dashboard pick up the demo institution and key. */
export const DEMO_PROFILE_OPERATION = 'GetDemoProfile';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const LOCAL_HOST_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The host name of a Host header without its port ("[::1]:8080" -> "[::1]"), lower case; null when malformed. */
export function hostNameOf(hostHeader: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(hostHeader.trim());
  return match ? match[1].toLowerCase() : null;
}

function bracketed(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * Why the demo profile is not given to this caller, or null when it is. It hands out a key, so it answers only callers
 * on this machine, even if the demo is started on a public HOST. The Host header must name this machine too
 * (localhost, 127.0.0.1, [::1] or the configured HOST, any port): otherwise a web page on another origin could rebind
 * its DNS name to 127.0.0.1 and read the key from a local browser.
 */
export function demoProfileRefusal(
  profile: DemoCredentials | undefined,
  options: { host?: string } = {},
): (caller: { remoteAddress: string; hostHeader: string }) => string | null {
  const allowedHosts = new Set([...LOCAL_HOST_NAMES, ...(options.host ? [bracketed(options.host.toLowerCase())] : [])]);
  return ({ remoteAddress, hostHeader }) => {
    if (!profile) return 'Demo mode is off: this deployment uses configured API keys.';
    if (!LOOPBACK.test(remoteAddress)) return 'The demo profile is only given to callers on the machine the service runs on.';
    const hostName = hostNameOf(hostHeader);
    if (hostName === null || !allowedHosts.has(hostName)) return 'The demo profile is only given to requests addressed to this machine by name.';
    return null;
  };
}

/** GetDemoProfile: the demo institution and key in demo mode (no API_KEYS), to callers `demoProfileRefusal` accepts; 404 otherwise. Owned by the platform. */
export function createDemoProfileHandler(profile: DemoCredentials | undefined, options: { host?: string } = {}): Handler {
  const refusal = demoProfileRefusal(profile, options);
  return async ({ remoteAddress, hostHeader }) => {
    const refused = refusal({ remoteAddress, hostHeader });
    if (refused !== null || !profile) throw ApiError.notFound('demoProfile', refused ?? 'Demo mode is off.');
    return {
      data: {
        institutionId: profile.institutionId,
        institutionName: profile.institutionName,
        apiKey: profile.apiKey,
      },
    };
  };
}
