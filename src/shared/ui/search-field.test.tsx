import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
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

/**
 * The box's value from somewhere that catches up only when told (as a URL parameter written in a transition does,
 * a render or more after the keystroke): `settle(text)` delivers a value, `sent` lists what the box asked for.
 */
function renderLagging(initial = '') {
  const sent: string[] = [];
  const deliver: { current: (text: string) => void } = { current: () => {} };
  function Harness() {
    const [value, setValue] = useState(initial);
    useLayoutEffect(() => {
      deliver.current = setValue;
    }, []);
    return <SearchField label="Search" value={value} onChange={(text) => sent.push(text)} />;
  }
  render(<Harness />);
  return { box: screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement, sent, settle: (text: string) => act(() => deliver.current(text)) };
}

describe('SearchField', () => {
  it('keeps every character typed while the value it comes from lags behind, and ignores that value catching up', async () => {
    const { box, sent, settle } = renderLagging();
    await userEvent.type(box, 'grün');
    expect(box.value).toBe('grün');
    expect(sent).toEqual(['g', 'gr', 'grü', 'grün']);
    // The first keystrokes' values arrive late: the box does not go back to them.
    settle('gr');
    expect(box.value).toBe('grün');
    await userEvent.type(box, 'e');
    settle('grün');
    expect(box.value).toBe('grüne');
    settle('grüne');
    expect(box.value).toBe('grüne');
  });

  it('shows a value it did not send (Back, a clear-search button)', async () => {
    const { box, settle } = renderLagging('old');
    await userEvent.type(box, 'x');
    settle('');
    expect(box.value).toBe('');
    settle('from a link');
    expect(box.value).toBe('from a link');
  });
});
