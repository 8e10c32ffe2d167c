import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileStore } from '../../../shared/environment';
import { replay } from '../../../test/recorded-answers';
import { expectSaidOnce, jsonResponse, ok, renderRoute, requestUrl } from '../../../test/render';
import { saveDraft } from '../lib/asset-draft';
import { emptyAssetForm, type AssetFormValues } from '../lib/asset-form-values';
import { REVIEW_STEP } from '../lib/wizard-steps';
import { AssetWizardPage } from './asset-wizard-page';

const institutionId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const assetId = '9b2f7d1e-1c3a-4b5d-8e6f-7a8b9c0d1e2f';
const draftKey = `registry.assetWizardDraft.${institutionId}`;
const RESTORED = 'Your draft from this tab was restored.';

const complete: AssetFormValues = {
  ...emptyAssetForm(),
  name: 'Green Bond',
  unitName: 'GRB',
  isin: 'US0378331005',
  issuerName: 'Issuer AG',
  totalSupply: '1000',
  distributorWalletId: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
};

/** The asset's page, saying whether it was reached to finalize the asset (its dialog opens there). */
function AssetStub() {
  const toFinalize = (useLocation().state as { finalize?: boolean } | null)?.finalize === true;
  return (
    <p>
      Asset page of {useParams().assetId}
      {toFinalize ? ', to finalize' : ''}
    </p>
  );
}

/** The wizard in a data router (its leave guard needs one), with the asset page and the list to land on. */
const renderWizard = () =>
  renderRoute('/assets/new', <AssetWizardPage />, {
    routes: [
      { path: '/assets/:assetId', element: <AssetStub /> },
      { path: '/assets', element: <p>Assets list</p> },
    ],
  });

/** The service: the project list is empty, Initialize answers `initialize()`, the unit-name look-up `lookUp()`. */
function stubService(initialize: () => Response, lookUp: () => Response = () => jsonResponse(404, { data: null })) {
  const fetchMock = vi.fn(async (input: unknown) => {
    const url = requestUrl(input);
    if (url.includes('/tokenized-assets/unit/')) return lookUp();
    if (url.endsWith(`/api/Tokenization/${institutionId}/tokenized-assets`)) return initialize();
    return jsonResponse(200, ok([]));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function initializeFromReview() {
  saveDraft(institutionId, complete, REVIEW_STEP);
  const view = renderWizard();
  await userEvent.click(await screen.findByRole('button', { name: 'Initialize' }));
  return view;
}

beforeEach(() => {
  profileStore.applyDemoProfile({ institutionId, apiKey: 'demo-key' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the wizard draft', () => {
  it('is gone once the asset is initialized: the next wizard starts empty, without a restored notice', async () => {
    stubService(() => jsonResponse(200, ok({ id: assetId, status: 'Initialized' })));
    const { unmount } = await initializeFromReview();
    expect(await screen.findByText(`Asset page of ${assetId}, to finalize`)).toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey)).toBeNull();
    unmount();
    renderWizard();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(screen.queryByText(RESTORED)).toBeNull();
  });

  it('is gone once discarded: the next wizard starts empty, without a restored notice', async () => {
    saveDraft(institutionId, complete, 0);
    const { unmount } = renderWizard();
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Green Bond');
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(sessionStorage.getItem(draftKey)).toBeNull();
    unmount();
    renderWizard();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(screen.queryByText(RESTORED)).toBeNull();
  });
});

// The real service's answer to Initialize is not shown (interface §4.3): any 2xx means the asset exists.
describe('after a successful Initialize, whatever its answer', () => {
  it.each([
    ['our { data: { id, status } }', () => jsonResponse(200, ok({ id: assetId, status: 'Initialized' }))],
    ['{ data: "<uuid>" }, as CreateProject answers', () => jsonResponse(200, ok(assetId))],
  ])('%s: on to its page, in place of the wizard, to finalize it now or later', async (_, answer) => {
    const fetchMock = stubService(answer);
    const { router } = await initializeFromReview();
    expect(await screen.findByText('“Green Bond (GRB)” initialized. Finalize it now or later from its page.')).toBeInTheDocument();
    expect(await screen.findByText(`Asset page of ${assetId}, to finalize`)).toBeInTheDocument();
    // In place of the wizard: Back does not lead to an emptied wizard.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fetchMock.mock.calls.some(([input]) => requestUrl(input).includes('/unit/'))).toBe(false);
  });

  it.each([
    ['an envelope without an id', () => jsonResponse(200, { data: null, errorMessageCodes: null, errors: null })],
    ['an empty body', () => new Response(null, { status: 200 })],
    ['a body that is not JSON', () => new Response('Created', { status: 201, headers: { 'Content-Type': 'text/plain' } })],
  ])('%s: the asset is found by its unit name', async (_, answer) => {
    const fetchMock = stubService(answer, () => jsonResponse(200, ok({ id: assetId, unitName: 'GRB' })));
    await initializeFromReview();
    expect(await screen.findByText(`Asset page of ${assetId}, to finalize`)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => new URL(requestUrl(input)).pathname)).toContain(`/api/Tokenization/${institutionId}/tokenized-assets/unit/GRB`);
    expect(screen.queryByText('The asset could not be initialized.', { exact: false })).toBeNull();
  });

  it('no id and not found by its unit name: says it was created and opens the assets list, never "failed"', async () => {
    stubService(() => jsonResponse(200, { data: null }), () => replay('real-400-no-body'));
    await initializeFromReview();
    expect(await screen.findByText('Assets list')).toBeInTheDocument();
    expect(screen.getByText('“Green Bond (GRB)” initialized. Open it from the assets list to finalize it.')).toBeInTheDocument();
    expect(screen.queryByText('The asset could not be initialized.', { exact: false })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Leave the wizard?' })).toBeNull();
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });
});

describe('Initialize refused without a reason (the real service\'s 400 without a body)', () => {
  it('says at the top of the review what it likely means for a new asset, keeping the draft', async () => {
    stubService(() => replay('real-400-no-body'));
    await initializeFromReview();
    expect(
      await screen.findByText(
        'The asset could not be initialized. The service refused the request: It gave no reason (HTTP 400). An asset with this unit name may exist already, or a value may not be accepted: check each step, then initialize again.',
      ),
    ).toBeInTheDocument();
    await expectSaidOnce(/could not be initialized/);
    expect(sessionStorage.getItem(draftKey)).not.toBeNull();
  });
});

describe('the stepper', () => {
  const ticked = () => [...document.querySelectorAll('.MuiStepLabel-label.Mui-completed')].map((label) => label.textContent);

  it('ticks the steps behind whose fields pass their checks', async () => {
    stubService(() => jsonResponse(500, {}));
    saveDraft(institutionId, complete, REVIEW_STEP);
    renderWizard();
    await screen.findByRole('button', { name: 'Initialize' });
    await vi.waitFor(() => expect(ticked()).toEqual(['Identity', 'Supply and controls', 'Terms']));
  });

  it('does not tick steps jumped over with nothing filled in', async () => {
    stubService(() => jsonResponse(500, {}));
    renderWizard();
    await userEvent.click(await screen.findByRole('tab', { name: /Review/ }));
    await screen.findByRole('button', { name: 'Initialize' });
    // The checks of the steps behind have run: their outcome would tick a step by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ticked()).toEqual([]);
  });
});

describe('moving between steps with the keyboard', () => {
  it('gives the focus to the new step’s heading on Next and on Back, not to a button left at the bottom or to the page', async () => {
    stubService(() => jsonResponse(500, {}));
    // The first step filled in: Next goes on.
    saveDraft(institutionId, complete, 0);
    renderWizard();
    const next = await screen.findByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Supply and controls' })).toHaveFocus());
    screen.getByRole('button', { name: 'Back' }).focus();
    await userEvent.keyboard('{Enter}');
    // Back is disabled on the first step: the focus would fall to the page.
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Identity' })).toHaveFocus());
  });
});

// Initialize retried after its first attempt's answer was lost (a dropped connection, a reload mid-request): the first
// attempt created the asset, so the retry is refused for its unit name.
describe('Initialize refused for a unit name an earlier attempt took', () => {
  const earlier = { id: assetId, status: 'Initialized', unitName: 'GRB', name: 'Green Bond', isin: 'US0378331005', decimals: 0, totalSupply: 1000, projectId: null, distributorWalletId: complete.distributorWalletId };
  const taken = () => jsonResponse(409, { data: null, errorMessageCodes: null, errors: [{ field: 'unitName', message: 'A tokenized asset with this unit name already exists in the institution.' }] });

  it('goes on with the asset that attempt created when it is exactly this one, still to be finalized', async () => {
    stubService(taken, () => jsonResponse(200, ok(earlier)));
    await initializeFromReview();
    expect(await screen.findByText(`Asset page of ${assetId}, to finalize`)).toBeInTheDocument();
    expect(screen.getByText(/had already been initialized by your earlier attempt/)).toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('replaces the lost attempt’s "could not be initialized" at once with the retry’s outcome', async () => {
    let attempts = 0;
    stubService(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return taken();
    }, () => jsonResponse(200, ok(earlier)));
    await initializeFromReview();
    expect((await screen.findAllByText(/could not be initialized/)).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Initialize' }));
    expect(await screen.findByText(/had already been initialized by your earlier attempt/)).toBeInTheDocument();
    expect(screen.queryByText(/could not be initialized/)).toBeNull();
  });

  it.each([
    ['finalized', { ...earlier, status: 'Finalized' }],
    ['another supply', { ...earlier, totalSupply: 5000 }],
    ['another name', { ...earlier, name: 'Blue Bond' }],
  ])('keeps the refusal on the unit name when the asset holding it is %s', async (_, holder) => {
    stubService(taken, () => jsonResponse(200, ok(holder)));
    await initializeFromReview();
    const unitName = await screen.findByRole('textbox', { name: /^Unit name/ });
    expect(await screen.findByText('A tokenized asset with this unit name already exists in the institution.')).toBeInTheDocument();
    expect(unitName).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: 'Finalize “Green Bond (GRB)”' })).toBeNull();
  });
});

describe('the terms step after the kind changed', () => {
  it('moves on to the review although a bond term typed before switching to a share is invalid (hidden, not sent)', async () => {
    stubService(() => jsonResponse(500, {}));
    const share = { ...complete, kind: 'Share' as const, shareClass: 'A', votingRights: 'One vote per share', parValue: 'no' as const, votingRight: 'yes' as const };
    saveDraft(institutionId, { ...share, interestPaymentPeriod: 'monthly', interestRate: 'x'.repeat(101) }, 2);
    renderWizard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Payment period/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Review' })).toBeInTheDocument();
  });
});
