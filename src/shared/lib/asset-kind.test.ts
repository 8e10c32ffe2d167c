import { describe, expect, it } from 'vitest';
import { assetKind } from './asset-kind';

describe('assetKind', () => {
  it('takes the kind the service answers, Other included, over what the share fields say', () => {
    expect(assetKind({ kind: 'Other', shareClass: null, votingRights: null })).toBe('Other');
    expect(assetKind({ kind: 'Bond', shareClass: null, votingRights: null })).toBe('Bond');
    expect(assetKind({ kind: 'Share', shareClass: 'A', votingRights: 'One vote' })).toBe('Share');
  });

  it('derives the kind from the share fields when the answer has none (the real service)', () => {
    expect(assetKind({ shareClass: 'A', votingRights: null })).toBe('Share');
    expect(assetKind({ shareClass: null, votingRights: 'One vote per share' })).toBe('Share');
    expect(assetKind({ shareClass: null, votingRights: null })).toBe('Bond');
    expect(assetKind({ shareClass: '  ', votingRights: '' })).toBe('Bond');
  });
});
