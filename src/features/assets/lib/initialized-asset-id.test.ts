import { describe, expect, it } from 'vitest';
import { initializedAssetId } from './initialized-asset-id';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe("the new asset's id in an Initialize answer", () => {
  it('is read from our answer and from an answer shaped like CreateProject', () => {
    expect(initializedAssetId({ data: { id: ID, status: 'Initialized' } })).toBe(ID);
    expect(initializedAssetId({ data: ` ${ID.toUpperCase()} ` })).toBe(ID.toUpperCase());
  });

  it('is none when the answer holds no UUID, or the all-zero one that names no asset', () => {
    expect(initializedAssetId({ data: true })).toBeNull();
    expect(initializedAssetId({ data: { id: 'asset-1' } })).toBeNull();
    expect(initializedAssetId({ data: '00000000-0000-0000-0000-000000000000' })).toBeNull();
    expect(initializedAssetId(null)).toBeNull();
  });
});
