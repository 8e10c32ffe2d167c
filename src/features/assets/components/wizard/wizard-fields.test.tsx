import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { AssetFormValues } from '../../lib/asset-form-values';
import { renderWithProviders } from '../../../../test/render';
import { WizardTextField } from './wizard-fields';

/** Two of the wizard's fields: one with a character limit (the contract's), one with a byte limit (the chain's). */
function Fields() {
  const form = useForm<Pick<AssetFormValues, 'issuerName' | 'unitName'>>({ defaultValues: { issuerName: '', unitName: '' } });
  return (
    <FormProvider {...form}>
      <WizardTextField name="issuerName" label="Issuer" maxChars={200} />
      <WizardTextField name="unitName" label="Unit name" maxBytes={8} />
    </FormProvider>
  );
}

async function type(label: string, text: string) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.paste(text);
}

describe("the wizard's counters", () => {
  it('count characters in code points, as the check and the service do (40/200, not 80/200)', async () => {
    renderWithProviders(<Fields />);
    await type('Issuer', '𠀋'.repeat(40));
    expect(screen.getByText('40/200 characters')).toBeInTheDocument();
    await type('Issuer', '𝔊𝔬𝔱𝔱𝔣𝔯𝔦𝔢𝔡 e\u0301');
    expect(screen.getByText('52/200 characters')).toBeInTheDocument();
  });

  it('count a byte limit in UTF-8 bytes, as the chain does', async () => {
    renderWithProviders(<Fields />);
    await type('Unit name', '€𠀋');
    expect(screen.getByText('7/8 bytes')).toBeInTheDocument();
  });
});
