import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerExtractModel, ExtractAsset, RegistryExtractModel } from '../../src/pdf/extract-model';
import { createPdfRenderPool, defaultRenderThreads, parseRenderThreads, PdfRenderPoolClosed, type PdfRenderPool } from '../../src/pdf/pdf-render-pool';
import { renderDocument } from '../../src/pdf/render-request';
import { pdfPageTexts } from './support/pdf-text';
import { eventually, osThreadsNamed } from '../support/render-threads';

const asOf = new Date('2026-11-24T03:00:00Z');

function asset(holders: number): ExtractAsset {
  return {
    id: '0b7e1c9a-1d2e-4f3a-8b4c-5d6e7f8a9b0c',
    isin: 'AT0000ARES01',
    name: 'Alpine Ordinary Shares',
    unitName: 'ARES',
    issuerName: 'Alpen AG',
    status: 'Finalized',
    kind: 'Share',
    blockchain: 'Algorand',
    assetIndex: 4711,
    totalSupply: 1_000_000,
    nominalAmountPerToken: '1.00',
    interestRate: null,
    firstCouponDate: null,
    shareClass: 'Ordinary',
    parValue: false,
    votingRights: 'One vote per share',
    votingRight: true,
    companyConsent: '0',
    holders: Array.from({ length: holders }, (_, i) => ({
      walletAddress: `WALLET${String(i).padStart(52, '0')}`,
      customerId: null,
      customerName: `Holder Łódź ${i}`,
      amount: 10 + i,
    })),
  };
}

function customerModel(name: string): CustomerExtractModel {
  const held = asset(0);
  return {
    projectId: '5f1e2d3c-4b5a-4697-8877-665544332211',
    projectName: 'Alpine Real Estate Ωμέγα',
    institutionName: 'Raiffeisen Test Bank',
    asOf,
    customerId: '7c6b5a49-3827-4615-9504-f3e2d1c0b9a8',
    customerName: name,
    holdings: [{ asset: held, walletAddress: 'ANNAWALLET000000000000000000000000000000000000000000000000', amount: 250 }],
  };
}

function registryModel(holders: number): RegistryExtractModel {
  return { projectId: '5f1e2d3c-4b5a-4697-8877-665544332211', projectName: 'Alpine', institutionId: 'i', institutionName: 'Bank', asOf, assets: [asset(holders)] };
}

const pools: PdfRenderPool[] = [];
function newPool(size = 1): PdfRenderPool {
  const pool = createPdfRenderPool({ size });
  pools.push(pool);
  return pool;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const linux = existsSync('/proc/self/task');

describe('PDF render threads', () => {
  it('write the same document on a thread as on the main thread', async () => {
    const model = customerModel('Anna Gruber');
    const pdf = await newPool().render({ kind: 'customer', model });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const onThread = await pdfPageTexts(pdf);
    expect(onThread.join('\n')).toContain('Anna Gruber');
    expect(onThread.join('\n')).toContain('Ωμέγα');
    expect(onThread).toEqual(await pdfPageTexts(await renderDocument({ kind: 'customer', model })));
  });

  it('keep one thread that loads the fonts once for all the documents it writes', async () => {
    const pool = newPool(1);
    expect(pool.threadCount()).toBe(0);
    const names = ['Anna Gruber', 'Felix Steiner', 'Zoë Brandt', 'Jan Nowak', 'Ωμέγα Papadopoulos'];
    const pdfs = await Promise.all(names.map((name) => pool.render({ kind: 'customer', model: customerModel(name) })));
    for (const [i, pdf] of pdfs.entries()) expect((await pdfPageTexts(pdf)).join('\n')).toContain(names[i]);
    expect(pool.threadCount()).toBe(1);
    expect(pool.fontLoads()).toBe(1);
    if (linux) expect(osThreadsNamed('pdf-render')).toBe(1);
  });

  it("reject a document the thread cannot write with the thread's error, and go on writing", async () => {
    const pool = newPool(1);
    const broken = { ...customerModel('Anna Gruber'), holdings: null } as unknown as CustomerExtractModel;
    await expect(pool.render({ kind: 'customer', model: broken })).rejects.toThrow(/Cannot read properties of null/);
    const pdf = await pool.render({ kind: 'customer', model: customerModel('Felix Steiner') });
    expect((await pdfPageTexts(pdf)).join('\n')).toContain('Felix Steiner');
    expect(pool.threadCount()).toBe(1);
  });

  it('end with close: a document under way or asked later fails as closed, and no thread is left running', async () => {
    const pool = newPool(1);
    await pool.render({ kind: 'customer', model: customerModel('Warm up') });
    const large = pool.render({ kind: 'registry', model: registryModel(5_000) });
    const queued = pool.render({ kind: 'customer', model: customerModel('Queued') });
    const outcomes = Promise.allSettled([large, queued]);
    await pool.close();
    for (const outcome of await outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(PdfRenderPoolClosed);
    }
    await expect(pool.render({ kind: 'customer', model: customerModel('Later') })).rejects.toBeInstanceOf(PdfRenderPoolClosed);
    expect(pool.threadCount()).toBe(0);
    if (linux) expect(await eventually(() => osThreadsNamed('pdf-render') === 0)).toBe(true);
  });

  it('spread work over several threads when sized so', async () => {
    const pool = newPool(2);
    await Promise.all([1, 2, 3, 4].map((i) => pool.render({ kind: 'registry', model: registryModel(200 * i) })));
    expect(pool.threadCount()).toBe(2);
    expect(pool.fontLoads()).toBe(2);
  });

  it('default to one thread on a 2-core machine, leaving a core to the API', () => {
    expect(defaultRenderThreads(1)).toBe(1);
    expect(defaultRenderThreads(2)).toBe(1);
    expect(defaultRenderThreads(4)).toBe(3);
    expect(defaultRenderThreads(64)).toBe(4);
  });

  it('take their number from EXTRACT_RENDER_THREADS, refusing what is not a whole number from 1 to 64', () => {
    expect(parseRenderThreads(undefined)).toBeUndefined();
    expect(parseRenderThreads(' ')).toBeUndefined();
    expect(parseRenderThreads('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'two', '65']) expect(() => parseRenderThreads(bad)).toThrow(`EXTRACT_RENDER_THREADS "${bad}" must be a whole number from 1 to 64.`);
  });
});
