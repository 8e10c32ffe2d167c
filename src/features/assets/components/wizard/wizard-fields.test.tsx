import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
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

describe("the wizard's fields, checked as they are left", () => {
  const requireIssuer: Resolver<Pick<AssetFormValues, 'issuerName'>> = async (values) => {
    if (values.issuerName) return { values, errors: {} as Record<string, never> };
    return { values: {} as Record<string, never>, errors: { issuerName: { type: 'required', message: 'Enter the issuer.' } } };
  };

  /** A required field checked as it is left (the wizard's mode), with a switch below it that records what it saw when clicked. */
  function FieldAndSwitch({ onSwitchClick }: { onSwitchClick: () => void }) {
    const form = useForm<Pick<AssetFormValues, 'issuerName'>>({ mode: 'onTouched', defaultValues: { issuerName: '' }, resolver: requireIssuer });
    return (
      <FormProvider {...form}>
        <WizardTextField name="issuerName" label="Issuer" />
        <input type="checkbox" aria-label="Fungible" onClick={onSwitchClick} />
      </FormProvider>
    );
  }

  it('shows the error of a field left by a press on the control below only after that press has clicked it (the error would push it away)', async () => {
    let errorAtClick: boolean | undefined;
    renderWithProviders(<FieldAndSwitch onSwitchClick={() => (errorAtClick = screen.queryByText('Enter the issuer.') !== null)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Issuer' }));
    const box = screen.getByRole('checkbox', { name: 'Fungible' });
    // A press lasts a moment: long enough for a check made as the focus left to draw its error.
    await user.pointer({ keys: '[MouseLeft>]', target: box });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Enter the issuer.')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: box });
    expect(box).toBeChecked();
    expect(errorAtClick).toBe(false);
    expect(await screen.findByText('Enter the issuer.')).toBeInTheDocument();
  });
});
