import { LOCAL_PROFILE_ID, defaultLocalProfile, type ConnectionProfile } from './profile';
import { PROFILES_KEY, loadProfiles, saveProfiles, type ProfileStorageBackend } from './profile-storage';

export interface ProfileState {
  profiles: ConnectionProfile[];
  active: ConnectionProfile;
}

type Listener = (state: ProfileState, previous: ProfileState) => void;

/**
 * A tiny external store (useSyncExternalStore-friendly) holding the profiles and the active one.
 * Several tabs share localStorage: every change starts from the stored list (so a profile another tab saved
 * is kept, not overwritten), and `reload` takes over another tab's change without writing anything back.
 */
export function createProfileStore(backend: ProfileStorageBackend, origin: string) {
  /** The stored profiles (the Local one always present) with this tab's keys. */
  function readProfiles(): { profiles: ConnectionProfile[]; activeId: string | null; stored: boolean } {
    const loaded = loadProfiles(backend);
    let profiles = loaded.profiles;
    const stored = profiles.length > 0;
    if (!profiles.some((p) => p.id === LOCAL_PROFILE_ID)) profiles = [defaultLocalProfile(origin), ...profiles];
    return { profiles, activeId: loaded.activeId, stored };
  }

  /**
   * The list a change starts from: what is stored (another tab may have saved since), or this tab's own list
   * when nothing is stored (storage unavailable or cleared), so a change never falls back to the defaults.
   */
  function latestProfiles(): ConnectionProfile[] | null {
    const read = readProfiles();
    return read.stored ? withKnownKeys(read.profiles) : null;
  }

  /** Keys typed in this tab that are not (yet) in its sessionStorage still count. */
  function withKnownKeys(profiles: ConnectionProfile[]): ConnectionProfile[] {
    return profiles.map((p) => (p.apiKey ? p : { ...p, apiKey: state.profiles.find((q) => q.id === p.id)?.apiKey ?? '' }));
  }

  const initial = readProfiles();
  const initialActiveId = initial.profiles.some((p) => p.id === initial.activeId) ? initial.activeId : LOCAL_PROFILE_ID;
  let state: ProfileState = { profiles: initial.profiles, active: initial.profiles.find((p) => p.id === initialActiveId) ?? initial.profiles[0] };
  const listeners = new Set<Listener>();

  function publish(nextProfiles: ConnectionProfile[], nextActiveId: string): ProfileState {
    const previous = state;
    const active = nextProfiles.find((p) => p.id === nextActiveId) ?? nextProfiles[0];
    state = { profiles: nextProfiles, active };
    for (const listener of listeners) listener(state, previous);
    return state;
  }

  /** Apply a change to the latest stored list (not to this tab's possibly stale copy) and save it. */
  function change(update: (profiles: ConnectionProfile[]) => ConnectionProfile[], nextActiveId?: (profiles: ConnectionProfile[]) => string) {
    const next = update(latestProfiles() ?? state.profiles);
    const activeId = nextActiveId ? nextActiveId(next) : state.active.id;
    const published = publish(next, activeId);
    saveProfiles(backend, { profiles: published.profiles, activeId: published.active.id });
  }

  return {
    getState: () => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    upsert(profile: ConnectionProfile) {
      change((profiles) =>
        profiles.some((p) => p.id === profile.id) ? profiles.map((p) => (p.id === profile.id ? profile : p)) : [...profiles, profile],
      );
    },
    remove(id: string) {
      if (state.profiles.length <= 1) return;
      change(
        (profiles) => (profiles.length <= 1 ? profiles : profiles.filter((p) => p.id !== id)),
        (next) => (state.active.id === id || !next.some((p) => p.id === state.active.id) ? next[0].id : state.active.id),
      );
    },
    activate(id: string) {
      if (id !== state.active.id && state.profiles.some((p) => p.id === id)) change((profiles) => profiles, () => id);
    },
    setApiKey(id: string, apiKey: string) {
      change((profiles) => profiles.map((p) => (p.id === id ? { ...p, apiKey } : p)));
    },
    /** Fill the Local profile from the service's demo profile, unless the user already set it up. */
    applyDemoProfile(demo: { institutionId: string; apiKey: string }) {
      const local = (latestProfiles() ?? state.profiles).find((p) => p.id === LOCAL_PROFILE_ID);
      if (!local || (local.apiKey && local.institutionId)) return;
      if (local.institutionId && local.institutionId !== demo.institutionId) return;
      change((profiles) => profiles.map((p) => (p.id === LOCAL_PROFILE_ID ? { ...p, institutionId: demo.institutionId, apiKey: demo.apiKey } : p)));
    },
    /**
     * Take over what another tab stored (its `storage` event), writing nothing back. This tab keeps its
     * active profile while it still exists.
     */
    reload() {
      const latest = latestProfiles();
      if (!latest) return;
      publish(latest, latest.some((p) => p.id === state.active.id) ? state.active.id : LOCAL_PROFILE_ID);
    },
  };
}

export type ProfileStore = ReturnType<typeof createProfileStore>;

/** Follow the profiles other tabs save (the `storage` event only fires for changes made elsewhere). */
export function followOtherTabs(store: Pick<ProfileStore, 'reload'>, target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PROFILES_KEY) store.reload();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
