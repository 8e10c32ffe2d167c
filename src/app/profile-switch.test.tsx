import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectsPage } from '../features/projects/routes/projects-page';
import { profileStore } from '../shared/environment';
import { jsonResponse, ok, renderWithProviders, requestUrl } from '../test/render';
import { queryClient } from './query-client';

const instA = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const instB = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function project(id: string, institutionId: string, name: string) {
  return { id, institutionId, name, description: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z', assetCount: 1 };
}

afterEach(() => vi.unstubAllGlobals());

describe('switching environments', () => {
  it('never shows one profile\'s projects under another', async () => {
    let releaseB!: () => void;
    const gateB = new Promise<void>((resolve) => {
      releaseB = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = requestUrl(request);
        if (url.includes(instA)) return jsonResponse(200, ok([project('a1111111-1111-4111-8111-111111111111', instA, 'Only in A')]));
        await gateB;
        return jsonResponse(200, ok([project('b2222222-2222-4222-8222-222222222222', instB, 'Only in B')]));
      }),
    );
    profileStore.applyDemoProfile({ institutionId: instA, apiKey: 'key-a' });
    profileStore.upsert({ id: 'b', name: 'Sandbox B', kind: 'Sandbox', baseUrl: window.location.origin, apiUrl: window.location.origin, institutionId: instB, apiKey: 'key-b' });

    renderWithProviders(<ProjectsPage />, { queryClient });
    expect(await screen.findByText('Only in A')).toBeInTheDocument();

    act(() => profileStore.activate('b'));
    // While B is loading, nothing of A may remain on screen.
    expect(screen.queryByText('Only in A')).not.toBeInTheDocument();
    releaseB();
    expect(await screen.findByText('Only in B')).toBeInTheDocument();
    expect(screen.queryByText('Only in A')).not.toBeInTheDocument();
  });
});
