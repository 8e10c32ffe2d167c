import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { SearchField } from './search-field';

function Search({ maxLength }: { maxLength?: number }) {
  const [text, setText] = useState('');
  return <SearchField label="Search customers" value={text} onChange={setText} maxLength={maxLength} />;
}

it("stops at the service's limit counted in code points, so a search outside the BMP is not cut at half", async () => {
  const user = userEvent.setup();
  render(<Search maxLength={64} />);
  const box = screen.getByRole('searchbox', { name: 'Search customers' });
  await user.click(box);
  await user.paste('𝔊'.repeat(64));
  expect(box).toHaveValue('𝔊'.repeat(64));
  await user.paste('𝔊x');
  expect(box).toHaveValue('𝔊'.repeat(64));
});

it('takes any length without a limit', async () => {
  const user = userEvent.setup();
  render(<Search />);
  const box = screen.getByRole('searchbox', { name: 'Search customers' });
  await user.click(box);
  await user.paste('Jürgen Weiß '.repeat(20));
  expect(box).toHaveValue('Jürgen Weiß '.repeat(20));
});
