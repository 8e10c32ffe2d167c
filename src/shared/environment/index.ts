export * from './profile';
export { profileStore } from './profile-store-instance';
export { useActiveProfile, useProfiles } from './use-profiles';
export { demoLookup, useDemoLookupPending } from './demo-lookup';
