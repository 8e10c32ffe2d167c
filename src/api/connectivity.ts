// Whether the service was reachable at the last attempt; drives the offline banner.
type Listener = () => void;

let offline = false;
const listeners = new Set<Listener>();

export const connectivity = {
  isOffline: () => offline,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  report(reachable: boolean) {
    if (offline === !reachable) return;
    offline = !reachable;
    for (const listener of listeners) listener();
  },
};
