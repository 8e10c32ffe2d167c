import { createClient, createConfig } from '../api/generated/client';
import { getDemoProfile } from '../api/generated/sdk.gen';
import { profileStore } from '../shared/environment';

/**
 * The Local profile works out of the box: the reference service in demo mode tells its own origin's
 * dashboard the demo institution and key (no key needed for this call; 404 outside demo mode).
 */
export async function loadDemoProfile(origin = window.location.origin): Promise<boolean> {
  try {
    const client = createClient(createConfig({ baseUrl: origin }));
    // Never hold up the first screen for long: without an answer the Local profile is simply set up by hand.
    const { data } = await getDemoProfile({ client, signal: AbortSignal.timeout(4000) });
    const demo = data?.data;
    if (!demo?.institutionId || !demo.apiKey) return false;
    profileStore.applyDemoProfile({ institutionId: demo.institutionId, apiKey: demo.apiKey });
    return true;
  } catch {
    return false;
  }
}
