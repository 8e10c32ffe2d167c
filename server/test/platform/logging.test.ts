import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { createLogger } from '../../src/logging/create-logger';
import { serializeError } from '../../src/logging/serialize-error';
import { createContractClient, type ContractClient } from '../helpers/contract-client';
import { createLogCapture } from '../helpers/log-capture';
import type { RunningServer } from '../helpers/start-platform-server';
import { startRealContractServer } from './real-contract-server';
import { kycBody } from '../support/factories';

interface LogEntry {
  reqId?: string;
  msg?: string;
  statusCode?: number;
  method?: string;
  path?: string;
  operationId?: string;
}

function entries(server: RunningServer): LogEntry[] {
  return server
    .logs()
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as LogEntry);
}

describe('platform: request logs', () => {
  let server: RunningServer;
  let client: ContractClient;
  let institution: string;
  const marker = randomUUID().slice(0, 8);
  const email = `zelda.${marker}@distinctive-mail.example`;
  const passphrase = `correct horse ${marker} battery`;

  beforeAll(async () => {
    ({ server } = await startRealContractServer());
    client = createContractClient(server.baseUrl, server.apiKeys[0].key);
    institution = server.apiKeys[0].institutionId;
  });
  afterAll(async () => {
    await server.close();
  });

  it('writes exactly one line per request, with its request id, status and operation', async () => {
    const responses = [
      await client.call('GET', `/api/Project/${institution}`),
      await client.call('POST', `/api/Project/${institution}`, { nope: 1 }),
      await client.call('GET', `/api/Project/${institution}`, undefined, { 'X-API-KEY': '' }),
      await client.call('GET', '/api/does-not-exist', undefined, {}, { unchecked: true }),
    ];
    const logged = entries(server).filter((e) => e.msg === 'request completed');
    for (const response of responses) {
      const requestId = response.headers.get('x-request-id');
      const lines = logged.filter((e) => e.reqId === requestId);
      expect(lines, `log lines of ${requestId}`).toHaveLength(1);
      expect(lines[0].statusCode).toBe(response.status);
    }
    expect(logged.find((e) => e.reqId === responses[0].headers.get('x-request-id'))).toMatchObject({
      method: 'GET',
      path: `/api/Project/${institution}`,
      operationId: 'GetProjectsByInstitutionId',
    });
  });

  it('never logs the API key, personal fields, the passphrase or query strings', async () => {
    const created = await client.call('POST', '/api/external/v1/customers', {
      firstname: `Zelda${marker}`,
      lastname: `Hyrule${marker}`,
      email,
      type: 'NaturalPerson',
      phoneNumber: `+49 ${marker}`,
      street: `Castle Road ${marker}`,
      town: `Kakariko${marker}`,
    });
    expect(created.status).toBe(200);
    const finalized = await client.call('PUT', `/api/Tokenization/${institution}/tokenized-assets/${randomUUID()}`, {
      credentials: { passphrase },
    });
    expect(finalized.status).toBe(404);
    const kyc = { ...kycBody(), email, taxId: `TAX${marker}` };
    await client.call('POST', `/api/external/v1/customers/${randomUUID()}/kyc`, kyc);
    await client.call('POST', '/api/external/v1/customers/list', { search: email });
    // A path parameter that is free text (the global search asks for an asset by unit name with what was typed) is
    // logged by its contract name; ids stay in the path.
    const byUnitName = await client.call('GET', `/api/Tokenization/${institution}/tokenized-assets/unit/${encodeURIComponent(email)}`);
    expect(entries(server).find((e) => e.msg === 'request completed' && e.reqId === byUnitName.headers.get('x-request-id'))?.path).toBe(
      `/api/Tokenization/${institution}/tokenized-assets/unit/{tokenized-asset-unit-name}`,
    );
    // A client that sends its key as the request id too does not get it logged or echoed.
    const keyAsId = await client.call('GET', `/api/Project/${institution}`, undefined, { 'X-Request-Id': server.apiKeys[0].key });
    expect(keyAsId.status).toBe(200);
    expect(keyAsId.headers.get('x-request-id')).not.toContain(server.apiKeys[0].key);
    // Malformed and rejected bodies are not logged either.
    await client.call('POST', '/api/external/v1/customers', `{"email": "${email}", "passphrase": "${passphrase}"`);

    const logged = server.logs();
    expect(logged).toContain('creating customer'); // the careless handler did log...
    expect(logged).toContain('[REDACTED]'); // ...and the values were redacted
    expect(logged).not.toContain(server.apiKeys[0].key);
    expect(logged).not.toContain(server.apiKeys[1].key);
    for (const secret of [email, passphrase, marker]) {
      expect(logged, `logs contain ${secret}`).not.toContain(secret);
    }
  });
});

describe('platform: the logger itself', () => {
  it('redacts sensitive keys at any depth and credential headers', () => {
    const capture = createLogCapture();
    const log = createLogger({ level: 'info', stream: capture.stream });
    log.info(
      {
        req: { headers: { 'x-api-key': 'key-123456', authorization: 'Bearer abc', cookie: 'sid=1', accept: 'json' } },
        deep: { a: { b: { c: { d: { email: 'deep@example.com', iban: 'DE89370400440532013000', note: 'kept' } } } } },
        list: [{ firstName: 'Ann', dateOfBirth: '1990-01-01' }],
        body: { anything: 'x' },
        holder: { customerName: 'Jürgen Weiß', balance: '12' },
        query: { searchText: 'anna@example.com', search: 'Nowak-Øster', take: 25 },
        residence: { countryIso: 'AT', countryState: 'Tirol', country: 'Austria', countryCodeIso2: 'AT' },
        dates: { issueDate: '2020-02-02', expireDate: '2030-03-03', validUntil: '2031-04-04' },
      },
      'test line',
    );
    const text = capture.text();
    for (const secret of ['key-123456', 'Bearer abc', 'sid=1', 'deep@example.com', 'DE89370400440532013000', 'Ann', '1990-01-01', 'anything', 'Jürgen', 'anna@example.com', 'Nowak', 'Tirol', 'Austria', '"AT"', '2020-02-02', '2030-03-03', '2031-04-04']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('kept');
    expect(text).toContain('"accept":"json"');
    expect(text).toContain('"balance":"12"');
    expect(text).toContain('"take":25');
  });

  it('redacts every personal value of the customer, KYC and partner bodies, however deep (persons, companies, documents, files)', () => {
    const capture = createLogCapture();
    const log = createLogger({ level: 'info', stream: capture.stream });
    const secret = (name: string) => `SECRET-${name}`;
    const kyc = kycBody({
      title: secret('title'),
      salutation: secret('salutation'),
      gender: secret('gender') as never,
      nationalityIso: secret('nationalityIso'),
      company: { name: secret('companyName'), registerNumber: secret('registerNumber'), fullAddress: secret('fullAddress'), email: secret('companyEmail') },
      document: {
        type: 'Id_card',
        number: secret('docNumber'),
        nationality: secret('docNationality'),
        country: secret('docCountry'),
        issuedBy: secret('issuedBy'),
        issueDate: secret('issueDate'),
        validUntil: secret('validUntil'),
        iban: secret('iban'),
        reference: secret('docReference'),
      },
      emoney: {
        profileDocument: { number: secret('profileDocNumber'), kind: 'passport' },
        corporate: {
          name: secret('corporateName'),
          registrationNumber: secret('registrationNumber'),
          representatives: [{ firstname: secret('repFirst'), nationality: secret('repNationality'), idDocument: { number: secret('repDoc'), kind: 'passport' } }],
          finalBeneficiaries: [{ lastname: secret('benLast'), ownershipPercentage: secret('ownership') }],
          directors: [{ firstname: secret('dirFirst'), country: secret('dirCountry') }],
        },
      },
      custodianLegalPerson: {
        name: secret('legalName'),
        vatId: secret('vatId'),
        commercialRegister: secret('commercialRegister'),
        related: [{ sharePercentage: secret('share'), naturalPerson: { firstName: secret('relFirst'), birthCountry: secret('relBirthCountry'), kyc: { document: { reference: secret('relDocRef') } } } }],
      },
    } as never);
    const attachment = { file: secret('fileName'), subject: secret('subject'), content: secret('content') };
    const naturalPerson = {
      customerId: randomUUID(),
      birthCountry: secret('birthCountry'),
      idDocument: { documentNumber: secret('documentNumber'), additionalNumber: secret('additionalNumber') },
      attachments: [attachment],
      compliance: { pepListNames: [secret('pepList')], pepHit: secret('pepHit') },
      customFields: [{ name: 'note', value: secret('customValue') }],
      investmentSurvey: { investorExperience: [{ name: 'horizon', value: secret('surveyValue') }] },
    };
    const legalPerson = {
      companyId: randomUUID(),
      companyName: secret('partnerCompany'),
      registryNumber: secret('registryNumber'),
      registryNo: secret('registryNo'),
      web: secret('web'),
      attachments: [attachment],
      subPersons: [{ role: 1, person: { firstname: secret('subFirst'), nationality: secret('subNationality'), attachments: [attachment] } }],
    };
    // Under keys that are not themselves sensitive, so each field inside is tested, not only the wrapping object.
    log.info({ saved: kyc, sent: [naturalPerson, legalPerson] }, 'careless line');
    const text = capture.text();
    expect(text).toContain('careless line');
    expect(text.match(/SECRET-[A-Za-z]+/g) ?? []).toEqual([]);
  });

  it('cuts a query error\'s bound values even when they span lines, and logs the driver\'s reason', () => {
    const capture = createLogCapture();
    const log = createLogger({ level: 'info', stream: capture.stream });
    const error = new DrizzleQueryError(
      'insert into "customers" ("firstname","street") values ($1,$2)',
      ['Jane', 'Line one\nHauptstrasse 5, 10115 Berlin'],
      new Error('duplicate key value violates unique constraint "customers_email_uq"'),
    );
    log.error({ err: error }, 'query failed');
    const text = capture.text();
    for (const secret of ['Jane', 'Hauptstrasse', '10115', 'Line one']) expect(text).not.toContain(secret);
    expect(text).toContain('customers_email_uq');
    const plain = serializeError(new Error('bad thing\nparams: a,\nsecond line value')) as { message: string; stack: string };
    expect(plain.message).not.toContain('second line value');
    expect(plain.stack).not.toContain('second line value');
  });

  it.each([
    ['a refused value the driver quotes', 'invalid input syntax for type uuid: "Jane Doe"', 'Jane', 'for type uuid'],
    ['a key holding a parenthesis', 'Key (email)=(a)jane@example.com) already exists', 'jane@example.com', 'already exists'],
    ['the row of a failed check', 'null value in column "town" violates not-null constraint\nFailing row contains (7, Jane, Doe, null).', 'Jane', 'column "town"'],
    ['a key whose value spans lines', 'Key (address)=(Line one\nHauptstrasse 5) already exists', 'Hauptstrasse', 'already exists'],
    ['a failing row whose value spans lines', 'violates not-null constraint\nFailing row contains (7, Line one\nHauptstrasse 5, null).', 'Hauptstrasse', 'not-null'],
    ['a failing row with a line after it', 'violates not-null constraint\nFailing row contains (7, Jane, null).\n', 'Jane', 'not-null'],
    ['a failing row with a hint after it', 'violates check constraint\nFailing row contains (7, Jane).\nHINT: check the town', 'Jane', 'HINT: check the town'],
    ['the second key of a conflict', 'Key (a)=(1) conflicts with existing key (a)=(Line one\nHauptstrasse 5).', 'Hauptstrasse', 'Key (a)=([REDACTED])'],
    ['a value with a parenthesis at a line end', 'violates not-null constraint\nFailing row contains (7, Flat 2 (rear)\n12 High Street, null).', 'High Street', 'not-null'],
    ["a partition key's value", 'no partition of relation "holders" found for row\nPartition key of the failing row contains (region) = (Jane Doe).', 'Jane', 'relation "holders"'],
    ['a quoted value holding a quote', 'invalid input syntax for type uuid: "Jane "JD" Doe"', 'Doe', 'for type uuid'],
    ['several keys in one message', 'Key (a)=(Jane) already exists; Key (b)=(Doe) already exists', 'Doe', 'Key (a)=([REDACTED])'],
    ['a value holding what looks like a frame', 'violates not-null constraint\nFailing row contains (7, Line\n    at the corner, Hauptstrasse 5).', 'Hauptstrasse', 'not-null'],
  ])("cuts %s from an error's message and stack, keeping what went wrong", (_case, text, secret, kept) => {
    const serialized = serializeError(new Error(text)) as { message: string; stack: string };
    expect(serialized.message).not.toContain(secret);
    expect(serialized.stack).not.toContain(secret);
    expect(serialized.message).toContain(kept);
  });

  it("keeps the stack's frames, the first one too, after a cut value", () => {
    const error = new Error('violates not-null constraint\nFailing row contains (7, Line one\nHauptstrasse 5, null).');
    const firstFrame = error.stack?.split('\n').find((line) => /^\s+at /.test(line));
    expect(firstFrame).toBeDefined();
    const serialized = serializeError(error) as { stack: string };
    expect(serialized.stack).toContain(firstFrame);
    expect(serialized.stack).not.toContain('Hauptstrasse');
  });

  it('keeps the frames after bound values listed in a message', () => {
    const error = new Error('bad thing\nparams: Jane,\nHauptstrasse 5');
    const firstFrame = error.stack?.split('\n').find((line) => /^\s+at /.test(line));
    const serialized = serializeError(error) as { message: string; stack: string };
    expect(serialized.stack).toContain(firstFrame);
    expect(serialized.stack).not.toContain('Hauptstrasse');
  });

  it('cuts a very long message to a bounded length, marked, and a quoted value the cut leaves unclosed', () => {
    const { message } = serializeError(new Error('a'.repeat(20_000))) as { message: string };
    expect(message).toBe(`${'a'.repeat(16_384)} [cut]`);
    const quoted = serializeError(new Error(`invalid input syntax for type uuid: "${'Jane Doe, Hauptstrasse 5, '.repeat(800)}"`)) as { message: string };
    expect(quoted.message).toBe('invalid input syntax for type uuid: "[REDACTED]" [cut]');
  });

  it.each([
    ['a quoted list', `malformed array literal: "{${Array.from({ length: 2_000 }, (_, i) => `"Jane Doe ${i}"`).join(',')}}"`, 'Jane'],
    ['a failing row with parentheses', `violates check\nFailing row contains (7, ${'Flat 2 (rear), Hauptstrasse 5, '.repeat(700)})`, 'Hauptstrasse'],
    ['a second key', `Key (a)=(Jane) conflicts with existing key (a)=(${'Doe, Hauptstrasse 5 '.repeat(1_000)})`, 'Hauptstrasse'],
  ])('cuts a value the 16 KB cut ends inside whole, even with a parenthesis or quote in its kept part: %s', (_case, text, secret) => {
    const { message, stack } = serializeError(new Error(text)) as { message: string; stack: string };
    expect(message).not.toContain(secret);
    expect(stack).not.toContain(secret);
    expect(message.endsWith('[REDACTED]" [cut]') || message.endsWith('[REDACTED]) [cut]')).toBe(true);
  });

  it.each([
    ['cut to a prefix', 'Key (email)=(jane@example.com) already exists', 'Key (email)', 'jane'],
    ['found inside the old value', 'Key (email)=(jane@example.com) already exists', 'x', 'ample.com'],
    ['not in the stack at all', 'Failing row contains (7, Line\n    at the corner, Hauptstrasse 5).', 'something else', 'Hauptstrasse'],
  ])('keeps no value of a message changed after its stack was taken (%s)', (_case, first, changed, secret) => {
    const error = new Error(first);
    expect(error.stack).toContain(secret);
    error.message = changed;
    const serialized = serializeError(error) as { message: string; stack: string };
    expect(serialized.stack).not.toContain(secret);
    expect(serialized.stack).toMatch(/\n {4}at /);
  });

  it('serializes an error whose stack or message is not a string', () => {
    const odd = Object.assign(new Error('x'), { stack: 42, message: { text: 'Jane' } as unknown as string });
    const serialized = serializeError(odd) as { message: string; stack: string };
    expect(serialized.message).toBe('[object Object]');
    expect(serialized.stack).toBe('Error: [object Object]');
  });

  it('rejects an unknown LOG_LEVEL with a clear message', () => {
    expect(() => createLogger({ level: 'loud' })).toThrow(/LOG_LEVEL "loud"/);
  });
});
