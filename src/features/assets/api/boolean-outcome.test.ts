import { describe, expect, it } from 'vitest';
import { isApiFailure } from '../../../api/api-failure';
import { requireTrueOutcome } from './boolean-outcome';

describe('boolean operation outcome', () => {
  it('passes true and turns data:false into a failure the user is told about', () => {
    expect(requireTrueOutcome({ data: true }, 'CreateMintTokenRequest')).toBe(true);
    let caught: unknown;
    try {
      requireTrueOutcome({ data: false }, 'CreateMintTokenRequest');
    } catch (error) {
      caught = error;
    }
    expect(isApiFailure(caught) && caught.kind === 'server' && caught.message.includes('CreateMintTokenRequest')).toBe(true);
  });
});
