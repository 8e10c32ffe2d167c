import { PROFILE_KINDS, type ConnectionProfile, type StoredProfile } from './profile';

// Profiles without keys persist across sessions (localStorage). API keys live only in memory and in
// sessionStorage (gone when the tab closes); they never touch localStorage or a URL.
export const PROFILES_KEY = 'rbo.profiles';
export const ACTIVE_PROFILE_KEY = 'rbo.activeProfile';
export const API_KEYS_KEY = 'rbo.apiKeys';

export interface ProfileStorageBackend {
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

export interface PersistedState {
  profiles: ConnectionProfile[];
  activeId: string | null;
}

function parse<T>(raw: string | null, fallback: T): T {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

function isStoredProfile(value: unknown): value is StoredProfile {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.id === 'string' &&
    typeof p.name === 'string' &&
    typeof p.baseUrl === 'string' &&
    typeof p.apiUrl === 'string' &&
    typeof p.institutionId === 'string' &&
    (PROFILE_KINDS as readonly unknown[]).includes(p.kind)
  );
}

function stripKey({ id, name, kind, baseUrl, apiUrl, institutionId }: ConnectionProfile): StoredProfile {
  return { id, name, kind, baseUrl, apiUrl, institutionId };
}

export function loadProfiles(backend: ProfileStorageBackend): PersistedState {
  const stored = parse<unknown[]>(safe(() => backend.local.getItem(PROFILES_KEY)), []);
  const keys = parse<Record<string, string>>(safe(() => backend.session.getItem(API_KEYS_KEY)), {});
  const profiles = (Array.isArray(stored) ? stored : []).filter(isStoredProfile).map((p) => ({
    ...stripKey({ ...p, apiKey: '' }),
    apiKey: typeof keys[p.id] === 'string' ? keys[p.id] : '',
  }));
  const activeId = safe(() => backend.local.getItem(ACTIVE_PROFILE_KEY));
  return { profiles, activeId };
}

export function saveProfiles(backend: ProfileStorageBackend, state: PersistedState): void {
  safe(() => backend.local.setItem(PROFILES_KEY, JSON.stringify(state.profiles.map(stripKey))));
  if (state.activeId) safe(() => backend.local.setItem(ACTIVE_PROFILE_KEY, state.activeId as string));
  else safe(() => backend.local.removeItem(ACTIVE_PROFILE_KEY));
  const keys = Object.fromEntries(state.profiles.filter((p) => p.apiKey).map((p) => [p.id, p.apiKey]));
  safe(() => backend.session.setItem(API_KEYS_KEY, JSON.stringify(keys)));
}

function safe<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch {
    return null;
  }
}
