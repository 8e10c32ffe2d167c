import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error';
import { createDemoProfileHandler } from '../../src/http/demo-profile';
import type { HandlerContext } from '../../src/http/handler-types';
import { createContractClient } from '../helpers/contract-client';
import type { RunningServer } from '../helpers/start-platform-server';
import { startRealContractServer } from './real-contract-server';

const ALLOWED_ORIGIN = 'https://backoffice.example.com';
const OTHER_DEPLOYMENT = 'https://sandbox.registry.example.com';

describe('platform: dashboard, security headers and CORS', () => {
  let server: RunningServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'platform-static-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root">dashboard</div>');
    writeFileSync(join(staticDir, 'assets', 'app-1234.js'), 'console.log("app")');
    // The build writes a brotli and a gzip copy beside each file (vite.config.ts); the asset gets both, the
    // page only a brotli one.
    writeFileSync(join(staticDir, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log("app")'));
    writeFileSync(join(staticDir, 'assets', 'app-1234.js.gz'), gzipSync('console.log("app")'));
    writeFileSync(join(staticDir, 'index.html.br'), brotliCompressSync('<!doctype html><div id="root">dashboard</div>'));
    // The build's route table (scripts/vite/route-preload.ts): the entry, and the chunks each page needs beyond it.
    writeFileSync(
      join(staticDir, 'route-preload.json'),
      JSON.stringify({
        entry: ['/assets/app-1234.js'],
        routes: [
          { pattern: '^/assets/new/?$', files: ['/assets/wizard-1.js'] },
          { pattern: '^/assets/[^/]+/?$', files: ['/assets/asset-page-1.js', '/assets/chip-1.js'] },
        ],
      }),
    );
    ({ server } = await startRealContractServer({ staticDir, corsOrigins: [ALLOWED_ORIGIN], connectSrc: [OTHER_DEPLOYMENT] }));
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  /** A GET that shows the bytes as sent (fetch would decompress them). */
  function rawGet(path: string, acceptEncoding: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${server.baseUrl}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('sends the precompressed copy the browser accepts (brotli, else gzip, else plain), varying on Accept-Encoding', async () => {
    const br = await rawGet('/assets/app-1234.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe('console.log("app")');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await rawGet('/assets/app-1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('console.log("app")');

    const plain = await rawGet('/assets/app-1234.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log("app")');

    // Client-side routes get the page precompressed too, and revalidated.
    const page = await rawGet('/projects/123', 'br');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('dashboard');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("sends the entry, then a page's own chunks, as modulepreload links with index.html, whatever its encoding, the most specific route first", async () => {
    const entry = '</assets/app-1234.js>; rel=modulepreload; crossorigin';
    for (const encoding of ['br', 'gzip', 'identity']) {
      const page = await rawGet('/assets/5f0c7a52-0000-4000-8000-000000000001?tab=transactions', encoding);
      expect(page.status).toBe(200);
      expect(page.headers.link).toBe(`${entry}, </assets/asset-page-1.js>; rel=modulepreload; crossorigin, </assets/chip-1.js>; rel=modulepreload; crossorigin`);
    }
    expect((await rawGet('/assets/new', 'br')).headers.link).toBe(`${entry}, </assets/wizard-1.js>; rel=modulepreload; crossorigin`);
    // As react-router matches it: regardless of case.
    expect((await rawGet('/Assets/New', 'br')).headers.link).toBe(`${entry}, </assets/wizard-1.js>; rel=modulepreload; crossorigin`);
    // A page whose code is all in the entry gets the entry alone; files that are not pages get none.
    expect((await rawGet('/projects', 'br')).headers.link).toBe(entry);
    expect((await rawGet('/assets/app-1234.js', 'br')).headers.link).toBeUndefined();
  });

  it('serves the built dashboard and its assets', async () => {
    const index = await fetch(`${server.baseUrl}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('dashboard');
    const asset = await fetch(`${server.baseUrl}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('falls back to index.html for client-side routes, but not for /api or missing files', async () => {
    const route = await fetch(`${server.baseUrl}/projects/123/assets`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toMatch(/text\/html/);
    expect(await route.text()).toContain('dashboard');

    const api = await fetch(`${server.baseUrl}/api/unknown`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { errorMessageCodes: string[] }).errorMessageCodes).toEqual(['NotFound']);

    const missingAsset = await fetch(`${server.baseUrl}/assets/missing-999.js`);
    expect(missingAsset.status).toBe(404);

    const post = await fetch(`${server.baseUrl}/projects`, { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('sends security headers and a CSP under which the dashboard works', async () => {
    for (const path of ['/', `/api/Project/${server.apiKeys[0].institutionId}`, '/api/unknown']) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { 'x-api-key': server.apiKeys[0].key } });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain(`connect-src 'self' ${OTHER_DEPLOYMENT}`);
      expect(csp).toContain("font-src 'self' data:");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('allows CORS only for the configured origins', async () => {
    const institution = server.apiKeys[0].institutionId;
    const allowed = await fetch(`${server.baseUrl}/api/Project/${institution}`, {
      headers: { origin: ALLOWED_ORIGIN, 'x-api-key': server.apiKeys[0].key },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(allowed.headers.get('access-control-expose-headers')).toContain('X-Request-Id');

    const preflight = await fetch(`${server.baseUrl}/api/Project/${institution}`, {
      method: 'OPTIONS',
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-API-KEY');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    const foreign = await fetch(`${server.baseUrl}/api/Project/${institution}`, {
      headers: { origin: 'https://evil.example.com', 'x-api-key': server.apiKeys[0].key },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const foreignPreflight = await fetch(`${server.baseUrl}/api/Project/${institution}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreignPreflight.status).toBe(404);
  });

  it('answers GetDemoProfile with 404 when not in demo mode', async () => {
    const response = await createContractClient(server.baseUrl, null).call('GET', '/api/reference/demo-profile');
    expect(response.status).toBe(404);
    expect(response.body.errorMessageCodes).toEqual(['NotFound']);
  });
});

describe('platform: demo mode', () => {
  it('answers GetDemoProfile without a key with the demo institution and key', async () => {
    const demoProfile = { institutionId: '6f1c2d8e-4b7a-4c1e-9a51-0c9b2f7d3e10', institutionName: 'Demo Institution', apiKey: 'demo_abcdefghijklmnopqrstuvwx' };
    const { server } = await startRealContractServer({ demoProfile, apiKeys: new Map([[demoProfile.apiKey, demoProfile.institutionId]]) });
    try {
      const response = await createContractClient(server.baseUrl, null).call('GET', '/api/reference/demo-profile');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual(demoProfile);
      const projects = await createContractClient(server.baseUrl, demoProfile.apiKey).call('GET', `/api/Project/${demoProfile.institutionId}`);
      expect(projects.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('hands the demo key only to callers on this machine', async () => {
    const profile = { institutionId: '6f1c2d8e-4b7a-4c1e-9a51-0c9b2f7d3e10', institutionName: 'Demo Institution', apiKey: 'demo_abcdefghijklmnopqrstuvwx' };
    const handler = createDemoProfileHandler(profile);
    const from = (remoteAddress: string) => handler({ remoteAddress, hostHeader: 'localhost:8080' } as HandlerContext);
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect((await from(local)).data).toEqual(profile);
    for (const remote of ['192.0.2.10', '::ffff:10.1.2.3', '2001:db8::1', '']) {
      const refused = await from(remote).catch((error: unknown) => error);
      expect(refused, remote).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status).toBe(404);
    }
  });

  it('sends the demo profile with the page, as a preload, only to the callers it answers', async () => {
    const demoProfile = { institutionId: '6f1c2d8e-4b7a-4c1e-9a51-0c9b2f7d3e10', institutionName: 'Demo Institution', apiKey: 'demo_abcdefghijklmnopqrstuvwx' };
    const staticDir = mkdtempSync(join(tmpdir(), 'platform-static-demo-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root">dashboard</div>');
    writeFileSync(join(staticDir, 'route-preload.json'), JSON.stringify({ entry: ['/assets/app-1.js'], routes: [{ pattern: '^/assets/new/?$', files: ['/assets/wizard-1.js'] }] }));
    const { server } = await startRealContractServer({ staticDir, demoProfile, apiKeys: new Map([[demoProfile.apiKey, demoProfile.institutionId]]) });
    const port = new URL(server.baseUrl).port;
    const linkFor = (path: string, host: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
          res.resume();
          res.on('end', () => resolve([res.headers.link ?? []].flat().join(', ') || undefined));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const demo = '</api/reference/demo-profile>; rel=preload; as=fetch; crossorigin';
      const entry = '</assets/app-1.js>; rel=modulepreload; crossorigin';
      // Needed right after the entry, before the page's chunks: its data waits for it.
      expect(await linkFor('/assets/new', `localhost:${port}`)).toBe(`${entry}, ${demo}, </assets/wizard-1.js>; rel=modulepreload; crossorigin`);
      expect(await linkFor('/projects', `127.0.0.1:${port}`)).toBe(`${entry}, ${demo}`);
      // A page addressed by another name gets no key from the lookup, so no preload of it either.
      expect(await linkFor('/projects', `attacker.example:${port}`)).toBe(entry);
    } finally {
      await server.close();
      rmSync(staticDir, { recursive: true, force: true });
    }
  });

  it('refuses a request whose Host header names another machine (DNS rebinding), even from loopback', async () => {
    const demoProfile = { institutionId: '6f1c2d8e-4b7a-4c1e-9a51-0c9b2f7d3e10', institutionName: 'Demo Institution', apiKey: 'demo_abcdefghijklmnopqrstuvwx' };
    const { server } = await startRealContractServer({
      demoProfile,
      apiKeys: new Map([[demoProfile.apiKey, demoProfile.institutionId]]),
      host: 'backoffice.internal',
    });
    const port = new URL(server.baseUrl).port;
    const withHost = (host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/api/reference/demo-profile', headers: { host } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      for (const local of [`localhost:${port}`, 'localhost', `127.0.0.1:${port}`, `[::1]:${port}`, 'LOCALHOST', `backoffice.internal:${port}`]) {
        const answer = await withHost(local);
        expect(answer.status, local).toBe(200);
        expect(JSON.parse(answer.body).data.apiKey).toBe(demoProfile.apiKey);
      }
      for (const forged of [`attacker.example:${port}`, 'attacker.example', 'localhost.attacker.example', '127.0.0.1.nip.io', 'localhost:80:80']) {
        const answer = await withHost(forged);
        expect(answer.status, forged).toBe(404);
        expect(answer.body).not.toContain(demoProfile.apiKey);
      }
    } finally {
      await server.close();
    }
  });
});
