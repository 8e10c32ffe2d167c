import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface DemoProfile {
  institutionId: string;
  institutionName: string;
  apiKey: string;
}

/** The local service's demo institution and key, as the dashboard's Local environment picks them up. */
export async function demoProfile(request: APIRequestContext): Promise<DemoProfile> {
  const response = await request.get('/api/reference/demo-profile');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: DemoProfile }).data;
}

/** Opens the dashboard as a first-time user would, and waits for the project list of the Local environment. */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
}

/** Made by the demo seed, not by a flow of this run (lists are newest first): the page-weight guard's rule. */
export { isDemo as isDemoRecord } from '../../scripts/bench/pages';

/** A name no other test run uses, so tests can run against a database that already has data. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** The app bar's environment switcher, which always shows the active environment's kind and name. */
export function environmentSwitcher(page: Page) {
  return page.getByRole('banner').getByTitle('Switch environment');
}
