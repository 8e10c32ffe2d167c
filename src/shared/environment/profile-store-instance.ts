import { createProfileStore } from './profile-store';

/** The app's single profile store, backed by the browser's storages. */
export const profileStore = createProfileStore(
  { local: window.localStorage, session: window.sessionStorage },
  window.location.origin,
);
