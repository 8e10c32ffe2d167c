import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HTTP_TIMEOUTS } from '../../src/config';
import type { RunningServer } from '../helpers/start-platform-server';
import { startRealContractServer } from './real-contract-server';

/**
 * A client that opens a connection and sends nothing, or trickles its request, must not hold a socket forever:
 * the HTTP server has a connection (idle socket) timeout and a request timeout, by default and as configured.
 */
describe('HTTP timeouts', () => {
  let server: RunningServer;
  let defaults: RunningServer;

  beforeAll(async () => {
    ({ server } = await startRealContractServer({ connectionTimeoutMs: 400, requestTimeoutMs: 1500 }));
    ({ server: defaults } = await startRealContractServer());
  });
  afterAll(async () => {
    await server?.close();
    await defaults?.close();
  });

  it('closes a connection on which nothing arrives', async () => {
    const { port } = new URL(server.baseUrl);
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', reject);
      socket.on('close', () => resolve(Date.now() - started));
      // A partial request line: the server is waiting for the rest.
      socket.write('GET /api/Proj');
    });
    expect(closedAfter).toBeGreaterThanOrEqual(350);
    expect(closedAfter).toBeLessThan(5_000);
  });

  it('sets the request and connection timeouts on the server, with finite defaults', () => {
    expect({ request: server.app.server.requestTimeout, connection: server.app.server.timeout }).toEqual({ request: 1500, connection: 400 });
    expect({ request: defaults.app.server.requestTimeout, connection: defaults.app.server.timeout }).toEqual({
      request: DEFAULT_HTTP_TIMEOUTS.requestTimeoutMs,
      connection: DEFAULT_HTTP_TIMEOUTS.connectionTimeoutMs,
    });
    expect(DEFAULT_HTTP_TIMEOUTS.requestTimeoutMs).toBeGreaterThan(0);
    expect(DEFAULT_HTTP_TIMEOUTS.connectionTimeoutMs).toBeGreaterThan(0);
  });
});
