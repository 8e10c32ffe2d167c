/** Resolves after `ms` milliseconds; with none, in a task of its own (after what the browser has queued meanwhile). */
export const wait = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));
