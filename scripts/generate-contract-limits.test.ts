import { describe, expect, it } from 'vitest';
import { contractLimitsFiles, kebab, LIMITS_DIR, LIMITS_FILE } from './generate-contract-limits';

/** The schemas' modules, one after the other (the index left out). */
function contractLimitsModule(contract: string): string {
  return [...contractLimitsFiles(contract)].filter(([path]) => path !== LIMITS_FILE).map(([, text]) => text).join('\n');
}

/** The constants a generated module exports, read back as objects (its `as const` dropped). */
function constantsOf(module: string): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  const body = module.replace(/export const (\w+) = /g, 'out.$1 = ').replace(/ as const;/g, ';');
  new Function('out', body)(out);
  return out;
}

const CONTRACT = `
openapi: 3.1.0
components:
  schemas:
    Company:
      type: object
      properties:
        id: { type: string, format: uuid }
        name: { type: string, minLength: 1, maxLength: 200 }
        corporate:
          type: object
          properties:
            city: { type: string, maxLength: 100 }
            flag: { type: boolean }
            owners:
              type: array
              maxItems: 20
              items: { type: object, properties: { name: { type: string, maxLength: 64 } } }
            address:
              type: object
              properties:
                zip: { type: string, maxLength: 20 }
    Page:
      type: object
      properties:
        take: { type: [integer, 'null'], minimum: 1, maximum: 200 }
        ratio: { type: number, minimum: 0.5 }
        decimals: { type: integer, minimum: 0, maximum: 19 }
    Submission:
      type: object
      properties:
        company:
          allOf:
            - $ref: '#/components/schemas/Company'
            - type: object
              properties:
                note: { type: string, maxLength: 7 }
                files: { type: array, minItems: 1, maxItems: 5 }
    Narrowed:
      allOf:
        - type: object
          properties:
            code: { type: string, minLength: 1, maxLength: 10 }
        - type: object
          properties:
            code: { type: string, minLength: 2, maxLength: 8 }
            size: { type: integer, maximum: 9 }
    Unlimited:
      type: object
      properties:
        free: { type: string }
        nested: { type: object, properties: { also: { type: boolean } } }
`;

describe('the contract limits generator', () => {
  const module = contractLimitsModule(CONTRACT);
  const limits = constantsOf(module);

  it("nests the limits of a property's inline object under that property", () => {
    expect(limits.CompanyLimits).toEqual({
      name: { minLength: 1, maxLength: 200 },
      corporate: {
        city: { maxLength: 100 },
        owners: { maxItems: 20 },
        address: { zip: { maxLength: 20 } },
      },
    });
    expect(module).toContain('  corporate: {\n    city: { maxLength: 100 },\n');
  });

  it('writes the minimum and maximum of number and integer properties', () => {
    expect(limits.PageLimits).toEqual({ take: { minimum: 1, maximum: 200 }, ratio: { minimum: 0.5 }, decimals: { minimum: 0, maximum: 19 } });
  });

  it("takes the inline members of an allOf, not the schema a $ref names (that one has its own constant)", () => {
    expect(limits.SubmissionLimits).toEqual({ company: { note: { maxLength: 7 }, files: { minItems: 1, maxItems: 5 } } });
  });

  it('keeps the tighter limit of a property that several allOf members give (all of them apply)', () => {
    expect(limits.NarrowedLimits).toEqual({ code: { minLength: 2, maxLength: 8 }, size: { maximum: 9 } });
  });

  it('writes no constant for a schema without a limit at any depth, and sorts the constants by name', () => {
    expect(Object.keys(limits)).toEqual(['CompanyLimits', 'NarrowedLimits', 'PageLimits', 'SubmissionLimits']);
    expect(module).toMatch(/^export const CompanyLimits = \{$/m);
    expect(module.match(/ as const;$/gm)).toHaveLength(4);
  });

  it('is the same text for the same contract', () => {
    expect(contractLimitsModule(CONTRACT)).toBe(module);
  });

  it("writes each schema's constants in a module of its own, all of them exported by the index", () => {
    const files = contractLimitsFiles(CONTRACT);
    expect([...files.keys()]).toEqual([...['company', 'narrowed', 'page', 'submission'].map((name) => `${LIMITS_DIR}/${name}.gen.ts`), LIMITS_FILE]);
    expect(files.get(`${LIMITS_DIR}/page.gen.ts`)).toContain('export const PageLimits = {');
    expect(files.get(`${LIMITS_DIR}/page.gen.ts`)).not.toContain('CompanyLimits');
    expect(files.get(LIMITS_FILE)).toContain("export { CompanyLimits } from './contract-limits/company.gen';");
    expect(kebab('InitializeTokenizedAssetDto')).toBe('initialize-tokenized-asset-dto');
    expect(kebab('KycDataDto')).toBe('kyc-data-dto');
  });

  it('refuses a nested property that would read as a limit', () => {
    const clash = `
components:
  schemas:
    Odd:
      type: object
      properties:
        box: { type: object, properties: { maxLength: { type: string, maxLength: 3 } } }
`;
    expect(() => contractLimitsModule(clash)).toThrow(/Odd\.box: a nested property named maxLength/);
  });

  it("writes a named string schema's pattern as a regular expression that means what the contract's does", () => {
    const patterns = constantsOf(
      contractLimitsModule(`
components:
  schemas:
    Id:
      type: string
      pattern: '^(?!0{4}$)[0-9a-f]{4}$'
    Path:
      type: string
      pattern: '^a/b\\.c$'
    Loose: { type: string, pattern: 'x' }
    NotAString: { type: integer }
`),
    ) as unknown as Record<string, RegExp>;
    expect(Object.keys(patterns)).toEqual(['IdPattern', 'LoosePattern', 'PathPattern']);
    expect(['12ab', '0000', '12abc'].map((text) => patterns.IdPattern.test(text))).toEqual([true, false, false]);
    // A slash stays part of the pattern (the literal escapes it); the pattern's own escapes are kept.
    expect(['a/b.c', 'a/bxc'].map((text) => patterns.PathPattern.test(text))).toEqual([true, false]);
    // Not anchored unless the contract anchors it, as JSON Schema reads a pattern.
    expect(patterns.LoosePattern.test('a x b')).toBe(true);
  });
});
