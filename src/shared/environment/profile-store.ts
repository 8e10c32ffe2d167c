import { LOCAL_PROFILE_ID, defaultLocalProfile, type ConnectionProfile } from './profile';
import { loadProfiles, saveProfiles, type ProfileStorageBackend } from './profile-storage';

export interface ProfileState {
  profiles: ConnectionProfile[];
  active: ConnectionProfile;
}

type Listener = (state: ProfileState, previous: ProfileState) => void;

/** A tiny external store (useSyncExternalStore-friendly) holding the profiles and the active one. */
export function createProfileStore(backend: ProfileStorageBackend, origin: string) {
  const loaded = loadProfiles(backend);
  let profiles = loaded.profiles;
  if (!profiles.some((p) => p.id === LOCAL_PROFILE_ID)) profiles = [defaultLocalProfile(origin), ...profiles];
  const activeId = profiles.some((p) => p.id === loaded.activeId) ? loaded.activeId : LOCAL_PROFILE_ID;
  let state: ProfileState = { profiles, active: profiles.find((p) => p.id === activeId) ?? profiles[0] };
  const listeners = new Set<Listener>();

  function commit(nextProfiles: ConnectionProfile[], nextActiveId: string) {
    const previous = state;
    const active = nextProfiles.find((p) => p.id === nextActiveId) ?? nextProfiles[0];
    state = { profiles: nextProfiles, active };
    saveProfiles(backend, { profiles: nextProfiles, activeId: active.id });
    for (const listener of listeners) listener(state, previous);
  }

  return {
    getState: () => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    upsert(profile: ConnectionProfile) {
      const exists = state.profiles.some((p) => p.id === profile.id);
      const next = exists ? state.profiles.map((p) => (p.id === profile.id ? profile : p)) : [...state.profiles, profile];
      commit(next, state.active.id);
    },
    remove(id: string) {
      if (state.profiles.length <= 1) return;
      const next = state.profiles.filter((p) => p.id !== id);
      commit(next, state.active.id === id ? next[0].id : state.active.id);
    },
    activate(id: string) {
      if (id !== state.active.id && state.profiles.some((p) => p.id === id)) commit(state.profiles, id);
    },
    setApiKey(id: string, apiKey: string) {
      commit(
        state.profiles.map((p) => (p.id === id ? { ...p, apiKey } : p)),
        state.active.id,
      );
    },
    /** Fill the Local profile from the service's demo profile, unless the user already set it up. */
    applyDemoProfile(demo: { institutionId: string; apiKey: string }) {
      const local = state.profiles.find((p) => p.id === LOCAL_PROFILE_ID);
      if (!local || (local.apiKey && local.institutionId)) return;
      if (local.institutionId && local.institutionId !== demo.institutionId) return;
      commit(
        state.profiles.map((p) => (p.id === LOCAL_PROFILE_ID ? { ...p, institutionId: demo.institutionId, apiKey: demo.apiKey } : p)),
        state.active.id,
      );
    },
  };
}

export type ProfileStore = ReturnType<typeof createProfileStore>;
