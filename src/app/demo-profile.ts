import { createClient, createConfig } from '../api/generated/client';
import { getDemoProfile } from '../api/generated/sdk.gen';
import { demoLookup, profileStore } from '../shared/environment';

/**
 * The Local profile works out of the box: the reference service in demo mode tells its own origin's
 * dashboard the demo institution and key (no key needed for this call; 404 outside demo mode).
 */
export async function loadDemoProfile(origin = window.location.origin): Promise<boolean> {
  const done = demoLookup.start();
  try {
    const client = createClient(createConfig({ baseUrl: origin }));
    // The first screen does not wait for this; give up after 4 s: the Local profile is then set up by hand.
    const { data } = await getDemoProfile({ client, signal: AbortSignal.timeout(4000) });
    const demo = data?.data;
    if (!demo?.institutionId || !demo.apiKey) return false;
    profileStore.applyDemoProfile({ institutionId: demo.institutionId, apiKey: demo.apiKey });
    return true;
  } catch {
    return false;
  } finally {
    done();
  }
}
