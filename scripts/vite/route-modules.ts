import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** A module id without its script extension, as routes name their modules (`import('./routes/asset-page')`). */
export const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');

/** A route of a feature and what its `lazy()` loads: page modules (absolute paths, no extension) and string sections. */
export interface RouteModules {
  /** The full path pattern, e.g. `/assets/:assetId`. */
  path: string;
  modules: string[];
  strings: string[];
}

/**
 * Reads a feature module's route table (`routes: [{ path, lazy, children }]` in its index.tsx) without running it:
 * for each route with a `lazy`, the path pattern and the `import('…')`s and `withFeatureStrings('…')` it makes.
 * The build uses this to preload a page's chunks together with the entry (route-preload.ts).
 */
export function readRouteModules(file: string): RouteModules[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: RouteModules[] = [];

  const property = (object: ts.ObjectLiteralExpression, name: string) =>
    object.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)?.initializer;

  const loads = (node: ts.Node) => {
    const modules: string[] = [];
    const strings: string[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && n.arguments.length > 0) {
        const first = n.arguments[0]!;
        if (n.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(first)) modules.push(resolve(dirname(file), first.text));
        else if (ts.isIdentifier(n.expression) && n.expression.text === 'withFeatureStrings') {
          // One part ('assets') or several (['assets', 'assets-forms']), each a string literal.
          const parts = ts.isArrayLiteralExpression(first) ? [...first.elements] : [first];
          for (const part of parts) {
            if (!ts.isStringLiteral(part)) throw new Error(`${file}: withFeatureStrings takes string literals, so the build can preload them.`);
            strings.push(part.text);
          }
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return { modules, strings };
  };

  const walk = (routes: ts.Expression, base: string) => {
    if (!ts.isArrayLiteralExpression(routes)) return;
    for (const element of routes.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const segment = property(element, 'path');
      // A path the build cannot read would file this route's chunks under its parent's URL: refuse it instead.
      if (segment && !ts.isStringLiteral(segment)) throw new Error(`${file}: a route's path must be a string literal for the route preloader, not \`${segment.getText()}\``);
      const path = segment ? joinPath(base, (segment as ts.StringLiteral).text) : base;
      const lazy = property(element, 'lazy');
      if (lazy) {
        const { modules, strings } = loads(lazy);
        if (modules.length > 0 || strings.length > 0) found.push({ path, modules, strings });
      }
      const children = property(element, 'children');
      if (children) walk(children, path);
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'routes') walk(node.initializer, '/');
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function joinPath(base: string, segment: string): string {
  if (segment.startsWith('/')) return segment;
  return `${base.replace(/\/$/, '')}/${segment}`;
}

/**
 * A regular expression source for a route pattern (`:param` one segment, `*` the rest), and how specific it is:
 * react-router prefers static segments over parameters (`/assets/new` over `/assets/:assetId`), and so does the
 * preloader by trying the more specific patterns first.
 */
export function routePattern(path: string): { source: string; specificity: number } {
  const segments = path.split('/').filter(Boolean);
  const source = segments.map((s) => (s === '*' ? '.*' : s.startsWith(':') ? '[^/]+' : s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  const specificity = segments.reduce((sum, s) => sum + (s === '*' ? 0 : s.startsWith(':') ? 2 : 3), 0);
  return { source: segments.length === 0 ? '^/$' : `^/${source}/?$`, specificity };
}
