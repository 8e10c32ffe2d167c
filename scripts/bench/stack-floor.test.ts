import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { FLOORS, floorBytes } from './stack-floor';

it('builds a floor from this repository\'s packages and counts its JavaScript as the service sends it (brotli)', async () => {
  const root = join(process.cwd(), 'node_modules', '.cache', `stack-floor-test-${process.pid}`);
  // React DOM alone is about 57 KB compressed (its minified code is about 190 KB): a count of the raw file, or of an
  // empty bundle that failed to resolve it, would be far off.
  const nodeEnv = process.env.NODE_ENV;
  const reactAlone = await floorBytes(FLOORS[0], root).finally(() => rmSync(root, { recursive: true, force: true }));
  // The build leaves the process as it found it (services started after it by the bench inherit its environment).
  expect(process.env.NODE_ENV).toBe(nodeEnv);
  expect(reactAlone).toBeGreaterThan(40 * 1024);
  expect(reactAlone).toBeLessThan(80 * 1024);
}, 60_000);
