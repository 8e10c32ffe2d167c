import { useSyncExternalStore } from 'react';

// Whether the service is still being asked for its demo profile (which fills in the Local profile). While it
// runs, an empty Local profile is not "missing an institution" yet: screens show a short loading state.
type Listener = () => void;

let pending = false;
const listeners = new Set<Listener>();

function set(next: boolean) {
  if (pending === next) return;
  pending = next;
  for (const listener of listeners) listener();
}

export const demoLookup = {
  isPending: () => pending,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Mark the lookup as running until the returned function is called. */
  start(): () => void {
    set(true);
    return () => set(false);
  },
};

export function useDemoLookupPending(): boolean {
  return useSyncExternalStore(demoLookup.subscribe, demoLookup.isPending, demoLookup.isPending);
}
