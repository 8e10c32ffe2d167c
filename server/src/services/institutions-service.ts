import { eq } from 'drizzle-orm';
import { institutions } from '../db/schema';
import type { ServiceDeps } from './service-deps';

/** Display names of institutions (for extracts and the demo profile); institutions without a row still work. */
export function createInstitutionsService({ db }: ServiceDeps) {
  return {
    /** Creates the institution row or renames it. */
    async ensure(id: string, name: string): Promise<void> {
      await db.insert(institutions).values({ id, name }).onConflictDoUpdate({ target: institutions.id, set: { name } });
    },

    async getName(id: string): Promise<string | null> {
      const [row] = await db.select({ name: institutions.name }).from(institutions).where(eq(institutions.id, id));
      return row?.name ?? null;
    },
  };
}

export type InstitutionsService = ReturnType<typeof createInstitutionsService>;
