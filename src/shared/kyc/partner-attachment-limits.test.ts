import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { PartnerAttachmentDtoLimits } from '../../api/contract-limits.gen';
import { base64Bytes, base64Length, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from './partner-attachment-limits';

describe('partner attachment limits', () => {
  it('lets a file of the largest size the form accepts through the contract as base64', () => {
    expect(base64Length(MAX_ATTACHMENT_BYTES)).toBeLessThanOrEqual(PartnerAttachmentDtoLimits.content.maxLength);
  });

  it("allows as many files per person as the contract does for every person (a company's persons' lists too)", () => {
    const found: number[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const attachments = (node as { properties?: { attachments?: { type?: string; maxItems?: number } } }).properties?.attachments;
        if (attachments?.type === 'array' && attachments.maxItems !== undefined) found.push(attachments.maxItems);
        Object.values(node).forEach(walk);
      }
    };
    walk(parse(readFileSync('openapi/openapi.yaml', 'utf8')));
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(new Set(found)).toEqual(new Set([MAX_ATTACHMENTS]));
  });

  it('reads the bytes of a base64 text back, padding and whitespace aside', () => {
    expect(base64Bytes(btoa('abcd'))).toBe(4);
    expect(base64Bytes(`${btoa('abcde')}\n`)).toBe(5);
    expect(base64Length(5)).toBe(btoa('abcde').length);
  });
});
