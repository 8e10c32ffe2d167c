import { and, desc, eq } from 'drizzle-orm';
import { customers, kycRecords } from '../db/schema';
import type { KycDataDto, KycRecordDto } from './api-types';
import { toIso } from './iso-dates';
import { checkKycRules } from './kyc-rules';
import { requireCustomer } from './scoped-lookups';
import { CUSTOMER_ID_PARAM } from './path-params';
import type { ServiceDeps } from './service-deps';

/** KYC saves are a history: each save is a new row, never overwritten. */
export function createKycService({ db }: ServiceDeps) {
  return {
    async save(institutionId: string, customerId: string, data: KycDataDto): Promise<boolean> {
      const customer = await requireCustomer(db, institutionId, customerId, CUSTOMER_ID_PARAM);
      checkKycRules(data, customer.type);
      await db.transaction(async (tx) => {
        // The customer row is locked first, so concurrent saves of one customer take turns: the trigger of each insert
        // (migration 0011) sets identity_verified from a history that holds every earlier save, and the time is taken
        // once the lock is held, so a save that waited behind another is the later one ("latest").
        const thisCustomer = and(eq(customers.institutionId, institutionId), eq(customers.id, customer.id));
        await tx.select({ id: customers.id }).from(customers).where(thisCustomer).for('update');
        const now = new Date();
        await tx.update(customers).set({ kycStatus: 'Saved', updatedAt: now }).where(thisCustomer);
        await tx.insert(kycRecords).values({
          institutionId,
          customerId: customer.id,
          data,
          savedAt: now,
        });
      });
      return true;
    },

    async list(institutionId: string, customerId: string): Promise<KycRecordDto[]> {
      const customer = await requireCustomer(db, institutionId, customerId, CUSTOMER_ID_PARAM);
      const rows = await db
        .select()
        .from(kycRecords)
        .where(and(eq(kycRecords.institutionId, institutionId), eq(kycRecords.customerId, customer.id)))
        .orderBy(desc(kycRecords.savedAt), desc(kycRecords.id));
      return rows.map((r) => ({
        id: r.id,
        customerId: r.customerId,
        savedAt: toIso(r.savedAt),
        data: r.data,
      }));
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
