import { createProfileStore, followOtherTabs } from './profile-store';

/** The app's single profile store, backed by the browser's storages and kept in step with other tabs. */
export const profileStore = createProfileStore(
  { local: window.localStorage, session: window.sessionStorage },
  window.location.origin,
);
followOtherTabs(profileStore, window);
