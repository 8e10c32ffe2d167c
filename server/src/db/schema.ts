import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Enum columns are text in SQL and typed with the contract's enums here, so rows map to DTOs without casts.
import type {
  Blockchains,
  CustomerType,
  KycStatus,
  OptInStatus,
  RegistryExtractJobStatus,
  TokenizedAssetKind,
  TokenizedAssetStatus,
  TransactionActions,
  TxStatus,
  CustodianLegalPersonDto,
  CustomerCompanyDetailDto,
  EmoneyDto,
  KycDataDto,
  PartnerLegalPersonDto,
  PartnerNaturalPersonDto,
  PartnerSubmissionRecordDto,
} from '../../../src/api/generated/types.gen';
import { bytea, timestamptz } from './columns';

/** Next on-chain asset index handed out at finalize. */
export const assetIndexSeq = pgSequence('asset_index_seq', { startWith: 1001, increment: 1 });

export const institutions = pgTable('institutions', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('projects_institution_idx').on(t.institutionId, t.createdAt),
    // A back office tells projects apart by name: names are unique within an institution, ignoring case.
    uniqueIndex('projects_institution_name_lower_uq').on(t.institutionId, sql`lower(${t.name})`),
  ],
);

export const tokenizedAssets = pgTable(
  'tokenized_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id').notNull(),
    /** Optional in the interface: an asset may be created outside any project. */
    projectId: uuid('project_id').references(() => projects.id),
    status: text('status').$type<TokenizedAssetStatus>().notNull(),
    kind: text('kind').$type<TokenizedAssetKind>().notNull(),
    blockchain: text('blockchain').$type<Blockchains>().notNull(),
    assetIndex: integer('asset_index'),
    creationTxId: text('creation_tx_id'),
    metadataSentAt: timestamptz('metadata_sent_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    finalizedAt: timestamptz('finalized_at'),
    name: text('name'),
    unitName: text('unit_name'),
    totalSupply: doublePrecision('total_supply'),
    decimals: integer('decimals'),
    enableFreeze: boolean('enable_freeze'),
    enableClawback: boolean('enable_clawback'),
    url: text('url'),
    issuingMemo: text('issuing_memo'),
    distributorWalletId: uuid('distributor_wallet_id'),
    agentWalletId: uuid('agent_wallet_id'),
    claimIssuerWalletId: uuid('claim_issuer_wallet_id'),
    isFungible: boolean('is_fungible'),
    isin: text('isin').notNull(),
    isRegulatedSecurity: boolean('is_regulated_security'),
    hasAipSupport: boolean('has_aip_support'),
    customAttributes: jsonb('custom_attributes').$type<Record<string, string | null>>(),
    isManuallyCreated: boolean('is_manually_created'),
    firstCouponDate: timestamptz('first_coupon_date'),
    interestPaymentPeriod: integer('interest_payment_period'),
    numberOfPayments: integer('number_of_payments'),
    price: text('price'),
    nominalAmountPerToken: text('nominal_amount_per_token'),
    issuerName: text('issuer_name').notNull(),
    interestRate: text('interest_rate'),
    duration: text('duration'),
    shareClass: text('share_class'),
    votingRights: text('voting_rights'),
    parValue: boolean('par_value'),
    votingRight: boolean('voting_right'),
    companyConsent: text('company_consent'),
    mixedRecordKeeping: text('mixed_record_keeping'),
  },
  (t) => [
    uniqueIndex('tokenized_assets_institution_unit_name_uq')
      .on(t.institutionId, t.unitName)
      .where(sql`${t.unitName} is not null`),
    index('tokenized_assets_institution_project_idx').on(t.institutionId, t.projectId),
    // Declared by the client or derived from the share fields; Other can only come from a declaration.
    check('tokenized_assets_kind_check', sql`${t.kind} in ('Bond', 'Share', 'Other')`),
  ],
);

export const optIns = pgTable(
  'opt_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id').notNull(),
    projectId: uuid('project_id').notNull(),
    tokenizedAssetId: uuid('tokenized_asset_id')
      .notNull()
      .references(() => tokenizedAssets.id),
    walletAddress: text('wallet_address').notNull(),
    customerId: uuid('customer_id'),
    status: text('status').$type<OptInStatus>().notNull(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    index('opt_ins_institution_project_idx').on(t.institutionId, t.projectId),
    index('opt_ins_asset_idx').on(t.tokenizedAssetId),
  ],
);

export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id').notNull(),
    projectId: uuid('project_id').notNull(),
    tokenizedAssetId: uuid('tokenized_asset_id')
      .notNull()
      .references(() => tokenizedAssets.id),
    fromWallet: text('from_wallet').notNull(),
    toWallet: text('to_wallet').notNull(),
    amount: doublePrecision('amount').notNull(),
    txId: text('tx_id').notNull(),
    executedAt: timestamptz('executed_at').notNull().defaultNow(),
  },
  (t) => [
    index('transfers_institution_project_idx').on(t.institutionId, t.projectId),
    index('transfers_asset_idx').on(t.tokenizedAssetId),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    txId: text('tx_id').notNull(),
    institutionId: uuid('institution_id').notNull(),
    projectId: uuid('project_id'),
    tokenizedAssetId: uuid('tokenized_asset_id'),
    unitName: text('unit_name'),
    txAction: text('tx_action').$type<TransactionActions>().notNull(),
    txStatus: text('tx_status').$type<TxStatus>().notNull(),
    blockchain: text('blockchain').$type<Blockchains>().notNull(),
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    amount: doublePrecision('amount'),
    fee: doublePrecision('fee'),
    note: text('note'),
    retryCount: integer('retry_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    confirmedAt: timestamptz('confirmed_at'),
    /**
     * When the ledger worker asks the chain about this transaction next; null once it is settled or for imported
     * history the ledger does not track. New transactions are due at once.
     */
    ledgerCheckAt: timestamptz('ledger_check_at').defaultNow(),
  },
  (t) => [
    uniqueIndex('transactions_tx_id_uq').on(t.txId),
    // The worker's poll reads only the few tracked rows, however long the history.
    index('transactions_ledger_due_idx').on(t.ledgerCheckAt).where(sql`${t.ledgerCheckAt} is not null`),
    // The query orders by (sort column, id) in one direction, so these serve both directions (scanned backwards).
    index('transactions_institution_created_idx').on(t.institutionId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('transactions_institution_status_created_idx').on(t.institutionId, t.txStatus, t.createdAt, t.id),
    index('transactions_institution_action_created_idx').on(t.institutionId, t.txAction, t.createdAt, t.id),
    index('transactions_institution_chain_created_idx').on(t.institutionId, t.blockchain, t.createdAt, t.id),
    index('transactions_institution_project_idx').on(t.institutionId, t.projectId),
    // Sorts the grid offers, each as (sort column, id) behind the institution, so a first page is an index walk.
    // amount and unitName sort empty values last in both directions, which one backward scan cannot give: two each.
    index('transactions_institution_amount_desc_idx').on(t.institutionId, t.amount.desc().nullsLast(), t.id.desc()),
    index('transactions_institution_amount_asc_idx').on(t.institutionId, t.amount.asc().nullsLast(), t.id.asc()),
    index('transactions_institution_unit_desc_idx').on(t.institutionId, t.unitName.desc().nullsLast(), t.id.desc()),
    index('transactions_institution_unit_asc_idx').on(t.institutionId, t.unitName.asc().nullsLast(), t.id.asc()),
    index('transactions_institution_updated_idx').on(t.institutionId, t.updatedAt, t.id),
    index('transactions_institution_txid_idx').on(t.institutionId, t.txId, t.id),
    index('transactions_institution_asset_idx').on(t.institutionId, t.tokenizedAssetId),
  ],
);

/**
 * Idempotency keys of write requests, per institution and operation: a repeated key answers with the first
 * request's result instead of acting again. The request hash tells a true retry from a reused key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    institutionId: uuid('institution_id').notNull(),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.operation, t.key] })],
);

/**
 * The mint requests recorded through the API, one per TxAsset transaction they created, with the amount in whole base
 * units (numeric, exact at any size). Their transaction's status says whether a request is pending (New, Retrying) or
 * minted (Successful); imported history has no row here. Read per asset to keep mints within the supply.
 */
export const mintRequests = pgTable(
  'mint_requests',
  {
    transactionId: uuid('transaction_id')
      .primaryKey()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id').notNull(),
    tokenizedAssetId: uuid('tokenized_asset_id')
      .notNull()
      .references(() => tokenizedAssets.id),
    baseUnits: numeric('base_units').notNull(),
  },
  (t) => [index('mint_requests_asset_idx').on(t.institutionId, t.tokenizedAssetId)],
);

/** Every status change the ledger worker made, with its time: the audit trail of a transaction's life. */
export const transactionTransitions = pgTable(
  'transaction_transitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<TxStatus>().notNull(),
    toStatus: text('to_status').$type<TxStatus>().notNull(),
    /** Which adapter decided (the simulated ledger or a real chain's). */
    adapter: text('adapter').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('transaction_transitions_tx_idx').on(t.transactionId, t.at)],
);

/**
 * Exact number of transactions per institution, status, action and chain, kept by statement triggers (migration 0007):
 * the count of a view filtered by nothing else is a sum over at most 200 rows instead of a scan of the history.
 */
export const transactionCounts = pgTable(
  'transaction_counts',
  {
    institutionId: uuid('institution_id').notNull(),
    txStatus: text('tx_status').$type<TxStatus>().notNull(),
    txAction: text('tx_action').$type<TransactionActions>().notNull(),
    blockchain: text('blockchain').$type<Blockchains>().notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.txStatus, t.txAction, t.blockchain] })],
);

export type TransactionTransitionRow = typeof transactionTransitions.$inferSelect;

/**
 * A customer's id is unique within its institution only (the key is (institution_id, id)), like its e-mail address:
 * an id or address another institution chose can neither be probed (409) nor block this institution's customer.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').notNull().defaultRandom(),
    institutionId: uuid('institution_id').notNull(),
    salutation: text('salutation'),
    title: text('title'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    birthDate: timestamptz('birth_date'),
    phoneNumber: text('phone_number'),
    type: text('type').$type<CustomerType>().notNull(),
    street: text('street'),
    streetNo: text('street_no'),
    postalCode: text('postal_code'),
    town: text('town'),
    countryIso: text('country_iso'),
    company: jsonb('company').$type<CustomerCompanyDetailDto>(),
    nationalityIso: text('nationality_iso'),
    gender: text('gender'),
    emoney: jsonb('emoney').$type<EmoneyDto>(),
    custodianLegalPerson: jsonb('custodian_legal_person').$type<CustodianLegalPersonDto>(),
    custodyProvider: text('custody_provider'),
    email: text('email').notNull(),
    providerACustomerId: uuid('provider_a_customer_id'),
    kycStatus: text('kyc_status').$type<KycStatus>().notNull().default('None'),
    /**
     * Whether the latest KYC save declares the identity verified (its data's identVerified is true): what the partner
     * operations require and a list can filter on without reading the history. Kept by a statement trigger on
     * kyc_records (migration 0011), so every way a save is written (the service, the demo seed) keeps it in step.
     */
    identityVerified: boolean('identity_verified').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'customers_institution_id_id_pk', columns: [t.institutionId, t.id] }),
    uniqueIndex('customers_institution_email_lower_uq').on(t.institutionId, sql`lower(${t.email})`),
    index('customers_institution_created_idx').on(t.institutionId, t.createdAt),
    index('customers_institution_lastname_idx').on(t.institutionId, t.lastname),
  ],
);

/** KYC history: one row per save, never updated. */
export const kycRecords = pgTable(
  'kyc_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    data: jsonb('data').$type<KycDataDto>().notNull(),
    savedAt: timestamptz('saved_at').notNull().defaultNow(),
  },
  (t) => [
    index('kyc_records_customer_idx').on(t.customerId, t.savedAt),
    foreignKey({ name: 'kyc_records_customer_fk', columns: [t.institutionId, t.customerId], foreignColumns: [customers.institutionId, customers.id] }),
  ],
);

export const partnerSubmissions = pgTable(
  'partner_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<PartnerNaturalPersonDto | PartnerLegalPersonDto>().notNull(),
    // The person as the list shows them (attachments without their base64 content, with its size), written with the
    // payload, so a page of submissions does not read every attachment's content to leave it out. Null on rows
    // stored before it existed: those are listed from the payload.
    listedPayload: jsonb('listed_payload').$type<NonNullable<PartnerSubmissionRecordDto['naturalPerson'] | PartnerSubmissionRecordDto['legalPerson']>>(),
    status: text('status').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('partner_submissions_customer_idx').on(t.customerId),
    foreignKey({
      name: 'partner_submissions_customer_fk',
      columns: [t.institutionId, t.customerId],
      foreignColumns: [customers.institutionId, customers.id],
    }),
  ],
);

export const registryExtractJobs = pgTable(
  'registry_extract_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    status: text('status').$type<RegistryExtractJobStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    failureReason: text('failure_reason'),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    lockedAt: timestamptz('locked_at'),
    /** A queued job is not claimed before this time (the retry backoff after a failed attempt). */
    runAfter: timestamptz('run_after').notNull().defaultNow(),
    fileName: text('file_name'),
    contentType: text('content_type'),
    file: bytea('file'),
    sizeBytes: integer('size_bytes'),
  },
  (t) => [
    index('registry_extract_jobs_project_idx').on(t.institutionId, t.projectId, t.requestedAt),
    index('registry_extract_jobs_status_idx').on(t.status, t.requestedAt),
    // At most one open job per project, even under concurrent requests.
    uniqueIndex('registry_extract_jobs_open_uq')
      .on(t.projectId)
      .where(sql`${t.status} in ('Queued', 'Running')`),
  ],
);

export const customerExtractFiles = pgTable(
  'customer_extract_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    jobId: uuid('job_id'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_extract_files_uq').on(t.institutionId, t.customerId, t.fileName),
    foreignKey({
      name: 'customer_extract_files_customer_fk',
      columns: [t.institutionId, t.customerId],
      foreignColumns: [customers.institutionId, customers.id],
    }),
    index('customer_extract_files_customer_idx').on(t.institutionId, t.customerId, t.createdAt),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type TokenizedAssetRow = typeof tokenizedAssets.$inferSelect;
export type OptInRow = typeof optIns.$inferSelect;
export type TransferRow = typeof transfers.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransactionRow = typeof transactions.$inferInsert;
export type CustomerRow = typeof customers.$inferSelect;
export type KycRecordRow = typeof kycRecords.$inferSelect;
export type PartnerSubmissionRow = typeof partnerSubmissions.$inferSelect;
export type RegistryExtractJobRow = typeof registryExtractJobs.$inferSelect;
export type CustomerExtractFileRow = typeof customerExtractFiles.$inferSelect;
