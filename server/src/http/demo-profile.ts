import type { DemoCredentials } from '../auth/demo-credentials';
import { ApiError } from './api-error';
import type { Handler } from './handler-types';

/** operationId of the public extension that lets the dashboard pick up the demo institution and key. */
export const DEMO_PROFILE_OPERATION = 'GetDemoProfile';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * GetDemoProfile: the demo institution and key in demo mode (no API_KEYS); 404 otherwise. Owned by the platform.
 * It hands out a key, so it answers only callers on this machine, even if the demo is started on a public HOST.
 */
export function createDemoProfileHandler(profile: DemoCredentials | undefined): Handler {
  return async ({ remoteAddress }) => {
    if (!profile) throw ApiError.notFound('demoProfile', 'Demo mode is off: this deployment uses configured API keys.');
    if (!LOOPBACK.test(remoteAddress)) {
      throw ApiError.notFound('demoProfile', 'The demo profile is only given to callers on the machine the service runs on.');
    }
    return {
      data: {
        institutionId: profile.institutionId,
        institutionName: profile.institutionName,
        apiKey: profile.apiKey,
      },
    };
  };
}
