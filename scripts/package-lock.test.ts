import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` installs exactly what package-lock.json records and refuses a lock that misses any package the tree
 * needs, including the optional platform packages (`@napi-rs/canvas-darwin-arm64`, …) that this machine never
 * installs. A lock written on one platform without them makes `npm ci` fail on a fresh clone, so deployments and CI
 * caches could not install. This checks the lock the way npm ci does, without the network.
 */
interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  os?: string[];
  cpu?: string[];
  optional?: boolean;
  link?: boolean;
}

interface Lock {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

const root = new URL('../', import.meta.url);
const lock = JSON.parse(readFileSync(fileURLToPath(new URL('package-lock.json', root)), 'utf8')) as Lock;
const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('package.json', root)), 'utf8')) as LockEntry;

/** Where Node (and npm) finds `name` from the package at `from`: its own node_modules, then each parent's. */
function resolveInLock(from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (base === '') return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

/** Every dependency edge of the locked tree that has no entry, as "from -> name@range". */
function missingEdges(): string[] {
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    const edges: Record<string, string> = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...(path === '' ? entry.devDependencies : {}),
    };
    for (const [peer, range] of Object.entries(entry.peerDependencies ?? {})) {
      if (!entry.peerDependenciesMeta?.[peer]?.optional) edges[peer] = range;
    }
    for (const [name, range] of Object.entries(edges)) {
      if (!resolveInLock(path, name)) missing.push(`${path || '(root)'} -> ${name}@${range}`);
    }
  }
  return missing;
}

describe('package-lock.json', () => {
  it('is a version 3 lock whose root records exactly the dependencies of package.json', () => {
    expect(lock.lockfileVersion).toBe(3);
    const rootEntry = lock.packages[''];
    expect(rootEntry.dependencies ?? {}).toEqual(manifest.dependencies ?? {});
    expect(rootEntry.devDependencies ?? {}).toEqual(manifest.devDependencies ?? {});
    expect(rootEntry.optionalDependencies ?? {}).toEqual(manifest.optionalDependencies ?? {});
  });

  it('has an entry for every dependency of every locked package, optional platform packages included', () => {
    expect(missingEdges()).toEqual([]);
  });

  it('records the platform of every optional platform package, so npm ci skips the foreign ones without fetching them', () => {
    const platformPackages = Object.entries(lock.packages).filter(([path]) =>
      /node_modules\/(@napi-rs\/canvas-|@unrs\/resolver-binding-)/.test(path),
    );
    // Both native packages ship one binary per platform; a lock written on one machine must still list them all.
    expect(platformPackages.length).toBeGreaterThanOrEqual(20);
    for (const [path, entry] of platformPackages) {
      if (/wasm/.test(path)) continue;
      expect({ path, optional: entry.optional, os: entry.os?.length, cpu: entry.cpu?.length }).toEqual({
        path,
        optional: true,
        os: 1,
        cpu: 1,
      });
    }
  });
});
