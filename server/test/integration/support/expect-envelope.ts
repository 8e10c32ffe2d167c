import { expect } from 'vitest';
import type { ContractResponse } from '../../helpers/contract-client';

function show(res: ContractResponse): string {
  const text = res.text.length > 800 ? `${res.text.slice(0, 800)}…` : res.text;
  return `status ${res.status}, body ${text}`;
}

/** A success envelope with the given status; returns `data`. */
export function expectOk<D>(res: ContractResponse<D>, status = 200): D {
  expect(res.status, show(res)).toBe(status);
  expect(res.body.errorMessageCodes, show(res)).toBeNull();
  expect(res.body.errors, show(res)).toBeNull();
  return res.body.data;
}

/**
 * An error envelope: the status, `data` null, the code among `errorMessageCodes`, and an error item with that code
 * naming `field` (when given).
 */
export function expectError(res: ContractResponse, status: number, code: string, field?: string): void {
  expect(res.status, show(res)).toBe(status);
  expect(res.body.data ?? null, show(res)).toBeNull();
  expect(res.body.errorMessageCodes, show(res)).toContain(code);
  const items = res.body.errors ?? [];
  expect(items.length, show(res)).toBeGreaterThan(0);
  for (const item of items) {
    expect(typeof item.message, show(res)).toBe('string');
    expect(item.message.length, show(res)).toBeGreaterThan(0);
  }
  if (field !== undefined) {
    expect(
      items.some((e) => e.code === code && e.field === field),
      `expected an error ${code} on field "${field}"; got ${show(res)}`,
    ).toBe(true);
  }
}

/** 400 InvalidInput naming `field`. */
export const expectInvalid = (res: ContractResponse, field: string) => expectError(res, 400, 'InvalidInput', field);
/** 400 MissingField naming `field`. */
export const expectMissing = (res: ContractResponse, field: string) => expectError(res, 400, 'MissingField', field);
/** 404 NotFound (optionally naming `field`). */
export const expectNotFound = (res: ContractResponse, field?: string) => expectError(res, 404, 'NotFound', field);
/** 409 Conflict naming `field`. */
export const expectConflict = (res: ContractResponse, field: string) => expectError(res, 409, 'Conflict', field);
