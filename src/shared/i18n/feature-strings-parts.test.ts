import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enAssets } from './locales/en-assets';
import { enCore } from './locales/en-core';
import { enCustomers } from './locales/en-customers';
import { enProjectsDetail } from './locales/en-projects-detail';

// Tests load every strings part (src/test/setup.ts); the app loads a feature's forms part only with its forms. A list
// or detail page that used a form's text would show the key itself: this reads what those pages import statically
// and checks every text they ask for is in the parts their routes load.

// Vitest runs from the repository's root.
const src = `${resolve(process.cwd(), 'src')}/`;

/** Every module a page imports statically, the page included (dynamic `import()`s are loaded with their own parts). */
function staticImports(page: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/^import (?!type )[^;]*? from '(\.[^']+)';/gms)) {
      const base = resolve(dirname(file), spec);
      const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (found) visit(found);
    }
  };
  visit(resolve(src, page));
  return [...seen];
}

/** The text keys a module asks for: literal keys whole, template keys up to their first `${`. */
function keysIn(file: string): { key: string; prefix: boolean }[] {
  const text = readFileSync(file, 'utf8');
  // An enum's texts (`enumText(t, 'customers.gender', value)`) are a group of keys: the group must be there.
  const literal = [...text.matchAll(/\bt\('([a-zA-Z]+\.[\w.]+)'|\bk="([a-zA-Z]+\.[\w.]+)"|group\('([a-zA-Z]+\.[\w.]+)'\)|enumText\(t, '([a-zA-Z]+\.[\w.]+)'/g)].map((m) => ({
    key: m[1] ?? m[2] ?? m[3] ?? m[4],
    prefix: false,
  }));
  const template = [...text.matchAll(/\bt\(`([a-zA-Z]+\.[\w.]*?)\.?\$\{/g)].map((m) => ({ key: m[1].replace(/\.$/, ''), prefix: true }));
  return [...literal, ...template];
}

function resolves(messages: Record<string, unknown>, key: string): boolean {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    const next = (node as Record<string, unknown>)[part] ?? (node as Record<string, unknown>)[`${part}_other`];
    node = next;
  }
  return node !== undefined;
}

const pages = [
  // The landing page: the app's core strings only (the project page's and form's come with them).
  { page: 'features/projects/routes/projects-page.tsx', loaded: enCore },
  // The app bar above every page (the search dialog it opens loads its own strings).
  { page: 'app/layout/app-top-bar.tsx', loaded: enCore },
  { page: 'features/projects/routes/project-page.tsx', loaded: { ...enCore, projects: { ...enCore.projects, ...enProjectsDetail } } },
  { page: 'features/assets/routes/assets-page.tsx', loaded: { ...enCore, assets: enAssets } },
  { page: 'features/assets/routes/asset-page.tsx', loaded: { ...enCore, assets: enAssets } },
  { page: 'features/customers/routes/customers-page.tsx', loaded: { ...enCore, customers: enCustomers } },
  { page: 'features/customers/routes/customer-page.tsx', loaded: { ...enCore, customers: enCustomers } },
];

describe('the strings a list or detail page loads', () => {
  for (const { page, loaded } of pages) {
    it(`hold every text ${page} and what it imports asks for`, () => {
      const modules = staticImports(page);
      expect(modules.length).toBeGreaterThan(3);
      const missing = modules.flatMap((file) =>
        keysIn(file)
          .filter(({ key }) => !resolves(loaded, key))
          .map(({ key }) => `${file.slice(src.length)}: ${key}`),
      );
      expect(missing).toEqual([]);
    });
  }

  it('would notice a form text on a page (the check itself)', () => {
    expect(resolves({ ...enCore, assets: enAssets }, 'assets.wizard.nameHelp')).toBe(false);
    expect(resolves({ ...enCore, assets: enAssets }, 'assets.page.tabs')).toBe(true);
  });
});
