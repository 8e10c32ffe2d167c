import type { customers, kycRecords, partnerSubmissions } from '../db/schema';
import type { KycDataDto } from '../services/api-types';
import {
  asciiName,
  COMPANIES,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  PLACES_OF_BIRTH,
  STREETS,
  TOWNS,
} from './demo-people';
import type { Prng } from './prng';

type CustomerInsert = typeof customers.$inferInsert;
type KycInsert = typeof kycRecords.$inferInsert;
type PartnerInsert = typeof partnerSubmissions.$inferInsert;

export interface DemoCustomers {
  customers: CustomerInsert[];
  kycRecords: KycInsert[];
  partnerSubmissions: PartnerInsert[];
}

const DAY = 86_400_000;
const EMAIL_DOMAINS = { DE: ['example.de', 'mail.example.de'], AT: ['example.at'], CH: ['example.ch'] } as const;

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function kycData(c: CustomerInsert, prng: Prng, savedAt: Date): KycDataDto {
  const inPerson = prng.chance(0.15);
  const data: KycDataDto = {
    salutation: c.salutation ?? undefined,
    firstname: c.firstname,
    lastname: c.lastname,
    placeOfBirth: prng.pick(PLACES_OF_BIRTH),
    dateOfBirth: (c.birthDate ?? new Date(Date.UTC(1980, 0, 1))).toISOString(),
    email: c.email,
    phoneNumber: c.phoneNumber ?? undefined,
    nonPepPerson: true,
    highCorruptionIndex: false,
    nonSanctionedCountry: true,
    nonUsTaxPerson: true,
    identVerified: true,
    identVerifiedType: 'Normal',
    custodianIdentVerifiedType: inPerson ? 'In_person' : prng.pick(['Video_ident', 'Auto_ident', 'Eid', 'Post_ident'] as const),
    eulaAgreed: true,
    address: {
      street: c.street ?? '',
      streetNo: c.streetNo ?? '',
      postalCode: c.postalCode ?? '',
      town: c.town ?? '',
      countryCodeIso2: c.countryIso ?? 'DE',
    },
    nationalityIso: c.nationalityIso ?? undefined,
    gender: (c.gender ?? 'NotSet') as KycDataDto['gender'],
    custodyProvider: 'Custodian',
  };
  if (c.title) data.title = c.title;
  if (!inPerson) {
    const issued = new Date(savedAt.getTime() - prng.int(200, 3000) * DAY);
    data.document = {
      type: prng.pick(['Id_card', 'Passport'] as const),
      number: `${String.fromCharCode(65 + prng.int(0, 25))}${prng.int(10_000_000, 99_999_999)}`,
      issuedBy: `Bürgeramt ${c.town ?? ''}`.trim(),
      issueDate: isoDate(issued),
      validUntil: isoDate(new Date(issued.getTime() + 10 * 365 * DAY)),
      nationality: c.nationalityIso ?? undefined,
      country: c.countryIso ?? undefined,
    };
  }
  if (c.company) data.company = c.company;
  return data;
}

/** About 40 customers (a few companies), each with one or two KYC saves; some already sent to the partner. */
export function buildDemoCustomers(prng: Prng, institutionId: string, now: Date, count = 40): DemoCustomers {
  const tag = institutionId.replace(/-/g, '').slice(0, 4);
  const out: DemoCustomers = { customers: [], kycRecords: [], partnerSubmissions: [] };
  const usedEmails = new Set<string>();
  // Every eighth customer, from the fourth on, is a company.
  let companies = 0;
  for (let i = 0; i < count; i++) {
    const company = i % 8 === 3 && companies < COMPANIES.length ? COMPANIES[companies++] : null;
    const female = prng.chance(0.5);
    const firstname = prng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastname = prng.pick(LAST_NAMES);
    const place = prng.pick(TOWNS);
    const domain = prng.pick(EMAIL_DOMAINS[place.country]);
    let local = company ? `office.${asciiName(company.name).split('-')[0]}` : `${asciiName(firstname)}.${asciiName(lastname)}`;
    while (usedEmails.has(local)) local = `${local}${prng.int(1, 9)}`;
    usedEmails.add(local);
    const createdAt = new Date(now.getTime() - prng.int(20, 200) * DAY - prng.int(0, DAY));
    const customer: CustomerInsert = {
      id: prng.uuid(),
      institutionId,
      salutation: female ? 'Frau' : 'Herr',
      title: prng.chance(0.12) ? (place.country === 'AT' ? 'Mag.' : 'Dr.') : null,
      firstname,
      lastname,
      birthDate: new Date(Date.UTC(prng.int(1950, 2000), prng.int(0, 11), prng.int(1, 28))),
      phoneNumber: `${place.phonePrefix} ${prng.int(100000, 9999999)}`,
      type: company ? 'LegalEntity' : 'NaturalPerson',
      street: prng.pick(STREETS),
      streetNo: String(prng.int(1, 120)),
      postalCode: place.postalCode,
      town: place.town,
      countryIso: place.country,
      company: company
        ? {
            name: company.name,
            registerNumber: company.registerNumber,
            fullAddress: `${prng.pick(STREETS)} ${prng.int(1, 60)}, ${place.postalCode} ${place.town}`,
            email: `${local}+${tag}@${domain}`,
          }
        : null,
      nationalityIso: prng.chance(0.85) ? place.country : prng.pick(['DE', 'AT', 'CH', 'IT', 'FR'] as const),
      gender: female ? 'Female' : 'Male',
      custodyProvider: prng.pick(['Custodian', 'CustodianExternal', 'providerA'] as const),
      email: `${local}+${tag}@${domain}`,
      kycStatus: 'Saved',
      createdAt,
      updatedAt: createdAt,
    };
    const saves = prng.chance(0.35) ? 2 : 1;
    let lastSaved = createdAt;
    for (let s = 0; s < saves; s++) {
      const savedAt = new Date(createdAt.getTime() + (s + 1) * prng.int(1, 20) * DAY);
      lastSaved = savedAt;
      out.kycRecords.push({ id: prng.uuid(), institutionId, customerId: customer.id!, data: kycData(customer, prng, savedAt), savedAt });
    }
    customer.updatedAt = lastSaved;
    if (prng.chance(0.3)) {
      const receivedAt = new Date(lastSaved.getTime() + prng.int(1, 5) * DAY);
      customer.kycStatus = 'SentToPartner';
      customer.updatedAt = receivedAt;
      out.partnerSubmissions.push({
        id: prng.uuid(),
        institutionId,
        customerId: customer.id!,
        kind: company ? 'legalPerson' : 'naturalPerson',
        payload: company
          ? { companyId: customer.id!, companyName: company.name, legalForm: company.legalForm, registryNumber: company.registerNumber, country: place.country }
          : { customerId: customer.id!, birthPlace: prng.pick(PLACES_OF_BIRTH), precheckPep: false, birthCountry: place.country },
        status: 'Received',
        receivedAt,
      });
    }
    out.customers.push(customer);
  }
  return out;
}
