import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readRouteModules, routePattern } from './route-modules';

const feature = (name: string) => fileURLToPath(new URL(`../../src/features/${name}/index.tsx`, import.meta.url));
const page = (path: string) => fileURLToPath(new URL(`../../src/features/${path}`, import.meta.url));

describe('route modules read from the feature route tables', () => {
  it('finds each lazy route with its full path, the page it imports and the strings it loads', () => {
    expect(readRouteModules(feature('assets'))).toEqual([
      { path: '/assets', modules: [page('assets/routes/assets-page')], strings: ['assets'] },
      // The wizard loads the forms' part of the strings too.
      { path: '/assets/new', modules: [page('assets/routes/asset-wizard-page')], strings: ['assets', 'assets-forms'] },
      { path: '/assets/:assetId', modules: [page('assets/routes/asset-page')], strings: ['assets'] },
    ]);
    // The projects list is part of the entry (no lazy); only the project page is found, with its own strings.
    expect(readRouteModules(feature('projects'))).toEqual([{ path: '/projects/:projectId', modules: [page('projects/routes/project-page')], strings: ['projects-detail'] }]);
  });

  it('refuses a path it cannot read, rather than filing its page under the parent route', () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-modules-'));
    try {
      const file = join(dir, 'index.tsx');
      writeFileSync(file, "export const f = { routes: [{ path: 'things', children: [{ path: paths.thing, lazy: () => import('./thing-page') }] }] };");
      expect(() => readRouteModules(file)).toThrow(/path must be a string literal.*paths\.thing/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses strings it cannot read, which the build could not preload', () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-modules-'));
    try {
      const file = join(dir, 'index.tsx');
      writeFileSync(file, "export const f = { routes: [{ path: 'things', lazy: () => withFeatureStrings(['things', part], import('./thing-page')) }] };");
      expect(() => readRouteModules(file)).toThrow(/withFeatureStrings takes string literals/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('covers every feature: each has at least one page loaded on demand', () => {
    for (const name of ['assets', 'transactions', 'customers', 'settings']) {
      const routes = readRouteModules(feature(name));
      expect(routes.length, name).toBeGreaterThan(0);
      for (const route of routes) expect(route.path.startsWith(`/${name}`), route.path).toBe(true);
    }
  });
});

describe('route patterns', () => {
  it('match the paths react-router matches, with or without a trailing slash', () => {
    const asset = new RegExp(routePattern('/assets/:assetId').source);
    expect(asset.test('/assets/5f0c7a52')).toBe(true);
    expect(asset.test('/assets/5f0c7a52/')).toBe(true);
    expect(asset.test('/assets')).toBe(false);
    expect(asset.test('/assets/5f0c7a52/more')).toBe(false);
    expect(new RegExp(routePattern('/').source).test('/')).toBe(true);
    expect(new RegExp(routePattern('/').source).test('/projects')).toBe(false);
    expect(new RegExp(routePattern('/files/*').source).test('/files/a/b')).toBe(true);
  });

  it('rank static segments above parameters, as react-router does', () => {
    expect(routePattern('/assets/new').specificity).toBeGreaterThan(routePattern('/assets/:assetId').specificity);
    expect(routePattern('/customers/:id/kyc').specificity).toBeGreaterThan(routePattern('/customers/:id').specificity);
  });
});
