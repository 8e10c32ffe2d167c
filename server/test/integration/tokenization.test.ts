import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TokenizedAssetDto, TxDto } from '../../../src/api/generated/types.gen';
import { optIns, transfers } from '../../src/db/schema';
import { expectConflict, expectInvalid, expectMissing, expectNotFound, expectOk } from './support/expect-envelope';
import { bondBody, shareBody, uniqueTag } from '../support/factories';
import { replayLogs } from './support/replay-logs';
import { NIL_UUID, useService } from './support/service';

const ctx = useService();

const INIT_FIELDS = [
  'name', 'unitName', 'totalSupply', 'decimals', 'enableFreeze', 'enableClawback', 'url', 'issuingMemo', 'distributorWalletId',
  'agentWalletId', 'claimIssuerWalletId', 'isFungible', 'isin', 'isRegulatedSecurity', 'hasAIPSupport', 'customAttributes',
  'isManuallyCreated', 'firstCouponDate', 'interestPaymentPeriod', 'numberOfPayments', 'price', 'nominalAmountPerToken', 'issuerName',
  'interestRate', 'duration', 'shareClass', 'votingRights', 'parValue', 'votingRight', 'companyConsent', 'mixedRecordKeeping',
] as const;

async function transactionsOfAsset(tokenizedAssetId: string): Promise<TxDto[]> {
  return (await ctx.a.steps.queryTransactions({ tokenizedAssetId, take: 200 })).result;
}

describe('InitializeTokenizedAssetCreation', () => {
  it('stores a bond as Initialized with every field of the body', async () => {
    const { steps, api } = ctx.a;
    const projectId = await steps.createProject();
    const body = bondBody({ projectId, credentials: { passphrase: null } });
    const data = expectOk(await api.call<{ id: string; status: string }>('POST', steps.paths.assets, body));
    expect(data.status).toBe('Initialized');
    const details = await steps.assetDetails(data.id);
    const asset = details.asset;
    expect(asset).toMatchObject({
      id: data.id,
      institutionId: ctx.a.institutionId,
      projectId,
      status: 'Initialized',
      kind: 'Bond',
      assetIndex: null,
      creationTxId: null,
      metadataSentAt: null,
      finalizedAt: null,
    });
    for (const field of INIT_FIELDS) {
      if (field === 'firstCouponDate') expect(Date.parse(asset.firstCouponDate!)).toBe(Date.parse(body.firstCouponDate!));
      else if (field in body) expect(asset[field as keyof TokenizedAssetDto], field).toEqual(body[field as keyof typeof body]);
    }
    expect(asset).not.toHaveProperty('credentials');
    expect(details).toMatchObject({ transfers: [], openOptInRequests: [], holders: [], circulatingSupply: 0 });
    expect((await steps.listProjects()).find((p) => p.id === projectId)?.assetCount).toBe(1);
  });

  it('stores a share (all four share-token fields) as kind Share, also outside any project', async () => {
    const body = shareBody();
    const id = await ctx.a.steps.initializeAsset(body);
    const asset = (await ctx.a.steps.assetDetails(id)).asset;
    expect(asset).toMatchObject({ kind: 'Share', projectId: null, shareClass: 'A', votingRights: 'One vote per share', parValue: true, votingRight: true });
  });

  it('requires the share-token fields together: MissingField for each one left out', async () => {
    const { api, steps } = ctx.a;
    const res = await api.call('POST', steps.paths.assets, bondBody({ shareClass: 'B' }));
    expectMissing(res, 'votingRights');
    expectMissing(res, 'parValue');
    expectMissing(res, 'votingRight');
    const { votingRight: _omit, ...threeOfFour } = shareBody();
    expectMissing(await api.call('POST', steps.paths.assets, threeOfFour), 'votingRight');
  });

  it('rejects missing required fields, bad values and unknown properties naming the field', async () => {
    const { api, steps } = ctx.a;
    const { isin: _isin, ...noIsin } = bondBody();
    expectMissing(await api.call('POST', steps.paths.assets, noIsin), 'isin');
    const { issuerName: _issuer, ...noIssuer } = bondBody();
    expectMissing(await api.call('POST', steps.paths.assets, noIssuer), 'issuerName');
    expectInvalid(await api.call('POST', steps.paths.assets, bondBody({ isin: '' })), 'isin');
    expectInvalid(await api.call('POST', steps.paths.assets, bondBody({ issuerName: '' })), 'issuerName');
    expectInvalid(await api.call('POST', steps.paths.assets, bondBody({ price: '1'.repeat(101) })), 'price');
    expectOk(await api.call('POST', steps.paths.assets, bondBody({ price: '1'.repeat(100) })));
    expectInvalid(await api.call('POST', steps.paths.assets, bondBody({ decimals: 2.5 })), 'decimals');
    expectInvalid(await api.call('POST', steps.paths.assets, bondBody({ totalSupply: 'lots' as unknown as number })), 'totalSupply');
    expectInvalid(await api.call('POST', steps.paths.assets, bondBody({ distributorWalletId: 'not-a-uuid' })), 'distributorWalletId');
    expectInvalid(await api.call('POST', steps.paths.assets, bondBody({ firstCouponDate: '15.01.2027' })), 'firstCouponDate');
    expectInvalid(await api.call('POST', steps.paths.assets, { ...bondBody(), ticker: 'XYZ' }), 'ticker');
    expectInvalid(
      await api.call('POST', steps.paths.assets, bondBody({ credentials: { passphrase: 'x', user: 'admin' } as never })),
      'credentials.user',
    );
  });

  it("answers 404 for an unknown project or another institution's project", async () => {
    const { api, steps } = ctx.a;
    expectNotFound(await api.call('POST', steps.paths.assets, bondBody({ projectId: randomUUID() })), 'projectId');
    const foreign = await ctx.b.steps.createProject();
    expectNotFound(await api.call('POST', steps.paths.assets, bondBody({ projectId: foreign })), 'projectId');
  });

  it('keeps unit names unique within an institution (409 unitName) but not across institutions', async () => {
    const unitName = `UQ${uniqueTag().slice(-8).toUpperCase()}`;
    await ctx.a.steps.initializeAsset(bondBody({ unitName }));
    expectConflict(await ctx.a.api.call('POST', ctx.a.steps.paths.assets, bondBody({ unitName })), 'unitName');
    await ctx.b.steps.initializeAsset(bondBody({ unitName }));
  });
});

describe('ListTokenizedAssets', () => {
  it("lists the institution's assets newest first, optionally of one project", async () => {
    const { steps, api } = ctx.a;
    const projectId = await steps.createProject();
    const older = await steps.initializeAsset(bondBody({ projectId }));
    const newer = await steps.initializeAsset(shareBody({ projectId }));
    const elsewhere = await steps.initializeAsset(bondBody());
    const foreign = await ctx.b.steps.initializeAsset(bondBody());

    const ofProject = expectOk(await api.call<TokenizedAssetDto[]>('GET', `${steps.paths.assets}?projectId=${projectId}`));
    expect(ofProject.map((a) => a.id)).toEqual([newer, older]);
    const all = expectOk(await api.call<TokenizedAssetDto[]>('GET', steps.paths.assets));
    const ids = all.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([older, newer, elsewhere]));
    expect(ids).not.toContain(foreign);
    expect(all.every((a) => a.institutionId === ctx.a.institutionId)).toBe(true);
  });

  it('lists and shows the kind declared at initialize (Other stays Other); an omitted or null kind is derived', async () => {
    const { steps, api } = ctx.a;
    const projectId = await steps.createProject();
    const other = await steps.initializeAsset(bondBody({ projectId, kind: 'Other', firstCouponDate: null, interestRate: null }));
    const omitted = await steps.initializeAsset(bondBody({ projectId }));
    const nullBond = await steps.initializeAsset(bondBody({ projectId, kind: null, parValue: false, votingRight: false }));
    const share = await steps.initializeAsset(shareBody({ projectId }));
    const listed = expectOk(await api.call<TokenizedAssetDto[]>('GET', `${steps.paths.assets}?projectId=${projectId}`));
    const kinds = Object.fromEntries(listed.map((a) => [a.id, a.kind]));
    expect(kinds).toEqual({ [other]: 'Other', [omitted]: 'Bond', [nullBond]: 'Bond', [share]: 'Share' });
    expect((await steps.assetDetails(other)).asset.kind).toBe('Other');
    expect((await steps.assetDetails(share)).asset.kind).toBe('Share');
    // Finalizing keeps it, and so does the lookup by unit name.
    const finalized = await steps.finalizeAsset(other);
    expect(finalized.kind).toBe('Other');
    expect(expectOk(await api.call<TokenizedAssetDto>('GET', steps.paths.assetByUnit(finalized.unitName!))).kind).toBe('Other');
    // A kind the contract does not know, and share fields on a declared Other, are refused naming kind.
    expectInvalid(await api.call('POST', steps.paths.assets, bondBody({ kind: 'Fund' as unknown as 'Other' })), 'kind');
    expectInvalid(await api.call('POST', steps.paths.assets, shareBody({ kind: 'Other' })), 'kind');
  });

  it('rejects a malformed projectId and answers 404 for an unknown or foreign one', async () => {
    const { steps, api } = ctx.a;
    expectInvalid(await api.call('GET', `${steps.paths.assets}?projectId=abc`), 'projectId');
    // The all-zero id in an optional query parameter means "not set"; unknown parameters are ignored.
    const all = expectOk(await api.call<TokenizedAssetDto[]>('GET', steps.paths.assets));
    expect(expectOk(await api.call<TokenizedAssetDto[]>('GET', `${steps.paths.assets}?projectId=${NIL_UUID}`))).toEqual(all);
    expect(expectOk(await api.call<TokenizedAssetDto[]>('GET', `${steps.paths.assets}?project=${randomUUID()}`))).toEqual(all);
    expectNotFound(await api.call('GET', `${steps.paths.assets}?projectId=${randomUUID()}`), 'projectId');
    const foreign = await ctx.b.steps.createProject();
    expectNotFound(await api.call('GET', `${steps.paths.assets}?projectId=${foreign}`), 'projectId');
  });
});

describe('GetTokenizedAssetDetails', () => {
  it('shows transfers, only the open opt-in requests, holders and the circulating supply', async () => {
    const { steps } = ctx.a;
    const projectId = await steps.createProject();
    const assetId = await steps.initializeAsset(bondBody({ projectId }));
    await steps.finalizeAsset(assetId);
    const customerId = await steps.createCustomer();
    const institutionId = ctx.a.institutionId;
    const db = ctx.server.database.db;
    await db.insert(optIns).values([
      { institutionId, projectId, tokenizedAssetId: assetId, walletAddress: 'HOLDER-1', customerId, status: 'Approved' },
      { institutionId, projectId, tokenizedAssetId: assetId, walletAddress: 'HOLDER-2', status: 'Requested' },
      { institutionId, projectId, tokenizedAssetId: assetId, walletAddress: 'HOLDER-3', status: 'Rejected' },
    ]);
    await db.insert(transfers).values([
      { institutionId, projectId, tokenizedAssetId: assetId, fromWallet: 'ISSUER', toWallet: 'HOLDER-1', amount: 300, txId: `T1-${uniqueTag()}` },
      { institutionId, projectId, tokenizedAssetId: assetId, fromWallet: 'ISSUER', toWallet: 'HOLDER-2', amount: 100, txId: `T2-${uniqueTag()}` },
      { institutionId, projectId, tokenizedAssetId: assetId, fromWallet: 'HOLDER-2', toWallet: 'HOLDER-1', amount: 40, txId: `T3-${uniqueTag()}` },
    ]);
    const details = await steps.assetDetails(assetId);
    expect(details.asset.status).toBe('Finalized');
    expect(details.transfers).toHaveLength(3);
    expect(details.openOptInRequests.map((o) => o.walletAddress)).toEqual(['HOLDER-2']);
    expect(details.openOptInRequests[0].status).toBe('Requested');
    const holders = Object.fromEntries(details.holders.map((h) => [h.walletAddress, h]));
    expect(holders['HOLDER-1']).toMatchObject({ amount: 340, customerId });
    expect(holders['HOLDER-1'].customerName).toContain('Jördis');
    expect(holders['HOLDER-2']).toMatchObject({ amount: 60, customerId: null, customerName: null });
    expect(details.circulatingSupply).toBe(400);
  });

  it("answers 404 for an unknown asset and another institution's asset", async () => {
    expectNotFound(await ctx.a.api.call('GET', ctx.a.steps.paths.asset(randomUUID())));
    const foreign = await ctx.b.steps.initializeAsset(bondBody());
    expectNotFound(await ctx.a.api.call('GET', ctx.a.steps.paths.asset(foreign)));
  });
});

describe('FinalizeTokenizedAsset', () => {
  it('finalizes the asset and records the IssueAsset transaction it signed', async () => {
    const { steps, api } = ctx.a;
    const { projectId, assetId, asset } = await steps.projectWithFinalizedAsset();
    expect(asset).toMatchObject({ id: assetId, projectId, status: 'Finalized', kind: 'Bond' });
    expect(Number.isInteger(asset.assetIndex)).toBe(true);
    expect(asset.creationTxId).toEqual(expect.any(String));
    expect(Date.parse(asset.finalizedAt!)).not.toBeNaN();
    expect((await steps.assetDetails(assetId)).asset).toMatchObject({ status: 'Finalized', assetIndex: asset.assetIndex, creationTxId: asset.creationTxId });

    const txs = await transactionsOfAsset(assetId);
    const issue = txs.find((t) => t.txAction === 'IssueAsset');
    expect(issue).toMatchObject({ txId: asset.creationTxId, projectId, tokenizedAssetId: assetId, unitName: asset.unitName, institutionId: ctx.a.institutionId });

    const other = await steps.initializeAsset(bondBody());
    const otherAsset = expectOk(await api.call<TokenizedAssetDto>('PUT', steps.paths.asset(other), { credentials: { passphrase: 'another passphrase' } }));
    expect(otherAsset.assetIndex).not.toBe(asset.assetIndex);
  });

  it('answers 409 (field tokenized-asset-id) when the asset is already finalized, recording no second issue', async () => {
    const { steps, api } = ctx.a;
    const { assetId } = await steps.projectWithFinalizedAsset();
    expectConflict(await api.call('PUT', steps.paths.asset(assetId), { credentials: { passphrase: 'second attempt!' } }), 'tokenized-asset-id');
    expect((await transactionsOfAsset(assetId)).filter((t) => t.txAction === 'IssueAsset')).toHaveLength(1);
  });

  it('issues once when finalizes race: one succeeds, the others get 409 on tokenized-asset-id', async () => {
    const { steps, api } = ctx.a;
    const assetId = await steps.initializeAsset();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => api.call('PUT', steps.paths.asset(assetId), { credentials: { passphrase: `racing passphrase ${i}` } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) expectConflict(res, 'tokenized-asset-id');
    expect((await transactionsOfAsset(assetId)).filter((t) => t.txAction === 'IssueAsset')).toHaveLength(1);
  });

  it('validates the credentials naming the field', async () => {
    const { steps, api } = ctx.a;
    const assetId = await steps.initializeAsset();
    const path = steps.paths.asset(assetId);
    // The contract's body is the flat credentials object; errors name its field.
    expectMissing(await api.call('PUT', path, {}), 'passphrase');
    expectInvalid(await api.call('PUT', path, { passphrase: 'short7!' }), 'passphrase');
    expectMissing(await api.call('PUT', path, { passphrase: null }), 'passphrase'); // null is the property left out
    expectInvalid(await api.call('PUT', path, { passphrase: 'p'.repeat(257) }), 'passphrase');
    // The wrapped form of the earlier contract: errors name the wrapped field.
    expectMissing(await api.call('PUT', path, { credentials: {} }), 'credentials.passphrase');
    expectInvalid(await api.call('PUT', path, { credentials: { passphrase: 'short7!' } }), 'credentials.passphrase');
    expectInvalid(await api.call('PUT', path, { credentials: { passphrase: null } }), 'credentials.passphrase');
    expectInvalid(await api.call('PUT', path, { credentials: { passphrase: 'p'.repeat(257) } }), 'credentials.passphrase');
    expect((await steps.assetDetails(assetId)).asset.status).toBe('Initialized');
    // Unknown properties are ignored outside the initialize body.
    expectOk(await api.call('PUT', path, { passphrase: 'p'.repeat(256), otp: '123' }));
  });

  it("answers 404 for an unknown asset and another institution's asset, leaving that one Initialized", async () => {
    expectNotFound(await ctx.a.api.call('PUT', ctx.a.steps.paths.asset(randomUUID()), { credentials: { passphrase: 'long enough' } }));
    const foreign = await ctx.b.steps.initializeAsset(bondBody());
    expectNotFound(await ctx.a.api.call('PUT', ctx.a.steps.paths.asset(foreign), { credentials: { passphrase: 'long enough' } }));
    expect((await ctx.b.steps.assetDetails(foreign)).asset.status).toBe('Initialized');
  });
});

describe('GetTokenizedAssetByUnitName', () => {
  it('finds the asset by its unit name, also with characters that need encoding', async () => {
    const { steps, api } = ctx.a;
    for (const unitName of [`U${uniqueTag().slice(-8)}`, `Grün Anleihe ${uniqueTag().slice(-4)}`, `A/B ${uniqueTag().slice(-4)}`]) {
      const id = await steps.initializeAsset(bondBody({ unitName }));
      const asset = expectOk(await api.call<TokenizedAssetDto>('GET', steps.paths.assetByUnit(unitName)));
      expect(asset).toMatchObject({ id, unitName });
    }
  });

  it("answers 404 for an unknown unit name and for another institution's unit name", async () => {
    const { steps, api } = ctx.a;
    expectNotFound(await api.call('GET', steps.paths.assetByUnit(`NOPE${uniqueTag()}`)));
    const unitName = `B${uniqueTag().slice(-8)}`;
    await ctx.b.steps.initializeAsset(bondBody({ unitName }));
    expectNotFound(await api.call('GET', steps.paths.assetByUnit(unitName)));
  });

  it('rejects a unit name longer than 64 characters naming the parameter', async () => {
    expectInvalid(await ctx.a.api.call('GET', ctx.a.steps.paths.assetByUnit('U'.repeat(65))), 'tokenized-asset-unit-name');
  });
});

describe('SendTokenMetadataOnChain', () => {
  it('records a metadata transaction and stamps metadataSentAt on a finalized asset', async () => {
    const { steps, api } = ctx.a;
    const { assetId } = await steps.projectWithFinalizedAsset();
    expect(expectOk(await api.call<boolean>('POST', steps.paths.metadata(assetId)))).toBe(true);
    const asset = (await steps.assetDetails(assetId)).asset;
    expect(Date.parse(asset.metadataSentAt!)).not.toBeNaN();
    const txs = await transactionsOfAsset(assetId);
    expect(txs.filter((t) => t.txAction !== 'IssueAsset')).toHaveLength(1);
  });

  it('answers 409 (field tokenizedAssetId) for an asset that is not finalized and records nothing', async () => {
    const { steps, api } = ctx.a;
    const assetId = await steps.initializeAsset();
    expectConflict(await api.call('POST', steps.paths.metadata(assetId)), 'tokenizedAssetId');
    expect(await transactionsOfAsset(assetId)).toEqual([]);
  });

  it("answers 404 for an unknown asset and another institution's asset", async () => {
    expectNotFound(await ctx.a.api.call('POST', ctx.a.steps.paths.metadata(randomUUID())));
    const foreign = await ctx.b.steps.initializeAsset(bondBody());
    expectNotFound(await ctx.a.api.call('POST', ctx.a.steps.paths.metadata(foreign)));
  });
});

describe('CreateMintTokenRequest', () => {
  it('records a New TxAsset transaction to the receiver with amount and memo', async () => {
    const { steps, api } = ctx.a;
    const { assetId, projectId, asset } = await steps.projectWithFinalizedAsset();
    const receiver = `RECEIVER${uniqueTag().toUpperCase()}`;
    const body = { tokenizedAssetId: assetId, amount: 12575, receiverWalletAddress: receiver, memo: 'Zeichnung Nr. 17' };
    expect(expectOk(await api.call<boolean>('POST', steps.paths.mint, body))).toBe(true);
    const mint = (await transactionsOfAsset(assetId)).find((t) => t.txAction === 'TxAsset');
    expect(mint).toMatchObject({ txStatus: 'New', toAddress: receiver, amount: 12575, projectId, unitName: asset.unitName, note: 'Zeichnung Nr. 17' });
    expect(expectOk(await api.call<boolean>('POST', steps.paths.mint, { ...body, memo: null }))).toBe(true);
    expect((await transactionsOfAsset(assetId)).filter((t) => t.txAction === 'TxAsset')).toHaveLength(2);
  });

  it('answers 409 (field tokenizedAssetId) for an asset that is not finalized', async () => {
    const { steps, api } = ctx.a;
    const assetId = await steps.initializeAsset();
    expectConflict(await api.call('POST', steps.paths.mint, { tokenizedAssetId: assetId, amount: 1, receiverWalletAddress: 'W' }), 'tokenizedAssetId');
  });

  it("answers 404 (field tokenizedAssetId) for an unknown asset and another institution's asset", async () => {
    const { steps, api } = ctx.a;
    expectNotFound(await api.call('POST', steps.paths.mint, { tokenizedAssetId: randomUUID(), amount: 1, receiverWalletAddress: 'W' }), 'tokenizedAssetId');
    const { assetId: foreign } = await ctx.b.steps.projectWithFinalizedAsset();
    expectNotFound(await api.call('POST', steps.paths.mint, { tokenizedAssetId: foreign, amount: 1, receiverWalletAddress: 'W' }), 'tokenizedAssetId');
  });

  it('validates the request naming the field', async () => {
    const { steps, api } = ctx.a;
    const { assetId } = await steps.projectWithFinalizedAsset();
    const ok = { tokenizedAssetId: assetId, amount: 10, receiverWalletAddress: 'W1' };
    const { amount: _a, ...noAmount } = ok;
    expectMissing(await api.call('POST', steps.paths.mint, noAmount), 'amount');
    const { receiverWalletAddress: _r, ...noReceiver } = ok;
    expectMissing(await api.call('POST', steps.paths.mint, noReceiver), 'receiverWalletAddress');
    expectInvalid(await api.call('POST', steps.paths.mint, { ...ok, amount: 0 }), 'amount');
    expectInvalid(await api.call('POST', steps.paths.mint, { ...ok, amount: -5 }), 'amount');
    // Base units: no fraction of one is minted (1e-300 was recorded as a mint of one).
    const fraction = await api.call<null>('POST', steps.paths.mint, { ...ok, amount: 1.5 });
    expectInvalid(fraction, 'amount');
    expect(JSON.stringify(fraction.body)).toContain('amount must be a whole number.');
    expectInvalid(await api.call('POST', steps.paths.mint, { ...ok, amount: 1e-300 }), 'amount');
    expectInvalid(await api.call('POST', steps.paths.mint, { ...ok, amount: '10' }), 'amount');
    expectInvalid(await api.call('POST', steps.paths.mint, { ...ok, receiverWalletAddress: '' }), 'receiverWalletAddress');
    expectInvalid(await api.call('POST', steps.paths.mint, { ...ok, receiverWalletAddress: 'W'.repeat(129) }), 'receiverWalletAddress');
    expectInvalid(await api.call('POST', steps.paths.mint, { ...ok, memo: 'm'.repeat(501) }), 'memo');
    expectInvalid(await api.call('POST', steps.paths.mint, { ...ok, tokenizedAssetId: NIL_UUID }), 'tokenizedAssetId');
    expectOk(await api.call('POST', steps.paths.mint, { ...ok, fee: 1 })); // unknown properties are ignored
    expectOk(await api.call('POST', steps.paths.mint, { ...ok, receiverWalletAddress: 'W'.repeat(128), memo: 'm'.repeat(500) }));
  });
});

describe('CreateMintTokenRequest with Idempotency-Key (extension)', () => {
  const mintsOf = async (assetId: string) => (await transactionsOfAsset(assetId)).filter((t) => t.txAction === 'TxAsset');

  it('mints once for a request repeated with the same key, also when the repeats race', async () => {
    const { steps, api } = ctx.a;
    const { assetId } = await steps.projectWithFinalizedAsset();
    const body = { tokenizedAssetId: assetId, amount: 10, receiverWalletAddress: 'W-IDEM' };
    const key = { 'Idempotency-Key': `mint-${uniqueTag()}` };
    const from = ctx.server.logs().length;
    const answers = await Promise.all([1, 2, 3].map(() => api.call<boolean>('POST', steps.paths.mint, body, key)));
    for (const answer of answers) expect(expectOk(answer)).toBe(true);
    expect(expectOk(await api.call<boolean>('POST', steps.paths.mint, body, key))).toBe(true);
    expect(await mintsOf(assetId)).toHaveLength(1);
    // Each of the three repeats is logged as a replay, as a customer's is: operation, institution, the asset.
    const replay = { operation: 'CreateMintTokenRequest', institutionId: ctx.a.institutionId, tokenizedAssetId: assetId };
    expect(replayLogs(ctx.server, from)).toEqual([1, 2, 3].map(() => expect.objectContaining(replay)));
    expectOk(await api.call<boolean>('POST', steps.paths.mint, body, { 'Idempotency-Key': `mint-${uniqueTag()}` }));
    expect(await mintsOf(assetId)).toHaveLength(2);
  });

  it('answers 409 naming Idempotency-Key when the key is reused for another request', async () => {
    const { steps, api } = ctx.a;
    const { assetId } = await steps.projectWithFinalizedAsset();
    const key = { 'Idempotency-Key': `mint-${uniqueTag()}` };
    expectOk(await api.call('POST', steps.paths.mint, { tokenizedAssetId: assetId, amount: 10, receiverWalletAddress: 'W1' }, key));
    expectConflict(await api.call('POST', steps.paths.mint, { tokenizedAssetId: assetId, amount: 11, receiverWalletAddress: 'W1' }, key), 'Idempotency-Key');
    expect(await mintsOf(assetId)).toHaveLength(1);
  });

  it('keeps keys apart per institution', async () => {
    const key = { 'Idempotency-Key': `shared-${uniqueTag()}` };
    const a = await ctx.a.steps.projectWithFinalizedAsset();
    const b = await ctx.b.steps.projectWithFinalizedAsset();
    expectOk(await ctx.a.api.call('POST', ctx.a.steps.paths.mint, { tokenizedAssetId: a.assetId, amount: 1, receiverWalletAddress: 'W' }, key));
    expectOk(await ctx.b.api.call('POST', ctx.b.steps.paths.mint, { tokenizedAssetId: b.assetId, amount: 1, receiverWalletAddress: 'W' }, key));
    expect((await ctx.b.steps.queryTransactions({ tokenizedAssetId: b.assetId, take: 200 })).result.filter((t) => t.txAction === 'TxAsset')).toHaveLength(1);
  });

  it('counts pending mint requests against the supply: a mint beyond what is left is refused on amount, exactly past 2^53', async () => {
    const { steps, api } = ctx.a;
    // 2^60 base units: a double holds it, but not every sum near it, and JSON numbers print it rounded.
    const supply = 2 ** 60;
    const assetId = await steps.initializeAsset(bondBody({ totalSupply: supply, decimals: 0 }));
    await steps.finalizeAsset(assetId);
    const mint = (amount: number) => api.call<boolean>('POST', steps.paths.mint, { tokenizedAssetId: assetId, amount, receiverWalletAddress: 'W-LIMIT' });
    expect(await steps.assetDetails(assetId)).toMatchObject({ mintedSupply: '0', pendingMintSupply: '0' });

    expect(expectOk(await mint(supply - 1024))).toBe(true);
    expect(await steps.assetDetails(assetId)).toMatchObject({ mintedSupply: '0', pendingMintSupply: '1152921504606845952' });
    const refused = await mint(2048);
    expectInvalid(refused, 'amount');
    expect(refused.text).toContain('1024 base units');
    expect(expectOk(await mint(1024))).toBe(true);
    expectInvalid(await mint(1), 'amount');
    expect((await steps.assetDetails(assetId)).pendingMintSupply).toBe('1152921504606846976');
    expect(await mintsOf(assetId)).toHaveLength(2);
  });

  it('rejects a malformed key and an amount beyond the total supply, naming the field', async () => {
    const { steps, api } = ctx.a;
    const { assetId, asset } = await steps.projectWithFinalizedAsset();
    const ok = { tokenizedAssetId: assetId, amount: 1, receiverWalletAddress: 'W' };
    expectInvalid(await api.call('POST', steps.paths.mint, ok, { 'Idempotency-Key': 'has space' }), 'Idempotency-Key');
    expectInvalid(await api.call('POST', steps.paths.mint, ok, { 'Idempotency-Key': 'k'.repeat(129) }), 'Idempotency-Key');
    expectInvalid(await api.call('POST', steps.paths.mint, { ...ok, amount: (asset.totalSupply ?? 0) + 1 }), 'amount');
    expect(await mintsOf(assetId)).toHaveLength(0);
  });
});
