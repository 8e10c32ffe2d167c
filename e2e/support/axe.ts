import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with a readable list when the page has serious or critical accessibility violations (WCAG 2.1 A/AA rules). */
export async function expectAccessible(page: Page, context: string): Promise<void> {
  // Colours are only final once transitions (tab fades, button ripples) end; axe would otherwise judge a mid-fade colour.
  // Endless animations (progress bars while a job runs) never end and are left out.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`);
  expect(report, `accessibility violations on ${context}`).toEqual([]);
}
