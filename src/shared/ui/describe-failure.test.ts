import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../api/api-failure';
import { i18n } from '../i18n/i18n';
import { describeFailure } from './describe-failure';

const t = i18n.t.bind(i18n);

describe('what a user reads for a failure', () => {
  it('403 names the institution the key cannot access', () => {
    const d = describeFailure(new ApiFailure({ kind: 'forbidden', status: 403 }), t, { institutionId: 'inst-42' });
    expect(d.message).toBe('This key has no access to institution inst-42.');
  });

  it('5xx gives the request id to quote', () => {
    const d = describeFailure(new ApiFailure({ kind: 'server', status: 500, requestId: 'req-9f3' }), t);
    expect(d.title).toBe('The service failed');
    expect(d.message).toContain('req-9f3');
  });

  it('offline says nothing typed is lost', () => {
    expect(describeFailure(new ApiFailure({ kind: 'network', status: null }), t).message).toMatch(/Nothing you typed is lost/);
  });

  it('429 says when to retry, and that nothing typed is lost', () => {
    const d = describeFailure(new ApiFailure({ kind: 'rate-limited', status: 429, retryAfterSeconds: 9 }), t);
    expect(d.title).toBe('Too many requests');
    expect(d.message).toMatch(/Retry in 9 s\. Nothing you typed is lost/);
    expect(describeFailure(new ApiFailure({ kind: 'rate-limited', status: 429 }), t).message).toMatch(/Wait a moment and retry/);
  });

  it('400 lists the fields the service named', () => {
    const d = describeFailure(new ApiFailure({ kind: 'validation', status: 400, errors: [{ code: 'InvalidInput', message: 'too large', field: 'take' }] }), t);
    expect(d.message).toBe('take: too large');
  });

  it('a reason that names its field already is not prefixed with it again', () => {
    const d = describeFailure(new ApiFailure({ kind: 'validation', status: 400, errors: [{ code: 'InvalidInput', message: 'take must be an integer.', field: 'take' }] }), t);
    expect(d.message).toBe('take must be an integer.');
  });

  it('a missing or conflicting thing is said in the service\'s sentence, without its field name', () => {
    const missing = new ApiFailure({ kind: 'not-found', status: 404, errors: [{ code: 'NotFound', message: 'No such registry extract file for this customer.', field: 'fileName' }] });
    expect(describeFailure(missing, t).message).toBe('No such registry extract file for this customer.');
    const taken = new ApiFailure({ kind: 'conflict', status: 409, errors: [{ code: 'Conflict', message: 'The tokenized asset is already finalized.', field: 'tokenizedAssetId' }] });
    expect(describeFailure(taken, t).message).toBe('The tokenized asset is already finalized.');
  });

  it('a 400 without a reason (the real service) points at a change meanwhile, or at what the form says it likely means', () => {
    const bare = new ApiFailure({ kind: 'validation', status: 400 });
    expect(describeFailure(bare, t).message).toBe('It gave no reason (HTTP 400). The item may have been changed or removed in the meantime: reload to see its current state.');
    const hinted = describeFailure(bare, t, { refusedHint: 'The name may be in use already.' });
    expect(hinted.title).toBe('The service refused the request');
    expect(hinted.message).toBe('It gave no reason (HTTP 400). The name may be in use already.');
  });
});
