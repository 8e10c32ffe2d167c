import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { FactList } from './fact-list';

it('shows each fact as a term and its value, a dash for an empty value, and two facts of one label when their keys differ', () => {
  render(
    <FactList
      rows={[
        ['Name', 'Harbour Bond'],
        ['Description', ''],
        ['Price', '101.5'],
        ['Price', 'set by the issuer', { key: 'attribute:Price' }],
        ['Id', '3f2504e0-4f89-41d3-9a0c-0305e82c3301', { mono: true }],
      ]}
    />,
  );
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  expect(terms).toEqual(['Name', 'Description', 'Price', 'Price', 'Id']);
  expect(values).toEqual(['Harbour Bond', '—', '101.5', 'set by the issuer', '3f2504e0-4f89-41d3-9a0c-0305e82c3301']);
  expect(within(screen.getAllByRole('definition')[4]).getByText(/3f2504e0/)).toHaveStyle({ fontFamily: 'ui-monospace, monospace' });
});
