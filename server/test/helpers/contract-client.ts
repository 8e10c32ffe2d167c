import type { Contract } from '../../src/contract/load-contract';
import { cachedContract } from './contract-cache';
import { findOperation } from './find-operation';

/** The response envelope; `D` is the operation's `data` type. */
export interface EnvelopeBody<D = unknown> {
  data: D;
  errorMessageCodes: string[] | null;
  errors: { code: string; message: string; field: string }[] | null;
}

export interface ContractResponse<D = unknown> {
  status: number;
  /** Parsed JSON body (the envelope). */
  body: EnvelopeBody<D>;
  /** The raw response text (for non-JSON answers such as static files). */
  text: string;
  headers: Headers;
}

export interface CallOptions {
  /** Skip the contract check (for requests the contract cannot describe, e.g. an unknown route). */
  unchecked?: boolean;
}

export interface ContractClient {
  /**
   * Sends a request and checks the answer against the contract: the status must be declared for the operation
   * and the body must match its schema. `body` is sent as JSON (a string is sent as is); `headers` override the
   * defaults (Content-Type application/json, X-API-KEY of the client; pass `'X-API-KEY': ''` to send none).
   */
  call<D = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    options?: CallOptions,
  ): Promise<ContractResponse<D>>;
}

export class ContractViolation extends Error {}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function preview(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

/** Throws a readable ContractViolation when the response is not one the contract allows. */
export function assertResponseMatchesContract(contract: Contract, method: string, path: string, status: number, body: unknown, contentType: string | null): void {
  const operation = findOperation(contract, method, path);
  const request = `${method.toUpperCase()} ${path}`;
  if (!operation) {
    throw new ContractViolation(`${request}: no operation of the contract matches this request (status ${status}, body ${preview(body)}).`);
  }
  const validator = operation.validators.response(status);
  if (!validator.declared) {
    throw new ContractViolation(
      `${request} (${operation.operationId}) answered ${status}, a status the contract does not declare for this operation. Body: ${preview(body)}`,
    );
  }
  if (!validator.validate) return;
  if (!contentType || !/^application\/json/i.test(contentType)) {
    throw new ContractViolation(`${request} (${operation.operationId}) answered ${status} with content type ${contentType ?? 'none'}, expected application/json.`);
  }
  if (!validator.validate(body)) {
    const problems = (validator.validate.errors ?? [])
      .slice(0, 8)
      .map((e) => `  ${e.instancePath || '(root)'}: ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`)
      .join('\n');
    throw new ContractViolation(
      `${request} (${operation.operationId}) answered ${status} with a body the contract does not allow:\n${problems}\nBody: ${preview(body)}`,
    );
  }
}

/** A fetch-based client for one service and one API key (null: no key) that checks every answer against the contract. */
export function createContractClient(baseUrl: string, apiKey: string | null, contract: Contract = cachedContract()): ContractClient {
  return {
    async call(method, path, body, headers = {}, options = {}) {
      const requestHeaders: Record<string, string> = { accept: 'application/json' };
      if (apiKey !== null) requestHeaders['x-api-key'] = apiKey;
      if (body !== undefined) requestHeaders['content-type'] = 'application/json';
      Object.assign(requestHeaders, lowerCaseKeys(headers));
      if (requestHeaders['x-api-key'] === '') delete requestHeaders['x-api-key'];

      const response = await fetch(`${baseUrl}${path}`, {
        method: method.toUpperCase(),
        headers: requestHeaders,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await response.text();
      const contentType = response.headers.get('content-type');
      let parsed: unknown = text;
      if (contentType && /json/i.test(contentType) && text.length > 0) {
        try {
          parsed = JSON.parse(text);
        } catch {
          throw new ContractViolation(`${method.toUpperCase()} ${path} answered ${response.status} with content type ${contentType} but a body that is not JSON: ${preview(text)}`);
        }
      }
      if (!options.unchecked) assertResponseMatchesContract(contract, method, path, response.status, parsed, contentType);
      return { status: response.status, body: parsed as EnvelopeBody<never>, text, headers: response.headers };
    },
  };
}
