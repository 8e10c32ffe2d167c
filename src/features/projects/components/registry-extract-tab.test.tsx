import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistryExtractJobDto } from '../../../api/generated/types.gen';
import { profileStore } from '../../../shared/environment';
import { replay, type RecordedAnswer } from '../../../test/recorded-answers';
import { jsonResponse, ok, renderWithProviders, requestUrl } from '../../../test/render';
import { extractStatusRefetchInterval, isExtractInProgress } from '../api/registry-extract-polling';
import { RegistryExtractTab } from './registry-extract-tab';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const projectId = '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f';

function job(status: RegistryExtractJobDto['status'], extra: Partial<RegistryExtractJobDto> = {}): RegistryExtractJobDto {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    projectId,
    status,
    failureReason: null,
    attempts: 1,
    requestedAt: '2026-03-05T10:00:00Z',
    startedAt: status === 'Queued' ? null : '2026-03-05T10:00:01Z',
    finishedAt: status === 'Ready' || status === 'Failed' ? '2026-03-05T10:00:05Z' : null,
    fileName: status === 'Ready' ? 'registry-extract-alpha.pdf' : null,
    ...extra,
  };
}

/** The service: the status endpoint answers the given jobs (or HTTP error statuses) in turn (the last one repeats). */
function fakeService(statuses: (RegistryExtractJobDto | null | number)[]) {
  const calls = { status: 0 };
  const fetchMock = vi.fn(async (request: Request) => {
    const url = requestUrl(request);
    if (url.endsWith('/registry-extract/status')) {
      const answer = statuses[Math.min(calls.status, statuses.length - 1)];
      calls.status += 1;
      if (typeof answer === 'number') return jsonResponse(answer, { data: null, errorMessageCodes: ['Error'], errors: [{ code: 'Error', message: 'nope', field: '' }] }, `req-${answer}`);
      return jsonResponse(200, ok(answer));
    }
    if (url.endsWith('/registry-extracts')) return jsonResponse(200, ok([]));
    return jsonResponse(404, { data: null, errorMessageCodes: ['NotFound'], errors: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  // Let the answer's parsing and React Query's batched notifications reach the screen.
  for (let i = 0; i < 3; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('registry extract polling rule', () => {
  it('polls every 2 s only while a job is queued or running', () => {
    expect(extractStatusRefetchInterval(job('Queued'))).toBe(2000);
    expect(extractStatusRefetchInterval(job('Running'))).toBe(2000);
    expect(extractStatusRefetchInterval(job('Ready'))).toBe(false);
    expect(extractStatusRefetchInterval(job('Failed'))).toBe(false);
    expect(extractStatusRefetchInterval(null)).toBe(false);
    expect(isExtractInProgress(undefined)).toBe(false);
  });
});

describe('registry extract tab', () => {
  it('follows a running job every 2 s, shows when it is ready, then stops asking', async () => {
    const calls = fakeService([job('Queued'), job('Running'), job('Ready')]);
    renderWithProviders(<RegistryExtractTab projectId={projectId} />);
    await advance(0);
    expect(calls.status).toBe(1);
    expect(screen.getByText('Queued')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /generate extract/i })).toBeDisabled();

    await advance(2000);
    expect(calls.status).toBe(2);
    expect(screen.getByText('Running')).toBeInTheDocument();

    await advance(2000);
    expect(calls.status).toBe(3);
    expect(screen.getAllByText('Ready').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /generate extract/i })).toBeEnabled();

    await advance(10_000);
    expect(calls.status).toBe(3);

    vi.useRealTimers(); // the snackbar is a lazy chunk
    expect(await screen.findByText('The registry extract is ready.')).toBeInTheDocument();
  });

  it('shows why a job failed', async () => {
    fakeService([job('Failed', { failureReason: 'PDF writer crashed', attempts: 3 })]);
    renderWithProviders(<RegistryExtractTab projectId={projectId} />);
    await advance(0);
    expect(screen.getByText('Failed: PDF writer crashed')).toBeInTheDocument();
    expect(screen.getByText('Attempt 3')).toBeInTheDocument();
  });

  it('stops asking every 2 s once the service answers a client error (401 cancelled, 403), but keeps trying after a 5xx', async () => {
    const { keyPrompt } = await import('../../../api/key-prompt');
    let prompts = 0;
    // The user cancels the key prompt each time it opens.
    const unsubscribe = keyPrompt.subscribe(() => {
      if (keyPrompt.current()) {
        prompts += 1;
        keyPrompt.answer(null);
      }
    });
    try {
      const calls = fakeService([job('Running'), 401]);
      const { unmount } = renderWithProviders(<RegistryExtractTab projectId={projectId} />);
      await advance(0);
      await advance(2000);
      expect(calls.status).toBe(2);
      expect(prompts).toBe(1);
      await advance(10_000);
      expect(calls.status).toBe(2);
      expect(prompts).toBe(1);
      unmount();

      const forbidden = fakeService([job('Running'), 403]);
      const second = renderWithProviders(<RegistryExtractTab projectId={projectId} />);
      await advance(0);
      await advance(2000);
      await advance(10_000);
      expect(forbidden.status).toBe(2);
      second.unmount();

      const serverDown = fakeService([job('Running'), 503]);
      renderWithProviders(<RegistryExtractTab projectId={projectId} />);
      await advance(0);
      await advance(2000);
      await advance(2000);
      await advance(2000);
      expect(serverDown.status).toBe(4);
    } finally {
      unsubscribe();
    }
  });

  it('stops polling when the page is closed', async () => {
    const calls = fakeService([job('Running')]);
    const { unmount } = renderWithProviders(<RegistryExtractTab projectId={projectId} />);
    await advance(0);
    await advance(2000);
    expect(calls.status).toBe(2);
    unmount();
    await advance(10_000);
    expect(calls.status).toBe(2);
  });
});

describe('registry extract downloads and failures', () => {
  const ready = (id: string, fileName: string) => job('Ready', { id, fileName });
  const file = (fileName: string) => ({ fileName, contentType: 'application/pdf', content: btoa('%PDF-1.7'), sizeBytes: 8, createdAt: '2026-03-05T10:00:05Z' });

  function service(routes: { download?: Record<string, Promise<void>>; generateStatus?: number }) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = requestUrl(request);
        if (url.endsWith('/registry-extract/status')) return jsonResponse(200, ok(ready('a0000000-0000-4000-8000-00000000000a', 'a.pdf')));
        if (url.endsWith('/registry-extracts'))
          return jsonResponse(200, ok([ready('a0000000-0000-4000-8000-00000000000a', 'a.pdf'), ready('b0000000-0000-4000-8000-00000000000b', 'b.pdf')]));
        const byId = /registry-extracts\/(.+)$/.exec(url);
        if (byId) {
          await routes.download?.[byId[1]];
          return jsonResponse(200, ok(file(byId[1].startsWith('a') ? 'a.pdf' : 'b.pdf')));
        }
        if (url.endsWith('/registry-extract') && request.method === 'POST')
          return jsonResponse(routes.generateStatus ?? 200, routes.generateStatus ? { data: null, errorMessageCodes: ['InternalError'], errors: [{ code: 'InternalError', message: 'boom', field: '' }] } : ok(true), 'req-500');
        return jsonResponse(404, { data: null, errorMessageCodes: ['NotFound'], errors: [] });
      }),
    );
  }

  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() }));
  });

  it('two downloads at once: the first row stays busy until its own download ends', async () => {
    let releaseA!: () => void;
    const gateA = new Promise<void>((resolve) => {
      releaseA = resolve;
    });
    service({ download: { 'a0000000-0000-4000-8000-00000000000a': gateA } });
    renderWithProviders(<RegistryExtractTab projectId={projectId} />);
    await advance(0);
    const buttonA = screen.getByRole('button', { name: 'Download a.pdf' });
    const buttonB = screen.getByRole('button', { name: 'Download b.pdf' });

    act(() => buttonA.click());
    await advance(0);
    act(() => buttonB.click());
    await advance(0);
    expect(buttonB).toBeEnabled();
    expect(buttonA).toHaveAttribute('aria-disabled', 'true');
    expect(buttonA).toHaveAttribute('aria-busy', 'true');

    releaseA();
    await advance(0);
    expect(buttonA).toBeEnabled();
  });

  it('a 5xx tells the user what failed and quotes the request id once', async () => {
    service({ generateStatus: 500 });
    renderWithProviders(<RegistryExtractTab projectId={projectId} />);
    await advance(0);
    act(() => screen.getByRole('button', { name: /generate extract/i }).click());
    await advance(0);
    vi.useRealTimers(); // the snackbar is a lazy chunk
    expect(await screen.findByText(/The extract could not be requested\./)).toBeInTheDocument();
    expect(document.body.textContent?.split('req-500').length).toBe(2);
  });
});

// Answers the real service may give (issue 6): `data: false` from GenerateRegistryExtractV2, 400 without a body
// where ours answers 404.
describe('registry extract tab against the real service\'s answers', () => {
  const readyJob = job('Ready', { id: 'a0000000-0000-4000-8000-00000000000a', fileName: 'a.pdf' });

  function service(answers: { status?: () => Response; generate?: () => Response; download?: () => Response }) {
    const calls = { status: 0, generate: 0 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = requestUrl(request);
        if (url.endsWith('/registry-extract/status')) {
          calls.status += 1;
          return answers.status?.() ?? jsonResponse(200, ok(readyJob));
        }
        if (url.endsWith('/registry-extracts')) return jsonResponse(200, ok([readyJob]));
        if (url.endsWith('/registry-extract') && request.method === 'POST') {
          calls.generate += 1;
          return answers.generate?.() ?? jsonResponse(200, ok(true));
        }
        if (url.includes('/registry-extract')) return answers.download?.() ?? jsonResponse(500, {});
        return jsonResponse(500, {});
      }),
    );
    return calls;
  }

  async function press(name: RegExp) {
    renderWithProviders(<RegistryExtractTab projectId={projectId} />);
    await advance(0);
    act(() => screen.getByRole('button', { name }).click());
    await advance(0);
    vi.useRealTimers(); // the snackbar is a lazy chunk
  }

  it('generate answering 200 data: false says the extract was not requested (and not that it started)', async () => {
    const calls = service({ generate: () => replay('real-200-data-false') });
    await press(/generate extract/i);
    expect(await screen.findByText(/^The extract could not be requested\. The service answered that it did not carry this out/)).toBeInTheDocument();
    expect(screen.queryByText('Registry extract requested.')).not.toBeInTheDocument();
    expect(calls.generate).toBe(1);
  });

  it('generate answering data: false with a reason shows the reason', async () => {
    service({ generate: () => replay('real-200-data-false-with-reason') });
    await press(/generate extract/i);
    expect(await screen.findByText('The extract could not be requested. An extract of this project is being generated.')).toBeInTheDocument();
  });

  it('generate answering 400 without a body says it was refused without a reason', async () => {
    service({ generate: () => replay('real-400-no-body') });
    await press(/generate extract/i);
    expect(await screen.findByText(/^The extract could not be requested\. It gave no reason \(HTTP 400\)/)).toBeInTheDocument();
  });

  it.each<RecordedAnswer>(['real-400-no-body', 'real-400-not-json'])('download answering %s says it was refused without a reason', async (answer) => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() }));
    service({ download: () => replay(answer) });
    await press(/download latest/i);
    expect(await screen.findByText(/^The file could not be downloaded\. It gave no reason \(HTTP 400\)/)).toBeInTheDocument();
  });

  it('status answering 400 without a body shows why, and is not asked again every 2 s', async () => {
    const calls = service({ status: () => replay('real-400-no-body') });
    renderWithProviders(<RegistryExtractTab projectId={projectId} />);
    await advance(0);
    expect(screen.getByText('The service refused the request')).toBeInTheDocument();
    expect(screen.getByText(/It gave no reason \(HTTP 400\)/)).toBeInTheDocument();
    await advance(10_000);
    expect(calls.status).toBe(1);
  });
});
