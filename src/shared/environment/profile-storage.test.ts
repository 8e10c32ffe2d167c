import { describe, expect, it, vi } from 'vitest';
import { LOCAL_PROFILE_ID } from './profile';
import { API_KEYS_KEY, PROFILES_KEY } from './profile-storage';
import { createProfileStore, followOtherTabs } from './profile-store';

const backend = () => ({ local: window.localStorage, session: window.sessionStorage });
const sandbox = {
  id: 'sbx',
  name: 'Sandbox EU',
  kind: 'Sandbox' as const,
  baseUrl: 'https://sandbox.example.test',
  apiUrl: 'https://api.sandbox.example.test',
  institutionId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  apiKey: 'secret-sandbox-key',
};

function everythingIn(storage: Storage): string {
  return Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) as string)}`).join('\n');
}

describe('connection profiles', () => {
  it('start with a Local profile on the dashboard origin', () => {
    const store = createProfileStore(backend(), 'http://localhost:8080');
    expect(store.getState().active).toMatchObject({ id: LOCAL_PROFILE_ID, kind: 'Local', baseUrl: 'http://localhost:8080' });
  });

  it('never write an API key to localStorage, only to sessionStorage', () => {
    const store = createProfileStore(backend(), 'http://localhost:8080');
    store.upsert(sandbox);
    store.activate('sbx');
    store.setApiKey(LOCAL_PROFILE_ID, 'local-demo-key');

    expect(everythingIn(localStorage)).not.toContain('secret-sandbox-key');
    expect(everythingIn(localStorage)).not.toContain('local-demo-key');
    expect(everythingIn(localStorage)).toContain('Sandbox EU');
    expect(JSON.parse(localStorage.getItem(PROFILES_KEY) as string)[1]).not.toHaveProperty('apiKey');
    expect(JSON.parse(sessionStorage.getItem(API_KEYS_KEY) as string)).toEqual({ sbx: 'secret-sandbox-key', local: 'local-demo-key' });
  });

  it('come back after a reload with their keys while the tab lives, and without them in a new tab', () => {
    const first = createProfileStore(backend(), 'http://localhost:8080');
    first.upsert(sandbox);
    first.activate('sbx');

    const reloaded = createProfileStore(backend(), 'http://localhost:8080');
    expect(reloaded.getState().active).toEqual(sandbox);

    sessionStorage.clear(); // a new tab or a closed browser
    const newTab = createProfileStore(backend(), 'http://localhost:8080');
    expect(newTab.getState().active).toEqual({ ...sandbox, apiKey: '' });
  });

  it('fill the Local profile from the demo profile, but never overwrite what the user set up', () => {
    const store = createProfileStore(backend(), 'http://localhost:8080');
    store.applyDemoProfile({ institutionId: '11111111-2222-4333-8444-555555555555', apiKey: 'demo' });
    expect(store.getState().active).toMatchObject({ institutionId: '11111111-2222-4333-8444-555555555555', apiKey: 'demo' });

    store.setApiKey(LOCAL_PROFILE_ID, 'mine');
    store.applyDemoProfile({ institutionId: '11111111-2222-4333-8444-555555555555', apiKey: 'other' });
    expect(store.getState().active.apiKey).toBe('mine');
  });

  it('tell listeners about a switch so cached data of the previous profile can be dropped', () => {
    const store = createProfileStore(backend(), 'http://localhost:8080');
    store.upsert(sandbox);
    const switches: string[] = [];
    store.subscribe((state, previous) => switches.push(`${previous.active.id}->${state.active.id}`));
    store.activate('sbx');
    expect(switches).toEqual(['local->sbx']);
  });

  it('keep at least one profile and fall back to another when the active one is deleted', () => {
    const store = createProfileStore(backend(), 'http://localhost:8080');
    store.upsert(sandbox);
    store.activate('sbx');
    store.remove('sbx');
    expect(store.getState().active.id).toBe(LOCAL_PROFILE_ID);
    store.remove(LOCAL_PROFILE_ID);
    expect(store.getState().profiles).toHaveLength(1);
  });
});

describe('connection profiles in two tabs', () => {
  /** Two tabs share localStorage; each has its own sessionStorage (where the keys live). */
  function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
    const items = new Map<string, string>();
    return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
  }
  const tab = () => ({ local: window.localStorage, session: memoryStorage() });
  const other = { ...sandbox, id: 'other', name: 'Other tab', apiKey: '' };

  it('keep the profiles each tab added instead of overwriting the other tab\'s list', () => {
    const first = createProfileStore(tab(), 'http://localhost:8080');
    const second = createProfileStore(tab(), 'http://localhost:8080');
    first.upsert(sandbox);
    second.upsert(other);
    const stored = JSON.parse(localStorage.getItem(PROFILES_KEY) ?? '[]') as { id: string }[];
    expect(stored.map((p) => p.id)).toEqual([LOCAL_PROFILE_ID, 'sbx', 'other']);
    expect(second.getState().profiles.map((p) => p.name)).toEqual(['Local', 'Sandbox EU', 'Other tab']);
    // The first tab's key stays in the first tab only.
    expect(first.getState().profiles.find((p) => p.id === 'sbx')?.apiKey).toBe('secret-sandbox-key');
  });

  it('show what another tab saved as soon as its storage event arrives, without writing it back', () => {
    const target = new EventTarget() as unknown as Window;
    const store = createProfileStore(tab(), 'http://localhost:8080');
    const seen: string[][] = [];
    store.subscribe((state) => seen.push(state.profiles.map((p) => p.name)));
    followOtherTabs(store, target);

    const elsewhere = createProfileStore(tab(), 'http://localhost:8080');
    elsewhere.upsert(other);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    target.dispatchEvent(new StorageEvent('storage', { key: PROFILES_KEY }));
    expect(seen.at(-1)).toEqual(['Local', 'Other tab']);
    expect(store.getState().active.id).toBe(LOCAL_PROFILE_ID);
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });

  it('keep this tab\'s changes when storage is unavailable or was cleared', () => {
    const broken = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    const store = createProfileStore({ local: broken, session: broken }, 'http://localhost:8080');
    store.upsert(sandbox);
    store.upsert(other);
    expect(store.getState().profiles.map((p) => p.id)).toEqual([LOCAL_PROFILE_ID, 'sbx', 'other']);
  });
});
