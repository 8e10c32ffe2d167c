import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileStore } from '../../../shared/environment';
import type { FeatureSlots, TransactionsViewFilter } from '../../../shared/lib/feature-module';
import { FeatureSlotsProvider } from '../../../shared/lib/feature-slots';
import { jsonResponse, ok, renderWithProviders } from '../../../test/render';
import { ProjectPage } from './project-page';

// The project page's transactions tab is whatever the transactions feature lends through the app shell (the
// `transactionsView` slot): shown only when it is lent, loaded only when the tab opens, fixed on this project.

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const projectId = 'a1111111-1111-4111-8111-111111111111';
const project = { id: projectId, institutionId, name: 'Green Energy Bond 2027', description: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', assetCount: 0 };

beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
  vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, ok([project]))));
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(route: string, slots: Partial<FeatureSlots>) {
  return renderWithProviders(
    <FeatureSlotsProvider slots={slots}>
      <Routes>
        <Route path="/projects/:projectId" element={<ProjectPage />} />
      </Routes>
    </FeatureSlotsProvider>,
    { route },
  );
}

/** A lent view that records when its code was asked for and what it was fixed on. */
function fakeSlot() {
  const loads = vi.fn();
  const seen: TransactionsViewFilter[] = [];
  const transactionsView = lazy(async () => {
    loads();
    return {
      default: ({ fixed }: { fixed: TransactionsViewFilter }) => {
        seen.push(fixed);
        return <p>lent grid for {'projectId' in fixed ? fixed.projectId : fixed.tokenizedAssetId}</p>;
      },
    };
  });
  return { slots: { transactionsView }, loads, seen };
}

describe('project transactions tab', () => {
  it('is there only when the transactions feature lends its view', async () => {
    renderPage(`/projects/${projectId}?tab=transactions`, {});
    expect(await screen.findByRole('heading', { name: 'Green Energy Bond 2027' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Transactions' })).not.toBeInTheDocument();
    // A link to the missing tab falls back to the overview.
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  });

  it("loads the lent view only when the tab opens, fixed on this project, with the tab in the URL", async () => {
    const slot = fakeSlot();
    renderPage(`/projects/${projectId}`, slot.slots);
    const tab = await screen.findByRole('tab', { name: 'Transactions' });
    expect(slot.loads).not.toHaveBeenCalled();
    await userEvent.click(tab);
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText(`lent grid for ${projectId}`)).toBeInTheDocument();
    expect(slot.loads).toHaveBeenCalledTimes(1);
    expect(slot.seen.at(-1)).toEqual({ projectId });
    expect(screen.getByRole('tab', { name: 'Transactions', selected: true })).toBeInTheDocument();
  });

  it('opens on the tab from a shared URL', async () => {
    const slot = fakeSlot();
    renderPage(`/projects/${projectId}?tab=transactions&status=Failed`, slot.slots);
    expect(await screen.findByText(`lent grid for ${projectId}`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Transactions', selected: true })).toBeInTheDocument();
  });
});
