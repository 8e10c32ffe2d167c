import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../api/api-failure';
import { renderWithProviders } from '../../test/render';
import { QueryStates, type QueryStatesProps } from './query-states';
import { LoadingState } from './states';

type Props = Omit<QueryStatesProps<string[]>, 'query' | 'children'>;

/** A real query whose answers the test hands out one call at a time. */
function Harness({ load, ...props }: Props & { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['things'], queryFn: load });
  return (
    <>
      <QueryStates query={query} {...props}>
        {(things) => (
          <ul aria-label="Things">
            {things.map((thing) => (
              <li key={thing}>{thing}</li>
            ))}
          </ul>
        )}
      </QueryStates>
      <p>Query: {query.status}</p>
      <button type="button" onClick={() => void query.refetch()}>
        Reload
      </button>
    </>
  );
}

const offline = () => new ApiFailure({ kind: 'network', status: null });
const serverFailure = () => new ApiFailure({ kind: 'server', status: 500, requestId: 'req-qs-1' });

describe('QueryStates', () => {
  it('shows the caller’s skeleton while the first answer is awaited, and the data once it arrives', async () => {
    let answer!: (things: string[]) => void;
    renderWithProviders(<Harness load={() => new Promise((resolve) => (answer = resolve))} loading={<LoadingState rows={2} label="Loading things" />} />);
    expect(screen.getByRole('status').textContent).toContain('Loading things');
    expect(screen.queryByRole('list', { name: 'Things' })).toBeNull();
    answer(['bond', 'share']);
    const list = await screen.findByRole('list', { name: 'Things' });
    expect(list.textContent).toBe('bondshare');
    expect(screen.queryByText('Loading things')).toBeNull();
  });

  it('without a skeleton of its own shows the shared loading state', () => {
    renderWithProviders(<Harness load={() => new Promise(() => {})} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('a failure shows the shared error with its wording, and Retry asks again and shows the answer', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(serverFailure()).mockResolvedValueOnce(['bond']);
    renderWithProviders(<Harness load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service failed');
    expect(alert.textContent).toContain('req-qs-1');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('list', { name: 'Things' })).textContent).toBe('bond');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failure that means "no such thing" shows the caller\'s not-found state, with nothing to retry; other failures stay errors', async () => {
    const missing = new ApiFailure({ kind: 'not-found', status: 404, errors: [{ code: 'NotFound', field: 'customer-id', message: 'Customer not found.' }] });
    const malformed = new ApiFailure({ kind: 'validation', status: 400, errors: [{ code: 'Invalid', field: 'customer-id', message: 'customer-id must match pattern' }] });
    for (const failure of [missing, malformed]) {
      const { unmount } = renderWithProviders(<Harness load={() => Promise.reject(failure)} notFound={<p>No such customer.</p>} />);
      expect(await screen.findByText('No such customer.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(screen.queryByText(/must match pattern/)).toBeNull();
      unmount();
    }
    renderWithProviders(<Harness load={() => Promise.reject(serverFailure())} notFound={<p>No such customer.</p>} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No such customer.')).toBeNull();
  });

  it('an empty answer shows the empty state, not the children', async () => {
    renderWithProviders(<Harness load={async () => []} empty={<p>No things yet</p>} />);
    expect(await screen.findByText('No things yet')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Things' })).toBeNull();
  });

  it('asks the caller what empty means, and gives the children an answer that is not empty', async () => {
    const { unmount } = renderWithProviders(<Harness load={async () => ['draft']} empty={<p>Nothing final</p>} isEmpty={(things) => !things.includes('final')} />);
    expect(await screen.findByText('Nothing final')).toBeTruthy();
    unmount();
    renderWithProviders(<Harness load={async () => ['draft', 'final']} empty={<p>Nothing final</p>} isEmpty={(things) => !things.includes('final')} />);
    expect((await screen.findByRole('list', { name: 'Things' })).textContent).toBe('draftfinal');
  });

  it('without an empty state an empty answer goes to the children', async () => {
    renderWithProviders(<Harness load={async () => []} />);
    expect((await screen.findByRole('list', { name: 'Things' })).children).toHaveLength(0);
  });

  it('a null answer (nothing there) is empty, and the children never see null', async () => {
    const children = vi.fn((job: { id: string }) => <p>Job {job.id}</p>);
    function Job({ answer, empty }: { answer: { id: string } | null; empty?: ReactNode }) {
      const query = useQuery({ queryKey: ['job', answer], queryFn: async () => answer });
      return (
        <QueryStates query={query} empty={empty}>
          {children}
        </QueryStates>
      );
    }
    const { unmount } = renderWithProviders(<Job answer={null} empty={<p>No job yet</p>} />);
    expect(await screen.findByText('No job yet')).toBeTruthy();
    unmount();
    const { container } = renderWithProviders(<Job answer={null} />);
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(children).not.toHaveBeenCalled();
    renderWithProviders(<Job answer={{ id: 'j-1' }} empty={<p>No job yet</p>} />);
    expect(await screen.findByText('Job j-1')).toBeTruthy();
  });

  it('an answer a select turns into nothing is empty too', async () => {
    function Picked() {
      const query = useQuery({ queryKey: ['picked'], queryFn: async () => ({ job: undefined as string | undefined }), select: (answer) => answer.job });
      return (
        <QueryStates query={query} empty={<p>Nothing picked</p>}>
          {(job) => <p>Picked {job}</p>}
        </QueryStates>
      );
    }
    renderWithProviders(<Picked />);
    expect(await screen.findByText('Nothing picked')).toBeTruthy();
  });

  it('a failed reload replaces what was shown by the error unless asked to keep it', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockResolvedValueOnce(['bond']).mockRejectedValueOnce(offline());
    renderWithProviders(<Harness load={load} />);
    await screen.findByRole('list', { name: 'Things' });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Nothing you typed is lost/);
    expect(screen.queryByRole('list', { name: 'Things' })).toBeNull();
  });

  it('keepDataOnError keeps the previous data on screen after a failed reload', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockResolvedValueOnce(['bond']).mockRejectedValueOnce(offline());
    renderWithProviders(<Harness load={load} keepDataOnError />);
    await screen.findByRole('list', { name: 'Things' });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    // The failed answer has landed (the query is in error) and the list is still there, no error instead.
    expect(await screen.findByText('Query: error')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('list', { name: 'Things' }).textContent).toBe('bond');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keepDataOnError still shows the error with Retry when nothing was ever loaded', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(offline()).mockResolvedValueOnce(['share']);
    renderWithProviders(<Harness load={load} keepDataOnError />);
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('list', { name: 'Things' })).textContent).toBe('share');
  });

  it('keepDataOnError says so when a reload of an empty answer fails, beside the empty state', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockResolvedValueOnce([]).mockRejectedValueOnce(offline()).mockResolvedValueOnce(['bond']);
    renderWithProviders(<Harness load={load} keepDataOnError empty={<p>No things yet</p>} />);
    await screen.findByText('No things yet');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    // "Nothing there" after a failed reload would pass for a fresh answer: the failure shows too, with its Retry.
    expect((await screen.findByRole('alert')).textContent).toMatch(/Nothing you typed is lost/);
    expect(screen.getByText('No things yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('list', { name: 'Things' })).textContent).toBe('bond');
  });
});
