import type { RunningService } from './service';

/** A page of the dashboard the bench loads (bytes over the wire, Lighthouse). Each new screen adds its page here. */
export interface BenchPage {
  name: string;
  /** The path to open, found from the demo data of the running service. */
  path(service: RunningService): Promise<string>;
}

async function firstProjectId(service: RunningService): Promise<string> {
  const response = await fetch(`${service.origin}/api/Project/${service.institutionId}`, { headers: { 'X-API-KEY': service.apiKey } });
  const body = (await response.json()) as { data: { id: string; assetCount: number }[] };
  // The demo project with the most assets: its page has the most to show.
  const [project] = [...body.data].sort((a, b) => b.assetCount - a.assetCount);
  if (!project) throw new Error('The demo data has no project.');
  return project.id;
}

export const benchPages: BenchPage[] = [
  { name: '/projects', path: async () => '/projects' },
  { name: '/projects/:id', path: async (service) => `/projects/${await firstProjectId(service)}` },
];

/** Compressed JavaScript a page may load (landing and every page): the budget of issue 7. */
export const PAGE_JS_BUDGET_KB = 160;
