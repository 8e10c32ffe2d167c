import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenizedAssets, transactions, transfers } from '../../src/db/schema';
import type { SubmittedTx } from '../../src/ledger/chain-adapter';
import { signIssueTransaction } from '../../src/services/asset-signing';
import { distributorAddress } from '../../src/services/holders';
import { bondBody, shareBody } from '../support/factories';
import { expectApiError, newInstitutionId, openTestServices, type TestServices } from './support/test-services';

let t: TestServices;
beforeAll(async () => {
  t = await openTestServices();
});
afterAll(() => t.close());

let projectCount = 0;
async function newProject(inst: string) {
  projectCount += 1;
  return t.services.projects.create(inst, { name: `Assets ${projectCount}` });
}

describe('initialize', () => {
  it('stores a bond as Initialized with all fields', async () => {
    const inst = newInstitutionId();
    const projectId = await newProject(inst);
    const body = bondBody({ projectId, unitName: 'BND1', enableFreeze: false, customAttributes: { rating: 'A', note: null } });
    const result = await t.services.tokenizedAssets.initialize(inst, { ...body, credentials: { passphrase: 'never-stored-in-init' } });
    expect(result.status).toBe('Initialized');
    const asset = await t.services.tokenizedAssets.get(inst, result.id);
    expect(asset).toMatchObject({
      id: result.id,
      projectId,
      status: 'Initialized',
      kind: 'Bond',
      blockchain: 'Algorand',
      assetIndex: null,
      creationTxId: null,
      finalizedAt: null,
      unitName: 'BND1',
      issuerName: body.issuerName,
      totalSupply: body.totalSupply,
      interestRate: body.interestRate,
      firstCouponDate: body.firstCouponDate,
      customAttributes: { rating: 'A', note: null },
      enableFreeze: false,
      shareClass: null,
    });
  });

  it('stores a share when all four share fields are given', async () => {
    const inst = newInstitutionId();
    const { id } = await t.services.tokenizedAssets.initialize(inst, shareBody({ projectId: await newProject(inst), unitName: 'SHR1', parValue: false }));
    const asset = await t.services.tokenizedAssets.get(inst, id);
    expect(asset).toMatchObject({ kind: 'Share', shareClass: 'A', votingRights: 'One vote per share', parValue: false, votingRight: true });
  });

  it('names each missing share field when only some are given', async () => {
    const inst = newInstitutionId();
    const projectId = await newProject(inst);
    const err = await expectApiError(
      t.services.tokenizedAssets.initialize(inst, { ...bondBody({ projectId, unitName: 'SHR2' }), shareClass: 'A', parValue: true }),
      400,
      'MissingField',
      'votingRights',
    );
    expect(err.items.map((i) => i.field).sort()).toEqual(['votingRight', 'votingRights']);
    await expectApiError(
      t.services.tokenizedAssets.initialize(inst, { ...shareBody({ projectId, unitName: 'SHR3' }), shareClass: null }),
      400,
      'MissingField',
      'shareClass',
    );
  });

  it('stores the declared kind (Other, Bond, Share) and derives it when the kind is omitted or null', async () => {
    const inst = newInstitutionId();
    const projectId = await newProject(inst);
    const kindOf = async (input: Parameters<typeof t.services.tokenizedAssets.initialize>[1]) =>
      (await t.services.tokenizedAssets.get(inst, (await t.services.tokenizedAssets.initialize(inst, input)).id)).kind;
    const bond = bondBody({ projectId, parValue: false, votingRight: false, shareClass: null, votingRights: null });
    expect(await kindOf({ ...bond, unitName: 'KOTH', kind: 'Other' })).toBe('Other');
    expect(await kindOf({ ...bond, unitName: 'KBND', kind: 'Bond' })).toBe('Bond');
    expect(await kindOf({ ...bond, unitName: 'KNUL', kind: null })).toBe('Bond');
    expect(await kindOf({ ...bond, unitName: 'KOMT' })).toBe('Bond');
    expect(await kindOf(shareBody({ projectId, unitName: 'KSHD', kind: 'Share' }))).toBe('Share');
    expect(await kindOf(shareBody({ projectId, unitName: 'KSHN', kind: null }))).toBe('Share');
  });

  it('holds a declared kind to its share fields: a Share needs all four, Bond and Other take none (400 kind)', async () => {
    const inst = newInstitutionId();
    const projectId = await newProject(inst);
    const err = await expectApiError(
      t.services.tokenizedAssets.initialize(inst, { ...bondBody({ projectId, unitName: 'KSH1' }), kind: 'Share' }),
      400,
      'MissingField',
      'shareClass',
    );
    expect(err.items.map((i) => i.field).sort()).toEqual(['parValue', 'shareClass', 'votingRight', 'votingRights']);
    await expectApiError(t.services.tokenizedAssets.initialize(inst, shareBody({ projectId, unitName: 'KOT1', kind: 'Other' })), 400, 'InvalidInput', 'kind');
    await expectApiError(
      t.services.tokenizedAssets.initialize(inst, { ...bondBody({ projectId, unitName: 'KBD1' }), kind: 'Bond', votingRight: true }),
      400,
      'InvalidInput',
      'kind',
    );
    expect(await t.services.tokenizedAssets.list(inst)).toEqual([]);
  });

  it('keeps unit names unique per institution (409 unitName), also under concurrent requests', async () => {
    const inst = newInstitutionId();
    const projectId = await newProject(inst);
    await t.services.tokenizedAssets.initialize(inst, bondBody({ projectId, unitName: 'UNQ1' }));
    await expectApiError(t.services.tokenizedAssets.initialize(inst, bondBody({ projectId, unitName: 'UNQ1' })), 409, 'Conflict', 'unitName');
    const results = await Promise.allSettled([
      t.services.tokenizedAssets.initialize(inst, bondBody({ projectId, unitName: 'RACE' })),
      t.services.tokenizedAssets.initialize(inst, bondBody({ projectId, unitName: 'RACE' })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // The same unit name in another institution is fine.
    const other = newInstitutionId();
    await t.services.tokenizedAssets.initialize(other, bondBody({ projectId: await newProject(other), unitName: 'UNQ1' }));
  });

  it("rejects a project of another institution as unknown (404 projectId)", async () => {
    const projectId = await newProject(newInstitutionId());
    await expectApiError(
      t.services.tokenizedAssets.initialize(newInstitutionId(), bondBody({ projectId, unitName: 'FOREIGN' })),
      404,
      'NotFound',
      'projectId',
    );
  });

  it('accepts an asset without a project (projectId is optional in the interface)', async () => {
    const inst = newInstitutionId();
    const { projectId: _omit, ...input } = bondBody({ projectId: 'unused', unitName: 'NOPRJ' });
    const { id } = await t.services.tokenizedAssets.initialize(inst, input);
    expect((await t.services.tokenizedAssets.get(inst, id)).projectId).toBeNull();
  });
});

describe('reads', () => {
  it('finds by unit name and lists by project, scoped to the institution', async () => {
    const inst = newInstitutionId();
    const p1 = await newProject(inst);
    const p2 = await newProject(inst);
    const { id } = await t.services.tokenizedAssets.initialize(inst, bondBody({ projectId: p1, unitName: 'RD1' }));
    await t.services.tokenizedAssets.initialize(inst, bondBody({ projectId: p2, unitName: 'RD2' }));
    expect((await t.services.tokenizedAssets.getByUnitName(inst, 'RD1')).id).toBe(id);
    await expectApiError(t.services.tokenizedAssets.getByUnitName(newInstitutionId(), 'RD1'), 404, 'NotFound', 'tokenized-asset-unit-name');
    expect((await t.services.tokenizedAssets.list(inst, p1)).map((a) => a.unitName)).toEqual(['RD1']);
    expect(await t.services.tokenizedAssets.list(inst)).toHaveLength(2);
    await expectApiError(t.services.tokenizedAssets.details(newInstitutionId(), id), 404, 'NotFound', 'tokenized-asset-id');
    await expectApiError(t.services.tokenizedAssets.list(newInstitutionId(), p1), 404, 'NotFound', 'projectId');
  });
});

describe('finalize', () => {
  const passphrase = 'Sup3r-Secret-Passphrase-4711';

  it('finalizes, records a signed IssueAsset transaction and never keeps the passphrase', async () => {
    const inst = newInstitutionId();
    const projectId = await newProject(inst);
    const body = bondBody({ projectId, unitName: 'FIN1' });
    const { id } = await t.services.tokenizedAssets.initialize(inst, body);
    const asset = await t.services.assetIssuance.finalize(inst, id, passphrase);
    expect(asset.status).toBe('Finalized');
    expect(asset.assetIndex).toBeGreaterThan(1000);
    expect(asset.finalizedAt).not.toBeNull();
    expect(asset.creationTxId).toMatch(/^[0-9a-f]{64}$/);

    const txs = await t.services.transactions.query(inst, { txActions: 'IssueAsset' });
    expect(txs.count).toBe(1);
    expect(txs.result[0]).toMatchObject({
      txId: asset.creationTxId,
      txStatus: 'Successful',
      blockchain: 'Algorand',
      tokenizedAssetId: id,
      projectId,
      unitName: 'FIN1',
      amount: body.totalSupply,
    });
    // A different passphrase would have produced a different signature (the key really comes from the passphrase).
    const payloadSigned = await signIssueTransaction('another passphrase', id, { same: 'payload' });
    expect(payloadSigned).not.toBe(asset.creationTxId);

    // The passphrase is nowhere in the database (every table dumped as text, bytea included) nor in the logs.
    const tables = await t.database.db.execute(
      sql`select table_schema || '"."' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
    );
    const names = (tables as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
    expect(names).toContain('public"."transactions');
    const hex = Buffer.from(passphrase).toString('hex');
    for (const name of names) {
      const dump = await t.database.db.execute(sql.raw(`select t::text as row from "${name}" t`));
      const text = (dump as unknown as { rows: { row: string }[] }).rows.map((r) => r.row).join('\n');
      expect(text.includes(passphrase), `passphrase found in ${name}`).toBe(false);
      expect(text.toLowerCase().includes(hex), `passphrase (hex) found in ${name}`).toBe(false);
    }
    expect(t.logLines.join('\n')).not.toContain(passphrase);

    // Finalizing again: 409 on status, and the error does not echo the passphrase.
    const err = await expectApiError(t.services.assetIssuance.finalize(inst, id, passphrase), 409, 'Conflict', 'tokenized-asset-id');
    expect(err.message).not.toContain(passphrase);
  });

  it('does not return a verifier for the passphrase: the public fields and the right passphrase do not reproduce creationTxId', async () => {
    const inst = newInstitutionId();
    const { id } = await t.services.tokenizedAssets.initialize(inst, bondBody({ projectId: await newProject(inst), unitName: 'NVER1' }));
    const dto = await t.services.assetIssuance.finalize(inst, id, passphrase);
    // What an attacker sees: the returned DTO. Rebuilding the signed payload from it with the right passphrase
    // must not match, or creationTxId would let anyone brute-force the passphrase offline.
    const publicPayload = {
      assetId: dto.id,
      assetIndex: dto.assetIndex,
      blockchain: dto.blockchain,
      decimals: dto.decimals,
      finalizedAt: dto.finalizedAt,
      institutionId: dto.institutionId,
      isin: dto.isin,
      issuerName: dto.issuerName,
      kind: dto.kind,
      name: dto.name,
      projectId: dto.projectId,
      totalSupply: dto.totalSupply,
      unitName: dto.unitName,
    };
    expect(await signIssueTransaction(passphrase, dto.id, publicPayload)).not.toBe(dto.creationTxId);
    expect(JSON.stringify(dto)).not.toMatch(/nonce/i);
  });

  it('derives the transaction id from the passphrase deterministically', async () => {
    const a = await signIssueTransaction('passphrase-one', 'salt-id', { b: 1, a: [1, 2] });
    const b = await signIssueTransaction('passphrase-one', 'salt-id', { a: [1, 2], b: 1 });
    const c = await signIssueTransaction('passphrase-two', 'salt-id', { a: [1, 2], b: 1 });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('finalizes once when two requests race: one 409, one IssueAsset transaction', async () => {
    const inst = newInstitutionId();
    const { id } = await t.services.tokenizedAssets.initialize(inst, bondBody({ projectId: await newProject(inst), unitName: 'RACEF' }));
    const results = await Promise.allSettled([
      t.services.assetIssuance.finalize(inst, id, passphrase),
      t.services.assetIssuance.finalize(inst, id, passphrase),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(rejected?.status === 'rejected' && rejected.reason).toMatchObject({ status: 409, items: [{ field: 'tokenized-asset-id' }] });
    expect((await t.services.transactions.query(inst, { txActions: 'IssueAsset' })).count).toBe(1);
  });

  it("returns 404 for another institution's asset", async () => {
    const inst = newInstitutionId();
    const { id } = await t.services.tokenizedAssets.initialize(inst, bondBody({ projectId: await newProject(inst), unitName: 'FIN2' }));
    await expectApiError(t.services.assetIssuance.finalize(newInstitutionId(), id, passphrase), 404, 'NotFound', 'tokenized-asset-id');
  });
});

describe('mint and metadata', () => {
  it('need a finalized asset and record New transactions', async () => {
    const inst = newInstitutionId();
    const projectId = await newProject(inst);
    const { id } = await t.services.tokenizedAssets.initialize(inst, bondBody({ projectId, unitName: 'MNT1' }));
    const mint = { tokenizedAssetId: id, amount: 250, receiverWalletAddress: 'RECEIVERWALLET', memo: 'First allocation' };
    await expectApiError(t.services.assetIssuance.requestMint(inst, mint), 409, 'Conflict', 'tokenizedAssetId');
    await expectApiError(t.services.assetIssuance.sendMetadataOnChain(inst, id), 409, 'Conflict', 'tokenizedAssetId');

    await t.services.assetIssuance.finalize(inst, id, 'a long enough passphrase');
    expect(await t.services.assetIssuance.requestMint(inst, mint)).toBe(true);
    expect(await t.services.assetIssuance.sendMetadataOnChain(inst, id)).toBe(true);

    const minted = await t.services.transactions.query(inst, { txActions: 'TxAsset' });
    expect(minted.result).toHaveLength(1);
    expect(minted.result[0]).toMatchObject({ txStatus: 'New', toAddress: 'RECEIVERWALLET', amount: 250, note: 'First allocation', tokenizedAssetId: id });
    const meta = await t.services.transactions.query(inst, { txActions: 'TxNative' });
    expect(meta.result[0]).toMatchObject({ txStatus: 'New', tokenizedAssetId: id });
    expect(meta.result[0].note).toContain('MNT1');
    expect((await t.services.tokenizedAssets.get(inst, id)).metadataSentAt).not.toBeNull();

    await expectApiError(t.services.assetIssuance.requestMint(newInstitutionId(), mint), 404, 'NotFound', 'tokenizedAssetId');
  });

  it('keep the amount in base units and name it in whole units in the note a mint without memo gets', async () => {
    const inst = newInstitutionId();
    const { id } = await t.services.tokenizedAssets.initialize(inst, bondBody({ projectId: await newProject(inst), unitName: 'MNT2', decimals: 2, totalSupply: 1_000_000 }));
    await t.services.assetIssuance.finalize(inst, id, 'a long enough passphrase');
    expect(await t.services.assetIssuance.requestMint(inst, { tokenizedAssetId: id, amount: 150, receiverWalletAddress: 'RECEIVER' })).toBe(true);
    const [minted] = (await t.services.transactions.query(inst, { txActions: 'TxAsset' })).result;
    expect(minted).toMatchObject({ amount: 150, note: 'Mint 1.5 MNT2' });
  });
});

describe('mint allowance: total supply less minted less pending mint requests', () => {
  it('counts imported holdings and settled mints as minted, tracked New or Retrying mints as pending, and refuses beyond what is left', async () => {
    const { db } = t.database;
    const inst = newInstitutionId();
    const projectId = await newProject(inst);
    const { id } = await t.services.tokenizedAssets.initialize(inst, bondBody({ projectId, unitName: 'ALW1', totalSupply: 1000, decimals: 0 }));
    await t.services.assetIssuance.finalize(inst, id, 'a long enough passphrase');
    const [row] = await db.select().from(tokenizedAssets).where(eq(tokenizedAssets.id, id));
    const distributor = distributorAddress(row);
    // Imported history: 100 left the distributor, 40 moved between holders (still 100 minted); an untracked New
    // TxAsset from the distributor is history the ledger never settles, not a pending request.
    const transfer = { institutionId: inst, projectId, tokenizedAssetId: id, txId: 'imported' };
    await db.insert(transfers).values([
      { ...transfer, fromWallet: distributor, toWallet: 'HOLDER1', amount: 100 },
      { ...transfer, fromWallet: 'HOLDER1', toWallet: 'HOLDER2', amount: 40 },
    ]);
    await db.insert(transactions).values({
      txId: `imported-${id}`, institutionId: inst, tokenizedAssetId: id, txAction: 'TxAsset', txStatus: 'New', blockchain: 'Algorand',
      fromAddress: distributor, toAddress: 'HOLDER3', amount: 500, ledgerCheckAt: null,
    });
    const mint = (amount: number) => t.services.assetIssuance.requestMint(inst, { tokenizedAssetId: id, amount, receiverWalletAddress: 'RECEIVER' });
    const supplies = async () => {
      const d = await t.services.tokenizedAssets.details(inst, id);
      return { minted: d.mintedSupply, pending: d.pendingMintSupply };
    };
    expect(await supplies()).toEqual({ minted: '100', pending: '0' });

    await mint(300);
    await mint(200);
    expect(await supplies()).toEqual({ minted: '100', pending: '500' });
    const refused = await expectApiError(mint(401), 400, 'InvalidInput', 'amount');
    expect(refused.items[0].message).toContain('400 base units');

    // The ledger settles them: the 300 Successful (now minted), the 200 Failed (free again).
    const requests = await db.select().from(transactions).where(and(eq(transactions.tokenizedAssetId, id), isNotNull(transactions.ledgerCheckAt)));
    const submitted = (amount: number): SubmittedTx => {
      const r = requests.find((x) => x.amount === amount)!;
      return { id: r.id, txId: r.txId, blockchain: r.blockchain, txStatus: 'New', retryCount: 0, createdAt: r.createdAt };
    };
    await t.services.ledger.record('test-ledger', submitted(300), { status: 'Successful', confirmedAt: new Date() });
    await t.services.ledger.record('test-ledger', submitted(200), { status: 'Retrying', checkAgainInMs: 60_000 });
    expect(await supplies()).toEqual({ minted: '400', pending: '200' });
    // The settled mint is a holding: its receiver is a holder, and what circulates is what was minted.
    const details = await t.services.tokenizedAssets.details(inst, id);
    expect(details.holders).toContainEqual(expect.objectContaining({ walletAddress: 'RECEIVER', amount: 300 }));
    expect(details.circulatingSupply).toBe(400);
    await t.services.ledger.record('test-ledger', { ...submitted(200), txStatus: 'Retrying', retryCount: 1 }, { status: 'Failed' });
    expect(await supplies()).toEqual({ minted: '400', pending: '0' });

    await expectApiError(mint(601), 400, 'InvalidInput', 'amount');
    expect(await mint(600)).toBe(true);
    await expectApiError(mint(1), 400, 'InvalidInput', 'amount');
    expect(await supplies()).toEqual({ minted: '400', pending: '600' });
  });

  it('lets concurrent mints of one asset take turns, so together they never pass the supply', async () => {
    const inst = newInstitutionId();
    const { id } = await t.services.tokenizedAssets.initialize(inst, bondBody({ projectId: await newProject(inst), unitName: 'ALW2', totalSupply: 1000, decimals: 0 }));
    await t.services.assetIssuance.finalize(inst, id, 'a long enough passphrase');
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map(() => t.services.assetIssuance.requestMint(inst, { tokenizedAssetId: id, amount: 300, receiverWalletAddress: 'RACER' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect((await t.services.tokenizedAssets.details(inst, id)).pendingMintSupply).toBe('900');
  });
});
