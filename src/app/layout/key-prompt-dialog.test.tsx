import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../api/clients';
import { keyPrompt } from '../../api/key-prompt';
import { ProjectsPage } from '../../features/projects/routes/projects-page';
import { profileStore } from '../../shared/environment';
import { failed, jsonResponse, ok, renderWithProviders } from '../../test/render';
import { KeyPromptDialog } from './key-prompt-dialog';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

// Each test starts from the same state of its own: an institution whose stored key the service no longer accepts.
beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'stale-key' });
  profileStore.setApiKey(profileStore.getState().active.id, 'stale-key');
});

afterEach(() => {
  vi.unstubAllGlobals();
  // A prompt a failed test left open must not answer the next test's request.
  if (keyPrompt.current()) keyPrompt.answer(null);
});

describe('an API key the service does not accept', () => {
  it('is asked for again, and the request is retried with the new key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) =>
        request.headers.get('X-API-KEY') === 'good-key'
          ? jsonResponse(200, ok([{ id: 'a1111111-1111-4111-8111-111111111111', institutionId, name: 'Back after re-keying', description: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', assetCount: 0 }]))
          : jsonResponse(401, failed([{ code: 'Unauthorized', message: 'Unknown API key.' }])),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ProjectsPage />
        <KeyPromptDialog />
      </>,
    );

    const dialog = await screen.findByRole('dialog', { name: 'API key needed' });
    expect(dialog).toHaveTextContent(institutionId);
    const keyField = screen.getByLabelText(/^API key/, { selector: 'input' });
    expect(keyField).toHaveAttribute('type', 'password');
    await user.click(keyField);
    await user.paste('good-key');
    await user.click(screen.getByRole('button', { name: 'Use key and retry' }));

    expect(await screen.findByText('Back after re-keying')).toBeInTheDocument();
    expect(profileStore.getState().active.apiKey).toBe('good-key');
    expect(localStorage.getItem('rbo.profiles')).not.toContain('good-key');
  });

  it('shows what went wrong when the user cancels', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(401, failed([{ code: 'Unauthorized', message: 'Unknown API key.' }]))));
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ProjectsPage />
        <KeyPromptDialog />
      </>,
    );
    await screen.findByRole('dialog', { name: 'API key needed' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('API key not accepted')).toBeInTheDocument();
    expect(profileStore.getState().active.apiKey).toBe('stale-key');
  });
});
