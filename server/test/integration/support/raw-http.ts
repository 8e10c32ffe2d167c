import http from 'node:http';
import { assertResponseMatchesContract, type ContractResponse, type EnvelopeBody } from '../../helpers/contract-client';
import { cachedContract } from '../../helpers/contract-cache';

export interface RawRequest {
  method: string;
  /** Sent exactly as given: no URL normalisation (`..` segments and percent escapes stay as they are). */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Check the answer against the contract (default true). */
  checked?: boolean;
}

/**
 * One HTTP request with a verbatim request target (fetch would resolve `..` and `%2e%2e` before sending), checked
 * against the contract like the harness client.
 */
export function rawRequest(baseUrl: string, request: RawRequest): Promise<ContractResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: request.method, path: request.path, headers: request.headers, timeout: 20_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const contentType = res.headers['content-type'] ?? null;
          let body: unknown = text;
          if (contentType && /json/i.test(contentType) && text.length > 0) {
            try {
              body = JSON.parse(text);
            } catch (error) {
              reject(new Error(`${request.method} ${request.path} answered ${res.statusCode} with invalid JSON: ${text.slice(0, 300)}`, { cause: error }));
              return;
            }
          }
          const status = res.statusCode ?? 0;
          try {
            if (request.checked !== false) assertResponseMatchesContract(cachedContract(), request.method, request.path, status, body, contentType);
          } catch (error) {
            reject(error as Error);
            return;
          }
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
          resolve({ status, body: body as EnvelopeBody, text, headers });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${request.method} ${request.path} timed out`)));
    req.on('error', reject);
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}
