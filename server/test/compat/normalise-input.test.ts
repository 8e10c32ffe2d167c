import { describe, expect, it } from 'vitest';
import { InputNormaliser } from '../../src/contract/normalise-input';
import type { OpenApiDocument } from '../../src/contract/openapi-document';

const NIL = '00000000-0000-0000-0000-000000000000';
const ID = '3f2b9c1e-6a7d-4e21-9b0c-5d8e7f6a1b2c';

/** A small contract with the shapes the acceptance rules look at. */
const document: OpenApiDocument = {
  openapi: '3.1.0',
  components: {
    schemas: {
      Uuid: { type: 'string', format: 'uuid' },
      Person: {
        type: 'object',
        required: ['id', 'name'],
        properties: {
          id: { $ref: '#/components/schemas/Uuid' },
          name: { type: 'string' },
          walletId: { $ref: '#/components/schemas/Uuid' },
          agentId: { oneOf: [{ $ref: '#/components/schemas/Uuid' }, { type: 'null' }] },
          nickname: { type: ['string', 'null'] },
          born: { type: 'string', format: 'date-time' },
          address: { $ref: '#/components/schemas/Address' },
          tags: { type: 'object', additionalProperties: { type: ['string', 'null'], format: 'date-time' } },
          friends: { type: 'array', items: { $ref: '#/components/schemas/Address' } },
        },
      },
      Address: { type: 'object', properties: { town: { type: 'string' } } },
      Strict: { type: 'object', additionalProperties: false, properties: { a: { type: 'string' } } },
      Either: {
        anyOf: [
          { type: 'object', required: ['p'], properties: { p: { type: 'string' } } },
          { type: 'object', required: ['w'], properties: { w: { $ref: '#/components/schemas/Address' } } },
        ],
      },
    },
  },
};

const normaliser = new InputNormaliser(document);
const at = (name: string, value: unknown) => normaliser.normaliseAt(`/components/schemas/${name}`, value);

describe('InputNormaliser (the contract acceptance rules, driven by the schema)', () => {
  it('drops null and the all-zero UUID from optional non-nullable properties, keeps them where they are required or nullable', () => {
    expect(at('Person', { id: NIL, name: null, walletId: NIL, agentId: NIL, nickname: null, address: null })).toEqual({
      id: NIL,
      name: null,
      agentId: NIL,
      nickname: null,
    });
    expect(at('Person', { id: ID, name: 'n', walletId: ID, agentId: null })).toEqual({ id: ID, name: 'n', walletId: ID, agentId: null });
  });

  it('reads offset-less date-times as UTC, also in maps, and leaves ones with an offset alone', () => {
    expect(at('Person', { id: ID, name: 'n', born: '1980-04-12T00:00:00', tags: { a: '2020-01-01T10:00:00.1234567', b: null } })).toEqual({
      id: ID,
      name: 'n',
      born: '1980-04-12T00:00:00Z',
      tags: { a: '2020-01-01T10:00:00.1234567Z', b: null },
    });
    expect(at('Person', { id: ID, name: 'n', born: '1980-04-12T00:00:00+02:00' })).toMatchObject({ born: '1980-04-12T00:00:00+02:00' });
    expect(at('Person', { id: ID, name: 'n', born: '12.04.1980' })).toMatchObject({ born: '12.04.1980' });
  });

  it('drops unknown properties, in nested objects and array items too, unless the schema forbids them', () => {
    expect(at('Person', { id: ID, name: 'n', x: 1, address: { town: 'K', y: 2 }, friends: [{ town: 'B', z: 3 }] })).toEqual({
      id: ID,
      name: 'n',
      address: { town: 'K' },
      friends: [{ town: 'B' }],
    });
    expect(at('Strict', { a: 'a', b: 'b' })).toEqual({ a: 'a', b: 'b' });
  });

  it('knows the properties of every alternative of a choice, and requires none of them', () => {
    expect(at('Either', { p: null, w: { town: 'K', q: 1 }, other: true })).toEqual({ w: { town: 'K' } });
  });

  it('leaves an optional query parameter unset for the all-zero UUID, but not a required one', () => {
    expect(normaliser.normaliseParameter('/components/schemas/Uuid', false, NIL)).toBeUndefined();
    expect(normaliser.normaliseParameter('/components/schemas/Uuid', true, NIL)).toBe(NIL);
    expect(normaliser.normaliseParameter('/components/schemas/Uuid', false, ID)).toBe(ID);
  });
});
