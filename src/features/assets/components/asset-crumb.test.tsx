import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileStore } from '../../../shared/environment';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { AssetCrumb } from './asset-crumb';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const assetId = '00000000-0000-4000-8000-000000000000';

beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AssetCrumb', () => {
  it('says "Not found" for an asset the service does not know, instead of loading for ever', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(404, { data: null, errorMessageCodes: null, errors: [{ field: 'tokenizedAssetId', message: 'Not found.' }] })));
    renderWithProviders(<AssetCrumb assetId={assetId} />);
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
