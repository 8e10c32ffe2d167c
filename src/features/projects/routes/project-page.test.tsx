import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoLookup, profileStore } from '../../../shared/environment';
import { jsonResponse, ok, renderWithProviders } from '../../../test/render';
import { ProjectPage } from './project-page';
import { ProjectsPage } from './projects-page';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const projectId = 'a1111111-1111-4111-8111-111111111111';
const project = { id: projectId, institutionId, name: 'Green Energy Bond 2027', description: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', assetCount: 0 };

function renderProjectPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/projects/:projectId" element={<ProjectPage />} />
    </Routes>,
    { route: `/projects/${projectId}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

// The Local profile starts without an institution (no demo profile in these tests until one is loaded).
describe('project pages without an institution', () => {
  it('the project page says no institution is selected instead of loading for ever', async () => {
    renderProjectPage();
    expect(await screen.findByText('No institution selected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open settings' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('while the demo profile is being looked up, the pages show a short loading state, then the projects', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, ok([project]))));
    // What the app's demo-profile lookup does while it waits for the service.
    const done = demoLookup.start();
    renderProjectPage();
    renderWithProviders(<ProjectsPage />);
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.queryByText('No institution selected')).not.toBeInTheDocument();

    act(() => {
      profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
      done();
    });
    expect(await screen.findByRole('heading', { name: 'Green Energy Bond 2027' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Green Energy Bond 2027' })).toBeInTheDocument();
    expect(screen.queryByText('No institution selected')).not.toBeInTheDocument();
  });
});
