import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CustomerListQueryDto, CustomerSearchQueryDto } from '../../../src/api/generated/types.gen';
import { customers, kycRecords, partnerSubmissions } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { CreateCustomerDto, CustomerDetailsDto, CustomerListDto } from './api-types';
import { toCustomerDto } from './customer-mapper';
import { requireCompanyForLegalEntity } from './customer-rules';
import { checkCreateCustomerRules } from './kyc-rules';
import { parseDateInput, toIso } from './iso-dates';
import { likeContains, toPage, toSortDirection } from './paging';
import { claimIdempotencyKey } from './idempotency';
import { isUniqueViolation } from './pg-errors';
import { requireCustomer } from './scoped-lookups';
import { CUSTOMER_ID_PARAM } from './path-params';
import type { ServiceDeps } from './service-deps';

const EMAIL_UNIQUE = 'customers_institution_email_lower_uq';
const ID_UNIQUE = 'customers_institution_id_id_pk';
const CREATE_OPERATION = 'CreateCustomer';

/** The list and search queries exactly as the contract defines them (generated types). */
export type CustomerListQuery = CustomerListQueryDto;
export type CustomerSearchQuery = CustomerSearchQueryDto;
export type CustomerSortPath = NonNullable<CustomerListQuery['sortPath']>;

/** One column per contract sortPath value: a value added to or removed from the contract fails to compile. */
const SORT_COLUMNS: Record<CustomerSortPath, AnyPgColumn> = {
  lastname: customers.lastname,
  firstname: customers.firstname,
  email: customers.email,
  createdAt: customers.createdAt,
  kycStatus: customers.kycStatus,
};

// Letters with marks and ligatures, and the plain letter each sorts as (German's DIN 5007-1: ä as a, ß as s; the same
// for the other Latin letters names here carry), in both cases: lower() leaves all but ASCII as it is under a C
// collation. translate() maps letter for letter, so the two strings pair up.
const MARKED_LOWER = [...'äöüßàáâãåæçèéêëìíîïñòóôõøùúûýÿłśźżćńęąőűčďěňřšťžľĺŕ'];
const PLAIN_LOWER = [...'aousaaaaaaceeeeiiiinooooouuuyylszzcneaoucdenrstzllr'];
const capitals = MARKED_LOWER.flatMap((letter, i) => (letter === 'ß' ? [] : [[letter.toUpperCase(), PLAIN_LOWER[i]] as const]));
const MARKED = MARKED_LOWER.join('') + capitals.map(([capital]) => capital).join('');
const PLAIN = PLAIN_LOWER.join('') + capitals.map(([, plain]) => plain).join('');

/**
 * A name as people expect a list sorted by it: Schäfer before Schwarz, Øster beside Oster, case ignored. The database's
 * own order compares character codes (PGlite and a C collation put every ä after z), and no ICU collation can be
 * counted on in every deployment; the name itself breaks a tie (Müller after Muller), then the id.
 */
function nameKey(column: AnyPgColumn): SQL {
  return sql`translate(lower(${column}), ${MARKED}, ${PLAIN})`;
}

/** Sorted as a name: by its key, then as written. */
const NAME_COLUMNS = new Set<AnyPgColumn>([customers.lastname, customers.firstname]);
const orderOf = (column: AnyPgColumn, by: typeof asc): SQL[] => (NAME_COLUMNS.has(column) ? [by(nameKey(column)), by(column)] : [by(column)]);

/** What orders customers alike on the sorted column, before the id: a person's other name (Egger, Felix before Jonas). */
const TIES: Record<CustomerSortPath, AnyPgColumn[]> = {
  lastname: [customers.firstname],
  firstname: [customers.lastname],
  email: [],
  createdAt: [],
  kycStatus: [customers.lastname, customers.firstname],
};

export const CUSTOMER_SORT_PATHS = Object.keys(SORT_COLUMNS) as CustomerSortPath[];

/** Uniqueness is per institution, so a 409 only ever tells the caller about its own customers. */
function emailTaken(): ApiError {
  return ApiError.conflict('email', 'This e-mail address is already used by another customer of this institution.');
}

function idTaken(): ApiError {
  return ApiError.conflict('id', 'A customer of this institution already has this id.');
}

/** The contract validates sortPath before a handler runs; this guards callers that bypass it. */
function sortColumn(path: string | null | undefined): AnyPgColumn {
  if (!path) return SORT_COLUMNS.lastname;
  if (Object.hasOwn(SORT_COLUMNS, path)) return SORT_COLUMNS[path as CustomerSortPath];
  throw ApiError.invalid('sortPath', `sortPath must be one of: ${CUSTOMER_SORT_PATHS.join(', ')}.`);
}

function contains(column: Parameters<typeof ilike>[0], text: string | null | undefined): SQL | undefined {
  const t = text?.trim();
  return t ? ilike(column, likeContains(t)) : undefined;
}

export function createCustomersService({ db, log }: ServiceDeps) {
  async function page(where: SQL | undefined, order: SQL[], take: number, skip: number): Promise<CustomerListDto> {
    const [rows, [{ n }]] = await Promise.all([
      db.select().from(customers).where(where).orderBy(...order).limit(take).offset(skip),
      db.select({ n: count() }).from(customers).where(where),
    ]);
    return { count: Number(n), result: rows.map(toCustomerDto) };
  }

  return {
    /**
     * Creates the customer. With an idempotency key, a repeated request (same key, same body) answers with the first
     * request's customer id and creates nothing; the key is claimed in the customer's own database transaction.
     */
    async create(institutionId: string, input: CreateCustomerDto, idempotencyKey: string | null = null): Promise<string> {
      // The interface names one customer type, Unknown; a customer sent without a type is one.
      const type = input.type ?? 'Unknown';
      requireCompanyForLegalEntity(type, input.company);
      checkCreateCustomerRules(input);
      const birthDate = parseDateInput(input.birthDate, 'birthDate');
      const email = input.email.trim();
      // Known before writing, so that a retry can be answered with it.
      const id = input.id ?? randomUUID();
      try {
        return await db.transaction(async (tx) => {
          if (idempotencyKey) {
            const claim = await claimIdempotencyKey(tx, {
              institutionId,
              operation: CREATE_OPERATION,
              key: idempotencyKey,
              request: input,
              response: id,
              reusedMessage: 'This Idempotency-Key was already used for a different customer.',
              log,
              replayLogFields: (customerId) => ({ customerId }),
            });
            if (claim.replay) return claim.response;
          }
          const [existing] = await tx
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.institutionId, institutionId), eq(sql`lower(${customers.email})`, email.toLowerCase())))
            .limit(1);
          if (existing) throw emailTaken();
          const [sameId] = await tx
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.institutionId, institutionId), eq(customers.id, id)));
          if (sameId) throw idTaken();
          const [row] = await tx
            .insert(customers)
            .values({
              id,
              institutionId,
              salutation: input.salutation ?? null,
              title: input.title ?? null,
              firstname: input.firstname,
              lastname: input.lastname,
              birthDate,
              phoneNumber: input.phoneNumber ?? null,
              type,
              street: input.street ?? null,
              streetNo: input.streetNo ?? null,
              postalCode: input.postalCode ?? null,
              town: input.town ?? null,
              countryIso: input.countryIso ?? null,
              company: input.company ?? null,
              nationalityIso: input.nationalityIso ?? null,
              gender: input.gender ?? null,
              emoney: input.emoney ?? null,
              custodianLegalPerson: input.custodianLegalPerson ?? null,
              custodyProvider: input.custodyProvider ?? null,
              email,
              providerACustomerId: input.providerACustomerId ?? null,
              kycStatus: 'None',
            })
            .returning({ id: customers.id });
          return row.id;
        });
      } catch (err) {
        if (isUniqueViolation(err, EMAIL_UNIQUE)) throw emailTaken();
        if (isUniqueViolation(err, ID_UNIQUE)) throw idTaken();
        throw err;
      }
    },

    async get(institutionId: string, customerId: string): Promise<CustomerDetailsDto> {
      const customer = await requireCustomer(db, institutionId, customerId, CUSTOMER_ID_PARAM);
      const [[latest], [{ kycCount }], [{ partnerCount }]] = await Promise.all([
        db
          .select()
          .from(kycRecords)
          .where(and(eq(kycRecords.institutionId, institutionId), eq(kycRecords.customerId, customer.id)))
          .orderBy(desc(kycRecords.savedAt), desc(kycRecords.id))
          .limit(1),
        db
          .select({ kycCount: count() })
          .from(kycRecords)
          .where(and(eq(kycRecords.institutionId, institutionId), eq(kycRecords.customerId, customer.id))),
        db
          .select({ partnerCount: count() })
          .from(partnerSubmissions)
          .where(and(eq(partnerSubmissions.institutionId, institutionId), eq(partnerSubmissions.customerId, customer.id))),
      ]);
      return {
        customer: toCustomerDto(customer),
        latestKyc: latest
          ? { id: latest.id, customerId: latest.customerId, savedAt: toIso(latest.savedAt), data: latest.data }
          : null,
        kycRecordCount: Number(kycCount),
        partnerSubmissionCount: Number(partnerCount),
      };
    },

    /**
     * Paginated list; search is a case-insensitive contains over names, e-mail and company name; `identityVerified`
     * keeps the customers whose identity is (or is not) verified.
     */
    async list(institutionId: string, q: CustomerListQuery): Promise<CustomerListDto> {
      const { take, skip } = toPage(q.take, q.skip);
      const column = sortColumn(q.sortPath);
      const ties = TIES[(q.sortPath || 'lastname') as CustomerSortPath];
      const direction = toSortDirection(q.sortDirection, 'asc');
      const text = q.search?.trim();
      const where = and(
        eq(customers.institutionId, institutionId),
        typeof q.identityVerified === 'boolean' ? eq(customers.identityVerified, q.identityVerified) : undefined,
        text
          ? or(
              contains(customers.firstname, text),
              contains(customers.lastname, text),
              contains(customers.email, text),
              ilike(sql`coalesce(${customers.company}->>'name', '')`, likeContains(text)),
              ilike(sql`${customers.firstname} || ' ' || ${customers.lastname}`, likeContains(text)),
            )
          : undefined,
      );
      const by = direction === 'asc' ? asc : desc;
      return page(where, [...orderOf(column, by), ...ties.flatMap((tie) => orderOf(tie, by)), by(customers.id)], take, skip);
    },

    /** All given criteria must match (case-insensitive contains). */
    async search(institutionId: string, q: CustomerSearchQuery): Promise<CustomerListDto> {
      const { take, skip } = toPage(q.take, q.skip);
      const where = and(
        eq(customers.institutionId, institutionId),
        contains(customers.firstname, q.firstname),
        contains(customers.lastname, q.lastname),
        contains(customers.email, q.email),
      );
      return page(where, [...orderOf(customers.lastname, asc), ...orderOf(customers.firstname, asc), asc(customers.id)], take, skip);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
