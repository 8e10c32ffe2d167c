import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { customers, partnerSubmissions, type CustomerRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type {
  PartnerCompanyKycDto,
  PartnerKycDto,
  PartnerKycResultDto,
  PartnerLegalPersonDto,
  PartnerNaturalPersonDto,
  PartnerSubmissionDto,
  PartnerSubmissionRecordDto,
  PartnerSubmissionRecordListDto,
} from './api-types';
import { checkAttachmentTotal } from './attachment-total';
import { toIso } from './iso-dates';
import { toPage } from './paging';
import { listedLegalPerson, listedNaturalPerson, type ListedLegal, type ListedNatural } from './stored-attachments';
import { requireCustomer } from './scoped-lookups';
import { CUSTOMER_ID_PARAM } from './path-params';
import type { ServiceDeps } from './service-deps';
import { NIL_UUID } from '../contract/create-ajv';

type SubmissionKind = 'naturalPerson' | 'legalPerson';

async function storeSubmission(
  tx: Executor,
  institutionId: string,
  customerId: string,
  kind: SubmissionKind,
  payload: PartnerNaturalPersonDto | PartnerLegalPersonDto,
): Promise<PartnerSubmissionDto> {
  const now = new Date();
  const listedPayload = kind === 'legalPerson' ? listedLegalPerson(payload as PartnerLegalPersonDto) : listedNaturalPerson(payload as PartnerNaturalPersonDto);
  const [row] = await tx
    .insert(partnerSubmissions)
    .values({ institutionId, customerId, kind, payload, listedPayload, status: 'Received', receivedAt: now })
    .returning();
  await tx.update(customers).set({ kycStatus: 'SentToPartner', updatedAt: now }).where(and(eq(customers.institutionId, institutionId), eq(customers.id, customerId)));
  return { referenceId: row.id, status: 'Received', receivedAt: toIso(row.receivedAt) };
}

/** Only a LegalEntity customer is a company the partner can check as a legal person. */
function requireCompany(customer: { type: string }, field: string): void {
  if (customer.type !== 'LegalEntity') {
    throw ApiError.invalid(field, `${field} must be a company (a customer of type LegalEntity), not a ${customer.type} customer.`);
  }
}

/**
 * Only customers whose identity is verified are sent (interface §4.2): the customer's latest KYC save declares
 * identVerified (the customer's identity_verified, which ListCustomers shows and filters on). A customer without one
 * is refused on the field that names it.
 */
function requireIdentityVerified(customer: Pick<CustomerRow, 'identityVerified'>, field: string): void {
  if (!customer.identityVerified) {
    throw ApiError.invalid(
      field,
      `${field}: the customer's identity is not verified. Save their KYC data (identity verified) before sending it to the partner.`,
    );
  }
}

/**
 * A person of the company who is named as a customer of this registry must be one of the institution's customers
 * with a verified identity, as the persons sent themselves (interface §4.2): refused on that person's customerId.
 */
async function requireSubPersonsVerified(db: Executor, institutionId: string, company: PartnerLegalPersonDto): Promise<void> {
  for (const [index, sub] of (company.subPersons ?? []).entries()) {
    const customerId = sub.person?.customerId;
    // The all-zero UUID is a typed client's "no id" (the HTTP layer drops it; a direct caller may pass it).
    if (!customerId || customerId === NIL_UUID) continue;
    const field = `legalPerson.subPersons.${index}.person.customerId`;
    requireIdentityVerified(await requireCustomer(db, institutionId, customerId, field), field);
  }
}

function requireId(value: string | undefined, field: string): string {
  if (!value) throw ApiError.missing(field, `${field} is required.`);
  return value;
}

/** Stores KYC submissions to the partner; each is acknowledged with a reference id. */
export function createPartnerKycService({ db }: ServiceDeps) {
  return {
    async send(institutionId: string, input: PartnerKycDto): Promise<PartnerKycResultDto> {
      const natural = input.naturalPerson ?? null;
      const legal = input.legalPerson ?? null;
      if (!natural && !legal) {
        throw ApiError.missing('naturalPerson', 'naturalPerson or legalPerson is required.');
      }
      checkAttachmentTotal(input);
      const naturalId = natural ? requireId(natural.customerId, 'naturalPerson.customerId') : null;
      const legalId = legal ? requireId(legal.companyId, 'legalPerson.companyId') : null;
      const naturalCustomer = naturalId ? await requireCustomer(db, institutionId, naturalId, 'naturalPerson.customerId') : null;
      const legalCustomer = legalId ? await requireCustomer(db, institutionId, legalId, 'legalPerson.companyId') : null;
      if (legalCustomer) requireCompany(legalCustomer, 'legalPerson.companyId');
      if (naturalCustomer) requireIdentityVerified(naturalCustomer, 'naturalPerson.customerId');
      if (legalCustomer) requireIdentityVerified(legalCustomer, 'legalPerson.companyId');
      if (legal) await requireSubPersonsVerified(db, institutionId, legal);
      return db.transaction(async (tx) => ({
        naturalPerson:
          natural && naturalId ? await storeSubmission(tx, institutionId, naturalId, 'naturalPerson', natural) : null,
        legalPerson: legal && legalId ? await storeSubmission(tx, institutionId, legalId, 'legalPerson', legal) : null,
      }));
    },

    /**
     * A page of what was sent to the partner for this customer, newest first, and how many there are: each
     * submission's receipt and the person's data as stored (what a client reads back to check a submission), its
     * attachments listed without their content (with their size), so a page stays small.
     */
    async list(institutionId: string, customerId: string, query: { take?: number; skip?: number } = {}): Promise<PartnerSubmissionRecordListDto> {
      const { take, skip } = toPage(query.take, query.skip);
      const customer = await requireCustomer(db, institutionId, customerId, CUSTOMER_ID_PARAM);
      const where = and(eq(partnerSubmissions.institutionId, institutionId), eq(partnerSubmissions.customerId, customer.id));
      const [rows, [{ n }]] = await Promise.all([
        db
          .select({
            id: partnerSubmissions.id,
            customerId: partnerSubmissions.customerId,
            kind: partnerSubmissions.kind,
            receivedAt: partnerSubmissions.receivedAt,
            listedPayload: partnerSubmissions.listedPayload,
            // The whole payload (with every attachment's content) only for a row stored before listed_payload.
            payload: sql<PartnerNaturalPersonDto | PartnerLegalPersonDto | null>`CASE WHEN ${partnerSubmissions.listedPayload} IS NULL THEN ${partnerSubmissions.payload} END`,
          })
          .from(partnerSubmissions)
          .where(where)
          .orderBy(desc(partnerSubmissions.receivedAt), desc(partnerSubmissions.id))
          .limit(take)
          .offset(skip),
        db.select({ n: count() }).from(partnerSubmissions).where(where),
      ]);
      const result = rows.map((row) => {
        const kind = row.kind === 'legalPerson' ? 'legalPerson' : 'naturalPerson';
        const record: PartnerSubmissionRecordDto = { referenceId: row.id, customerId: row.customerId, kind, status: 'Received', receivedAt: toIso(row.receivedAt) };
        if (kind === 'legalPerson') record.legalPerson = (row.listedPayload as ListedLegal | null) ?? listedLegalPerson(row.payload as PartnerLegalPersonDto);
        else record.naturalPerson = (row.listedPayload as ListedNatural | null) ?? listedNaturalPerson(row.payload as PartnerNaturalPersonDto);
        return record;
      });
      return { count: Number(n), result };
    },

    /** A company's KYC for the customer in the path; a companyId in the body must name that customer. */
    async sendCompany(institutionId: string, customerId: string, input: PartnerCompanyKycDto): Promise<PartnerKycResultDto> {
      checkAttachmentTotal(input);
      const customer = await requireCustomer(db, institutionId, customerId, CUSTOMER_ID_PARAM);
      requireCompany(customer, CUSTOMER_ID_PARAM);
      const companyId = input.legalPerson.companyId;
      if (companyId && companyId.toLowerCase() !== customer.id.toLowerCase()) {
        throw ApiError.invalid('legalPerson.companyId', 'legalPerson.companyId must be the customer in the path.');
      }
      requireIdentityVerified(customer, CUSTOMER_ID_PARAM);
      await requireSubPersonsVerified(db, institutionId, input.legalPerson);
      const payload = { ...input.legalPerson, companyId: customer.id };
      const legalPerson = await db.transaction((tx) =>
        storeSubmission(tx, institutionId, customer.id, 'legalPerson', payload),
      );
      return { naturalPerson: null, legalPerson };
    },
  };
}

export type PartnerKycService = ReturnType<typeof createPartnerKycService>;
