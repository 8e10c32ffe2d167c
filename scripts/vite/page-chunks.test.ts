import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compressedSize, planMerges, startUpChunks, type BuiltChunk, type Page, type PlanOptions } from './page-chunks';

// Code that does not compress: base64 of hashes, six bits a character, so `bytes` compressed bytes take 4/3 as many.
function incompressible(bytes: number, seed: number): string {
  let out = '';
  for (let i = 0; out.length < (bytes * 4) / 3; i += 1) out += createHash('sha256').update(`${seed}:${i}`).digest('base64');
  return out;
}

let seed = 1;
function chunk(fileName: string, bytes: number, imports: string[] = [], isEntry = false): BuiltChunk {
  seed += 1;
  return { fileName, moduleIds: [`/src/${fileName.replace(/\.js$/, '')}.tsx`], imports, code: incompressible(bytes, seed), isEntry };
}

const page = (path: string, ...roots: string[]): Page => ({ path, modules: roots.map((root) => `/src/${root}`) });

const options = (overrides: Partial<PlanOptions> = {}): PlanOptions => ({
  budget: () => undefined,
  keepApart: () => false,
  requestCost: 4000,
  largeChunk: 20_000,
  lazySlack: 1024,
  ...overrides,
});

const names = (merges: ReturnType<typeof planMerges>) => merges.map((merge) => ({ name: merge.name, files: merge.chunks.map((c) => c.fileName).sort() }));

describe('the chunks a page loads as it opens', () => {
  it('follows static imports from the page module and leaves out the entry and what it imports', () => {
    const chunks = [
      chunk('index.js', 100, ['vendor.js'], true),
      chunk('vendor.js', 100),
      chunk('form-page.js', 100, ['stepper.js', 'vendor.js']),
      chunk('stepper.js', 100, ['paper.js']),
      chunk('paper.js', 100),
      chunk('dialog.js', 100),
    ];
    const loaded = startUpChunks(chunks, [page('/form', 'form-page')]);
    expect([...loaded.keys()].map((c) => c.fileName).sort()).toEqual(['form-page.js', 'paper.js', 'stepper.js']);
  });

  it('refuses a page module that is in no chunk, rather than leaving the page out', () => {
    const chunks = [chunk('index.js', 100, [], true), chunk('form-page.js', 100)];
    expect(() => startUpChunks(chunks, [page('/form', 'form-paeg')])).toThrow(/form-paeg, which \/form loads as it opens, is in no chunk/);
  });
});

describe('merging the chunks of the pages that open with many', () => {
  it('merges small chunks two pages both load, under a name that says whose they are', () => {
    const chunks = [
      chunk('index.js', 100, [], true),
      chunk('wizard.js', 300, ['stepper.js', 'radio.js']),
      chunk('kyc.js', 300, ['stepper.js', 'radio.js']),
      chunk('stepper.js', 300),
      chunk('radio.js', 300),
    ];
    const merges = planMerges(chunks, [page('/assets/new', 'wizard'), page('/customers/:customerId/kyc', 'kyc')], options());
    // The two shared pieces become one file; each page's own module joins it too (a few hundred bytes less than a
    // round trip), so each page opens with one file instead of three.
    expect(names(merges)).toEqual([{ name: 'page-assets.new--customers.id.kyc', files: ['kyc.js', 'radio.js', 'stepper.js', 'wizard.js'] }]);
  });

  it('does not bring a large import to a page that did not load it', () => {
    const chunks = [
      chunk('index.js', 100, [], true),
      chunk('grid-page.js', 300, ['toolbar.js', 'grid-tools.js']),
      chunk('form-page.js', 300, ['toolbar.js']),
      chunk('toolbar.js', 300),
      chunk('grid-tools.js', 300, ['data-grid.js']),
      chunk('data-grid.js', 30_000),
    ];
    const merges = planMerges(chunks, [page('/transactions', 'grid-page'), page('/assets/new', 'form-page')], options());
    // The grid's tools join the grid page's file, not the one the form page loads: that would make the form page
    // download the grid (30 KB) for the sake of one file fewer.
    expect(names(merges)).toEqual([
      { name: 'page-transactions', files: ['grid-page.js', 'grid-tools.js'] },
      { name: 'page-assets.new--transactions', files: ['form-page.js', 'toolbar.js'] },
    ]);
  });

  it('keeps a budgeted page within its budget and never makes it load more files', () => {
    const chunks = [
      chunk('index.js', 1000, [], true),
      chunk('list.js', 300, ['chip.js']),
      chunk('form.js', 300, ['chip.js', 'stepper.js']),
      chunk('chip.js', 300),
      chunk('stepper.js', 3000),
    ];
    const pages = [page('/customers', 'list'), page('/customers/new', 'form')];
    const listLoads = (merges: ReturnType<typeof planMerges>) =>
      merges.filter((merge) => merge.chunks.some((c) => c.fileName === 'chip.js' || c.fileName === 'list.js'));

    // Tight: the list page (index, list, chip: about 1,600 bytes) may not take the stepper in.
    const tight = planMerges(chunks, pages, options({ budget: (path) => (path === '/customers' ? 2000 : undefined) }));
    for (const merge of listLoads(tight)) expect(merge.chunks.map((c) => c.fileName)).not.toContain('stepper.js');

    // With room to spare, the chip and the stepper become one file for the form page (the list page loads one file
    // fewer or as many, never more).
    const roomy = planMerges(chunks, pages, options({ budget: (path) => (path === '/customers' ? 100_000 : undefined) }));
    expect(roomy.some((merge) => ['chip.js', 'stepper.js'].every((file) => merge.chunks.some((c) => c.fileName === file)))).toBe(true);
  });

  it('leaves alone what must stay apart and what is large', () => {
    const chunks = [
      chunk('index.js', 100, [], true),
      chunk('a.js', 300, ['strings.js', 'big.js', 'small.js']),
      chunk('b.js', 300, ['strings.js', 'big.js', 'small.js']),
      chunk('strings.js', 300),
      chunk('big.js', 25_000),
      chunk('small.js', 300),
    ];
    const merges = planMerges(chunks, [page('/p', 'a'), page('/q', 'b')], options({ keepApart: (c) => c.fileName === 'strings.js' }));
    const merged = merges.flatMap((merge) => merge.chunks.map((c) => c.fileName));
    expect(merged).toContain('small.js');
    expect(merged).not.toContain('strings.js');
    expect(merged).not.toContain('big.js');
  });

  it('never makes a dialog loaded on demand download page code it did not need', () => {
    const chunks = [
      chunk('index.js', 100, [], true),
      chunk('wizard.js', 300, ['modal.js', 'stepper.js']),
      chunk('kyc.js', 300, ['modal.js', 'stepper.js']),
      chunk('modal.js', 300),
      chunk('stepper.js', 3000),
      // A dialog any page may open: it needs the modal, not the stepper.
      chunk('confirm-dialog.js', 300, ['modal.js']),
    ];
    const pages = [page('/assets/new', 'wizard'), page('/customers/:customerId/kyc', 'kyc')];
    const dialog = { path: 'lazy:confirm-dialog.js', modules: ['/src/confirm-dialog'], lazy: true };
    const merged = (merges: ReturnType<typeof planMerges>) => merges.find((merge) => merge.chunks.some((c) => c.fileName === 'modal.js'));

    // Without the dialog in view, the modal and the stepper become one file for the two pages.
    expect(merged(planMerges(chunks, pages, options()))?.chunks.map((c) => c.fileName)).toContain('stepper.js');
    // With it, the modal stays apart from the stepper (3 KB the dialog would download for nothing).
    expect(merged(planMerges(chunks, [...pages, dialog], options()))?.chunks.map((c) => c.fileName) ?? ['modal.js']).not.toContain('stepper.js');
  });

  it('gives every merge a name of its own, also merges of as many pages', () => {
    // Two groups of three pages each: one name would make the bundler put both into one chunk, which every page of
    // either group would then load.
    const chunks = [
      chunk('index.js', 100, [], true),
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((p) => chunk(`${p}.js`, 300, p < 'd' ? ['x1.js', 'x2.js'] : ['y1.js', 'y2.js'])),
      chunk('x1.js', 300),
      chunk('x2.js', 300),
      chunk('y1.js', 300),
      chunk('y2.js', 300),
    ];
    const pages = ['a', 'b', 'c', 'd', 'e', 'f'].map((p) => page(`/${p}`, p));
    const merges = planMerges(chunks, pages, options({ requestCost: 200 }));
    const shared = merges.filter((merge) => merge.chunks.some((c) => /^[xy]/.test(c.fileName)));
    expect(shared).toHaveLength(2);
    expect(new Set(merges.map((merge) => merge.name)).size).toBe(merges.length);
  });

  it('sizes chunks as the service sends them (brotli)', () => {
    const text = 'const a = 1;\n'.repeat(1000);
    expect(compressedSize(text)).toBeLessThan(100);
    expect(compressedSize(incompressible(5000, 7))).toBeGreaterThan(4900);
  });
});
