import { useSyncExternalStore } from 'react';
import type { ConnectionProfile } from './profile';
import { profileStore } from './profile-store-instance';
import type { ProfileState } from './profile-store';

function useProfileState(): ProfileState {
  return useSyncExternalStore(profileStore.subscribe, profileStore.getState, profileStore.getState);
}

export function useActiveProfile(): ConnectionProfile {
  return useProfileState().active;
}

export function useProfiles(): ProfileState & { store: typeof profileStore } {
  return { ...useProfileState(), store: profileStore };
}
