import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './asset-draft';
import { emptyAssetForm } from './asset-form-values';
import { stepOfField } from './wizard-steps';

afterEach(() => sessionStorage.clear());

describe('wizard draft', () => {
  it('keeps the values and the step in this tab, per institution, until cleared', () => {
    const values = { ...emptyAssetForm(), name: 'Harbour Bond', totalSupply: '18446744073709551615' };
    saveDraft('inst-a', values, 2);
    expect(loadDraft('inst-a')).toMatchObject({ values, step: 2 });
    expect(loadDraft('inst-b')).toBeNull();
    clearDraft('inst-a');
    expect(loadDraft('inst-a')).toBeNull();
  });

  it('stores only the form\'s own fields, so nothing else (no passphrase) reaches storage', () => {
    const values = { ...emptyAssetForm(), name: 'X', passphrase: 'correct horse battery staple' } as ReturnType<typeof emptyAssetForm>;
    saveDraft('inst-a', values, 0);
    const raw = sessionStorage.getItem('registry.assetWizardDraft.inst-a') ?? '';
    expect(raw).toContain('"name":"X"');
    expect(raw).not.toContain('passphrase');
    expect(raw).not.toContain('correct horse');
  });

  it('survives a damaged or outdated draft', () => {
    sessionStorage.setItem('registry.assetWizardDraft.inst-a', '{not json');
    expect(loadDraft('inst-a')).toBeNull();
    sessionStorage.setItem('registry.assetWizardDraft.inst-a', JSON.stringify({ values: { name: 'Old', decimals: 2 }, step: 1 }));
    expect(loadDraft('inst-a')?.values).toMatchObject({ name: 'Old', decimals: '0', kind: 'Bond' });
  });
});

describe('wizard steps', () => {
  it('knows which step holds a field the server names', () => {
    expect(stepOfField('unitName')).toBe(0);
    expect(stepOfField('totalSupply')).toBe(1);
    expect(stepOfField('shareClass')).toBe(2);
    expect(stepOfField('customAttributes.0.key')).toBe(2);
    expect(stepOfField('unknown')).toBeUndefined();
  });
});
