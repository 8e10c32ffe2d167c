import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../api/api-failure';
import { renderWithProviders } from '../../test/render';
import { useNotifyFailure } from './use-notify-failure';

const refused = new ApiFailure({ kind: 'not-found', status: 404, errors: [{ code: 'NotFound', message: 'No such file.', field: null }] });

/** One button per summary, each failing with `refused`. */
function Probe({ summaries }: { summaries: string[] }) {
  const notifyFailure = useNotifyFailure();
  return summaries.map((summary) => (
    <button key={summary} type="button" onClick={() => notifyFailure(refused, summary)}>
      {summary}
    </button>
  ));
}

describe('a failure notification', () => {
  it.each([
    ['The extract could not be downloaded', 'The extract could not be downloaded. No such file.'],
    ['The file could not be downloaded.', 'The file could not be downloaded. No such file.'],
  ])('reads as two sentences whether or not the summary ends with its own full stop: %s', async (summary, shown) => {
    renderWithProviders(<Probe summaries={[summary]} />);
    await userEvent.click(screen.getByRole('button', { name: summary }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });
});
