import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoLookup, profileStore } from '../shared/environment';
import { replay, type RecordedAnswer } from '../test/recorded-answers';
import { jsonResponse, ok } from '../test/render';
import { loadDemoProfile } from './demo-profile';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

afterEach(() => vi.unstubAllGlobals());

describe('demo profile lookup', () => {
  it('is marked as running until the answer fills the Local profile', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return jsonResponse(200, ok({ institutionId, apiKey: 'demo-key', institutionName: 'Demo' }));
      }),
    );
    const lookup = loadDemoProfile();
    expect(demoLookup.isPending()).toBe(true);
    expect(profileStore.getState().active.institutionId).toBe('');
    answer();
    expect(await lookup).toBe(true);
    expect(demoLookup.isPending()).toBe(false);
    expect(profileStore.getState().active).toMatchObject({ institutionId, apiKey: 'demo-key' });
  });

  // Settings' Local profile is the only thing the service fills in on its own: any refusal leaves it as it was.
  it.each<RecordedAnswer>(['real-400-no-body', 'real-400-not-json', 'ours-404-update-project', 'real-500-no-body'])('%s: nothing is filled in, nothing is lost', async (answer) => {
    const before = profileStore.getState().active;
    vi.stubGlobal('fetch', vi.fn(async () => replay(answer)));
    expect(await loadDemoProfile()).toBe(false);
    expect(demoLookup.isPending()).toBe(false);
    expect(profileStore.getState().active).toEqual(before);
  });
});
