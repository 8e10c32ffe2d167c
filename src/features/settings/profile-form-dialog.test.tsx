import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { ProfileFormDialog } from './profile-form-dialog';

const profile = {
  id: 'sbx',
  name: 'Sandbox',
  kind: 'Sandbox' as const,
  baseUrl: 'https://sandbox.example.test',
  apiUrl: 'https://sandbox.example.test',
  institutionId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  apiKey: '',
};

afterEach(async () => {
  await changeLanguage('en', { persist: false });
});

async function submitWith(name: string, apiKey: string, saveLabel = 'Save') {
  const user = userEvent.setup();
  const onSave = vi.fn();
  renderWithProviders(<ProfileFormDialog open profile={profile} onClose={vi.fn()} onSave={onSave} />);
  const nameField = screen.getByRole('textbox', { name: /Name/ });
  await user.clear(nameField);
  await user.click(nameField);
  await user.paste(name);
  await user.click(screen.getByLabelText(/API/, { selector: 'input[type="password"]' }));
  await user.paste(apiKey);
  await user.click(screen.getByRole('button', { name: saveLabel }));
  return onSave;
}

describe('profile form messages', () => {
  it('a name over 80 characters and an over-long key say what is wrong (not "Required.")', async () => {
    const onSave = await submitWith('n'.repeat(81), 'k'.repeat(513));
    expect(await screen.findByText('At most 80 characters.')).toBeInTheDocument();
    expect(screen.getByText('At most 512 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Required.')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('in German too', async () => {
    await changeLanguage('de', { persist: false });
    // The dialog itself is German (an English one has no "Speichern" button and fails here).
    await submitWith('n'.repeat(81), 'k'.repeat(513), 'Speichern');
    expect(screen.queryByText('At most 80 characters.')).not.toBeInTheDocument();
    expect(await screen.findByText('Höchstens 80 Zeichen.')).toBeInTheDocument();
    expect(screen.getByText('Höchstens 512 Zeichen.')).toBeInTheDocument();
  });
});
