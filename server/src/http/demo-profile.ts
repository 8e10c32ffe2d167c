import type { DemoCredentials } from '../auth/demo-credentials';
import { ApiError } from './api-error';
import type { Handler } from './handler-types';

/** operationId of the public extension that lets the dashboard pick up the demo institution and key. */
export const DEMO_PROFILE_OPERATION = 'GetDemoProfile';

/** GetDemoProfile: the demo institution and key in demo mode (no API_KEYS); 404 otherwise. Owned by the platform. */
export function createDemoProfileHandler(profile: DemoCredentials | undefined): Handler {
  return async () => {
    if (!profile) throw ApiError.notFound('demoProfile', 'Demo mode is off: this deployment uses configured API keys.');
    return {
      data: {
        institutionId: profile.institutionId,
        institutionName: profile.institutionName,
        apiKey: profile.apiKey,
      },
    };
  };
}
