// The floor under the page budget: what the libraries the issues name cost before a line of the dashboard, built the
// way the dashboard is (Vite, with the dashboard's own stand-ins for library internals it never uses: MUI's theme
// without CSS variables, no touch ripple, no router framework parts, no infinite queries, the grid without its paid
// slots; one chunk, brotli at quality 11 as the service sends it). A page that needs them cannot weigh less, so a
// floor above the budget says the budget cannot be met with that stack, whatever the page does.
//
// `npm run bench` runs it as the module "stack floor"; alone: `tsx scripts/bench/stack-floor.ts`.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { build } from 'vite';
import { muiNoVarsAlias, unusedInternals } from '../../vite.config';
import { PAGE_JS_BUDGET_KB } from './pages';
import type { BenchModule, BenchRow } from './types';

interface Floor {
  subject: string;
  /** An entry module (plain JavaScript, createElement, no JSX) that renders the smallest page of its kind. */
  source: string;
}

const SHELL_IMPORTS = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import ThemeProvider from '@mui-no-vars/theme-provider';
import createTheme from '@mui-no-vars/create-theme';
import CssBaseline from '@mui/material/CssBaseline';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
`;
const mount = (page: string) => `
const router = createBrowserRouter([{ path: '*', Component: ${page} }]);
createRoot(document.getElementById('root')).render(
  h(QueryClientProvider, { client: new QueryClient() }, h(ThemeProvider, { theme: createTheme() }, h(CssBaseline), h(RouterProvider, { router }))),
);
`;
const useData = `const useData = () => useQuery({ queryKey: ['rows'], queryFn: () => fetch('/rows').then((r) => r.json()) }).data;`;
const bar = `h(AppBar, { position: 'static' }, h(Toolbar, null, h(Typography, null, 'Registry')))`;

export const FLOORS: Floor[] = [
  {
    subject: 'React and React DOM alone',
    source: `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(h('p', null, 'Registry'));
`,
  },
  {
    subject: 'a form page: React, React Router, React Query, MUI (app bar, stepper, one text field, button), react-hook-form',
    source: `${SHELL_IMPORTS}
import Stepper from '@mui/material/Stepper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import TextField from '@mui/material/TextField';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
${useData}
function Page() {
  const form = useForm();
  const data = useData();
  return h('form', { onSubmit: form.handleSubmit(() => {}) }, ${bar},
    h(Stepper, { activeStep: 0 }, h(Step, null, h(StepLabel, null, 'Identity')), h(Step, null, h(StepLabel, null, 'Review'))),
    h(TextField, { label: 'Name', ...form.register('name') }), h(Button, { type: 'submit' }, String(data ?? 'Next')));
}
${mount('Page')}`,
  },
  {
    subject: 'a grid page: React, React Router, React Query, MUI (app bar), MUI X DataGrid in server mode',
    source: `${SHELL_IMPORTS}
import { DataGrid } from '@mui/x-data-grid';
${useData}
function Page() {
  const data = useData();
  return h('main', null, ${bar}, h(DataGrid, { rows: data?.rows ?? [], rowCount: data?.count ?? 0, columns: [{ field: 'id' }], paginationMode: 'server', sortingMode: 'server', filterMode: 'server' }));
}
${mount('Page')}`,
  },
];

/** Builds `floor` alone into a folder under node_modules/.cache (so its imports resolve to this repository's packages). */
export async function floorBytes(floor: Floor, root: string): Promise<number> {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>');
  writeFileSync(join(root, 'main.js'), floor.source);
  // Vite's build sets process.env.NODE_ENV for the whole process: put back, or every service the bench starts after
  // this module would inherit "production" (and refuse its demo mode).
  const nodeEnv = process.env.NODE_ENV;
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    // React's production build whatever NODE_ENV the caller runs under (Vitest sets "test", which Vite would follow).
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { alias: muiNoVarsAlias },
    plugins: [unusedInternals()],
    build: { outDir: join(root, 'dist'), emptyOutDir: true, modulePreload: { polyfill: false } },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  const assets = join(root, 'dist', 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => {
      const content = readFileSync(join(assets, name));
      return sum + brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length } }).length;
    }, 0);
}

export const stackFloor: BenchModule = {
  name: 'stack floor',
  async run(context) {
    const root = join(process.cwd(), 'node_modules', '.cache', `stack-floor-${process.pid}`);
    const rows: BenchRow[] = [];
    try {
      for (const floor of FLOORS) {
        const kb = (await floorBytes(floor, root)) / 1024;
        context.log(`stack floor: ${floor.subject}: ${kb.toFixed(1)} KB`);
        rows.push({ subject: `floor: ${floor.subject}`, metric: 'JS, brotli 11, one file', value: `${kb.toFixed(1)} KB`, goal: `budget ${PAGE_JS_BUDGET_KB} KB`, ok: null });
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    return rows;
  },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await stackFloor.run({ nextPort: () => 0, postgresAdminUrl: null, postgresSkip: null, log: (line) => console.log(line) });
  console.table(rows);
}
