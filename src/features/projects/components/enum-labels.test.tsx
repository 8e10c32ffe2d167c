import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenizedAssetDto, TokenizedAssetOptInDto } from '../../../api/generated/types.gen';
import { profileStore } from '../../../shared/environment';
import { zBlockchains, zOptInStatus, zRegistryExtractJobStatus, zTokenizedAssetKind, zTokenizedAssetStatus } from '../../../api/generated/zod.gen';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { de } from '../../../shared/i18n/locales/de';
import { en } from '../../../shared/i18n/locales/en';
import { jsonResponse, ok, renderWithProviders, requestUrl } from '../../../test/render';
import { ProjectsPage } from '../routes/projects-page';
import { ProjectAssetsTab } from './project-assets-tab';
import { ProjectOptInsTab } from './project-opt-ins-tab';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const projectId = '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f';
const asset = {
  id: 'd1111111-1111-4111-8111-111111111111',
  institutionId,
  projectId,
  name: 'Solar Bond',
  unitName: 'SOLAR',
  isin: 'DE000A0000X1',
  kind: 'Share',
  status: 'Finalized',
  blockchain: 'Polygon',
  totalSupply: 1000,
  createdAt: '2026-01-01T00:00:00Z',
} as unknown as TokenizedAssetDto;
const optIn: TokenizedAssetOptInDto = {
  id: 'e1111111-1111-4111-8111-111111111111',
  projectId,
  tokenizedAssetId: asset.id,
  unitName: 'SOLAR',
  walletAddress: 'WALLET1',
  customerId: null,
  customerName: 'Erika Muster',
  status: 'Approved',
  requestedAt: '2026-01-01T00:00:00Z',
  decidedAt: null,
} as TokenizedAssetOptInDto;
const project = { id: projectId, institutionId, name: 'Solar', description: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', assetCount: 1 };

beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = requestUrl(request);
      if (url.includes('tokenized-assets')) return jsonResponse(200, ok([asset]));
      if (url.endsWith('/optins')) return jsonResponse(200, ok([optIn]));
      return jsonResponse(200, ok([project]));
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en', { persist: false });
});

describe('enum values in the user\'s language', () => {
  // The blockchain's name is the same in both languages ("Polygon"), so a rendered blockchain cannot show German;
  // that its label comes from the German file is checked below, per value, without the English fallback.
  it('assets: kind and status are translated in German', async () => {
    await changeLanguage('de', { persist: false });
    renderWithProviders(<ProjectAssetsTab projectId={projectId} />);
    expect(await screen.findByText('Aktie')).toBeInTheDocument();
    expect(screen.getByText('Finalisiert')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Art' })).toBeInTheDocument();
    expect(screen.queryByText('Share')).not.toBeInTheDocument();
    expect(screen.queryByText('Finalized')).not.toBeInTheDocument();
  });

  it('assets: a kind the dashboard has no text for shows as the service sent it, not as a text key', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, ok([{ ...asset, kind: 'Fund' }]))));
    renderWithProviders(<ProjectAssetsTab projectId={projectId} />);
    expect(await screen.findByText('Fund')).toBeInTheDocument();
    expect(screen.queryByText(/enums\.TokenizedAssetKind/)).not.toBeInTheDocument();
  });

  it('opt-ins: the status is translated in German', async () => {
    await changeLanguage('de', { persist: false });
    renderWithProviders(<ProjectOptInsTab projectId={projectId} />);
    expect(await screen.findByText('Genehmigt')).toBeInTheDocument();
    expect(screen.queryByText('Approved')).not.toBeInTheDocument();
  });

  it('the project count uses the singular for one project, in English and German', async () => {
    const { unmount } = renderWithProviders(<ProjectsPage />);
    expect(await screen.findByText('1 project')).toBeInTheDocument();
    unmount();
    await changeLanguage('de', { persist: false });
    renderWithProviders(<ProjectsPage />);
    expect(await screen.findByText('1 Projekt')).toBeInTheDocument();
  });
});

// Straight from the locale files (the translator would fall back to English and hide a missing German label).
describe('every value of the contract\'s enums has a label of its own in English and German', () => {
  const enums = { TokenizedAssetKind: zTokenizedAssetKind, TokenizedAssetStatus: zTokenizedAssetStatus, OptInStatus: zOptInStatus, RegistryExtractJobStatus: zRegistryExtractJobStatus, Blockchains: zBlockchains };
  const labels = (locale: typeof en, name: keyof typeof enums) => locale.enums[name] as Record<string, string | undefined>;

  it.each(Object.keys(enums) as (keyof typeof enums)[])('%s', (name) => {
    for (const value of enums[name].options) {
      expect(labels(en, name)[value], `en ${name}.${value}`).toEqual(expect.any(String));
      expect(labels(de, name)[value], `de ${name}.${value}`).toEqual(expect.any(String));
      // Proper names (the blockchains) are written alike; every other label must be German, not a copy of the English.
      if (name !== 'Blockchains') expect(labels(de, name)[value], `de ${name}.${value}`).not.toBe(labels(en, name)[value]);
    }
  });
});

