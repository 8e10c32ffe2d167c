import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileStore } from '../../../shared/environment';
import { replay, type RecordedAnswer } from '../../../test/recorded-answers';
import { failed, jsonResponse, ok, renderWithProviders, requestUrl } from '../../../test/render';
import { ProjectPage } from './project-page';
import { ProjectsPage } from './projects-page';

// The project list, the project page and its tabs against answers the real service may give where ours answers
// 404 (issue 6): 400 with an error on a field, or 400 without a body.

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const projectId = 'a1111111-1111-4111-8111-111111111111';
const project = { id: projectId, institutionId, name: 'Green Energy Bond 2027', description: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', assetCount: 0 };

beforeEach(() => profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' }));
afterEach(() => vi.unstubAllGlobals());

describe('projects list', () => {
  it.each<RecordedAnswer>(['real-400-no-body', 'real-400-not-json', 'real-400-false-default'])('%s: refused without a reason, with a retry that works', async (answer) => {
    let first = true;
    vi.stubGlobal('fetch', vi.fn(async () => {
      if (!first) return jsonResponse(200, ok([project]));
      first = false;
      return replay(answer);
    }));
    renderWithProviders(<ProjectsPage />);
    expect(await screen.findByText('The service refused the request')).toBeInTheDocument();
    expect(screen.getByText(/It gave no reason \(HTTP 400\)/)).toBeInTheDocument();
    expect(screen.queryByText(/HTTP 400$|<html>/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Green Energy Bond 2027' })).toBeInTheDocument();
  });

  it('a 400 on the institution names it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(400, failed([{ code: 'InvalidInput', message: 'Unknown institution.', field: 'institutionId' }]))));
    renderWithProviders(<ProjectsPage />);
    expect(await screen.findByText('institutionId: Unknown institution.')).toBeInTheDocument();
  });
});

describe('project page tabs', () => {
  function renderTab(tab: string, answer: () => Response) {
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => (requestUrl(request).endsWith(`/api/Project/${institutionId}`) ? jsonResponse(200, ok([project])) : answer())));
    return renderWithProviders(
      <Routes>
        <Route path="/projects/:projectId" element={<ProjectPage />} />
      </Routes>,
      { route: `/projects/${projectId}?tab=${tab}` },
    );
  }

  it.each(['assets', 'opt-ins', 'transfers', 'extract'])('%s: a 400 without a body is shown as refused, the page stays usable', async (tab) => {
    renderTab(tab, () => replay('real-400-no-body'));
    const panel = await screen.findByRole('tabpanel');
    expect((await within(panel).findAllByText('The service refused the request')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Green Energy Bond 2027' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(5);
  });

  it.each(['assets', 'opt-ins', 'transfers'])('%s: a 400 naming the project (instead of our 404) says so', async (tab) => {
    renderTab(tab, () => jsonResponse(400, failed([{ code: 'InvalidInput', message: 'Project not found.', field: 'projectId' }])));
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('projectId: Project not found.')).toBeInTheDocument();
  });
});
