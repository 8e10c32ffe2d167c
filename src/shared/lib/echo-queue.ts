/**
 * Values a component has handed to a slower owner (the router, which applies a URL change in a transition) and not
 * yet seen come back. When the owner's value next shows, it is either one of these catching up (an echo: the
 * component's own newer state must not be replaced by it) or news from elsewhere (Back, Forward, a link: it wins).
 */
export interface EchoQueue<T> {
  /** Records a value handed over. */
  sent(value: T): void;
  /**
   * Whether `shown` is a value this side sent: if so it and every value sent before it are done with; if not, the
   * queue is emptied (the newer outside value supersedes everything still in flight).
   */
  isEcho(shown: T): boolean;
}

export function createEchoQueue<T>(): EchoQueue<T> {
  let pending: T[] = [];
  return {
    sent(value) {
      pending.push(value);
    },
    isEcho(shown) {
      const at = pending.indexOf(shown);
      pending = at >= 0 ? pending.slice(at + 1) : [];
      return at >= 0;
    },
  };
}
