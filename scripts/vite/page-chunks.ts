import { createHash } from 'node:crypto';
import { withoutExtension } from './route-modules';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';

/** A chunk of a first, unplanned build: its file, the modules in it, the chunks it imports statically, its code. */
export interface BuiltChunk {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  code: string;
  isEntry: boolean;
}

/** A page of the dashboard: its route pattern and the modules it loads as it opens (absolute ids, no extension). */
export interface Page {
  path: string;
  modules: readonly string[];
  /**
   * Code loaded on demand (a dialog, a menu, a tab) rather than a page: never a reason to merge, but what it loads
   * may grow by no file and by at most `lazySlack` bytes, so a merge for the pages never makes opening a dialog
   * download page code.
   */
  lazy?: boolean;
}

export interface PlanOptions {
  /**
   * The most a page may load as it opens (compressed bytes, the entry included), for pages held to a budget: a merge
   * that would bring such a page above it, or make it load more files, is not made.
   */
  budget(path: string): number | undefined;
  /** Chunks never merged (other groups: forms, validation; the string sections, per language). */
  keepApart(chunk: BuiltChunk): boolean;
  /** What one file fewer is worth, in compressed bytes. */
  requestCost: number;
  /** Chunks at least this large (compressed) stay apart: a large library is its own request anyway. */
  largeChunk: number;
  /** How many bytes more a lazily loaded piece may load after the merges than before them. */
  lazySlack: number;
}

interface Group {
  pages: Set<string>;
  chunks: BuiltChunk[];
}

/** A build's chunks by module (without extension) and by file, and the shell: the entry and what it imports. */
function indexChunks(chunks: readonly BuiltChunk[]) {
  const entry = chunks.find((chunk) => chunk.isEntry);
  return {
    byModule: new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [withoutExtension(id), chunk] as const))),
    byFile: new Map(chunks.map((chunk) => [chunk.fileName, chunk])),
    shell: new Set(entry ? [entry.fileName, ...entry.imports] : []),
  };
}

/** For each chunk a page loads as it opens (beyond the entry and what it imports), the pages that load it. */
export function startUpChunks(chunks: readonly BuiltChunk[], pages: readonly Page[], index = indexChunks(chunks)): Map<BuiltChunk, Set<string>> {
  const { byModule, byFile, shell } = index;
  const loadedBy = new Map<BuiltChunk, Set<string>>();
  for (const page of pages) {
    const visit = (chunk: BuiltChunk | undefined) => {
      if (!chunk || shell.has(chunk.fileName)) return;
      const by = loadedBy.get(chunk) ?? new Set<string>();
      if (by.has(page.path)) return;
      by.add(page.path);
      loadedBy.set(chunk, by);
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    for (const module of page.modules) {
      const chunk = byModule.get(withoutExtension(module));
      // A page module renamed or moved would quietly leave the page out of the plan.
      if (!chunk) throw new Error(`${module}, which ${page.path} loads as it opens, is in no chunk of the build`);
      visit(chunk);
    }
  }
  return loadedBy;
}

/**
 * Which of the first build's start-up chunks to merge, and under which name. Left to the bundler, the pages' shared
 * MUI and dashboard pieces arrive as many files of a few hundred bytes each; over HTTP/1.1 (six connections per
 * origin) every file costs a round trip before the page can draw. Two groups of chunks are merged while that lowers
 * what the pages load as they open, counted as `requestCost` bytes per file plus the files' compressed bytes (a
 * merged chunk also brings what the other group imports to pages that did not load it), never when it would bring a
 * page with a budget above it or make it load more files, and never when something loaded on demand (a `lazy` page)
 * would then load a file more, or over `lazySlack` bytes more, than before any merge.
 */
export function planMerges(chunks: readonly BuiltChunk[], pages: readonly Page[], options: PlanOptions): { name: string; chunks: BuiltChunk[] }[] {
  const index = indexChunks(chunks);
  const { byModule, byFile, shell } = index;
  const loadedBy = startUpChunks(chunks, pages, index);
  const size = new Map(chunks.filter((chunk) => !shell.has(chunk.fileName)).map((chunk) => [chunk, compressedSize(chunk.code)]));
  const shellBytes = chunks.filter((chunk) => shell.has(chunk.fileName)).reduce((sum, chunk) => sum + compressedSize(chunk.code), 0);
  const lazyPages = pages.filter((page) => page.lazy);
  const lazyPaths = new Set(lazyPages.map((page) => page.path));

  // Every chunk beyond the shell is a group of its own; only a page's start-up chunks may join another.
  const groupOf = new Map<BuiltChunk, Group>();
  const mergeable: Group[] = [];
  for (const [chunk, bytes] of size) {
    const by = [...(loadedBy.get(chunk) ?? [])].filter((path) => !lazyPaths.has(path));
    const group: Group = { pages: new Set(by), chunks: [chunk] };
    groupOf.set(chunk, group);
    if (by.length > 0 && !options.keepApart(chunk) && bytes < options.largeChunk) mergeable.push(group);
  }

  /** What a page loads as it opens beyond the shell, with `a` and `b` as one file. */
  const pageLoad = (page: Page, a?: Group, b?: Group) => {
    const seen = new Set<Group>();
    let bytes = 0;
    const visit = (chunk: BuiltChunk | undefined) => {
      if (!chunk) return;
      let group = groupOf.get(chunk);
      if (!group) return;
      if (group === b) group = a!;
      if (seen.has(group)) return;
      seen.add(group);
      const members = group === a && b ? [...a.chunks, ...b.chunks] : group.chunks;
      bytes += members.reduce((sum, member) => sum + size.get(member)!, 0);
      members.forEach((member) => member.imports.forEach((file) => visit(byFile.get(file))));
    };
    page.modules.forEach((module) => visit(byModule.get(withoutExtension(module))));
    return { files: seen.size, bytes };
  };
  const cost = (load: { files: number; bytes: number }) => load.files * options.requestCost + load.bytes;
  const atFirst = new Map(lazyPages.map((page) => [page, pageLoad(page)]));
  /** How much a merge of `a` and `b` saves over the pages it touches; undefined if a budgeted page or a lazily loaded piece would suffer. */
  const savingOf = (a: Group, b: Group) => {
    let saving = 0;
    for (const page of pages) {
      if (page.lazy || (!a.pages.has(page.path) && !b.pages.has(page.path))) continue;
      const [before, after] = [pageLoad(page), pageLoad(page, a, b)];
      const budget = options.budget(page.path);
      if (budget !== undefined && (after.files > before.files || (after.bytes > before.bytes && shellBytes + after.bytes > budget))) return undefined;
      saving += cost(before) - cost(after);
    }
    if (saving <= 0) return saving;
    for (const page of lazyPages) {
      const [first, after] = [atFirst.get(page)!, pageLoad(page, a, b)];
      if (after.files > first.files || after.bytes > first.bytes + options.lazySlack) return undefined;
    }
    return saving;
  };

  for (;;) {
    let best: { saving: number; a: Group; b: Group } | undefined;
    for (let i = 0; i < mergeable.length; i += 1) {
      for (let j = i + 1; j < mergeable.length; j += 1) {
        const [a, b] = [mergeable[i]!, mergeable[j]!];
        if (![...a.pages].some((page) => b.pages.has(page))) continue;
        const saving = savingOf(a, b);
        if (saving !== undefined && saving > 0 && (!best || saving > best.saving)) best = { saving, a, b };
      }
    }
    if (!best) break;
    const { a, b } = best;
    b.pages.forEach((page) => a.pages.add(page));
    a.chunks.push(...b.chunks);
    b.chunks.forEach((chunk) => groupOf.set(chunk, a));
    mergeable.splice(mergeable.indexOf(b), 1);
  }

  // Each merge needs a name of its own: the bundler puts every module given the same name into one chunk.
  const taken = new Map<string, number>();
  return mergeable
    .filter((group) => group.chunks.length > 1)
    .map((group) => {
      const base = chunkName(group.pages);
      const count = (taken.get(base) ?? 0) + 1;
      taken.set(base, count);
      return { name: count === 1 ? base : `${base}-${count}`, chunks: group.chunks };
    });
}

/** `page-assets.new` for one page's chunk, `page-assets.new--customers.new` for two, `shared-<pages>p-<hash>` for more. */
function chunkName(pages: ReadonlySet<string>): string {
  const slugs = [...pages].map(slug).sort();
  if (slugs.length <= 2) return `page-${slugs.join('--')}`;
  return `shared-${slugs.length}p-${createHash('sha256').update(slugs.join('|')).digest('hex').slice(0, 6)}`;
}

const slug = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? 'id' : segment))
    .join('.') || 'root';

/** Brotli at the quality the build serves (vite.config.ts precompresses with quality 11). */
export function compressedSize(code: string): number {
  return brotliCompressSync(code, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: code.length } }).length;
}
