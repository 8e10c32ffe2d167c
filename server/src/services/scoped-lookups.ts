import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { customers, projects, tokenizedAssets } from '../db/schema';
import type { CustomerRow, ProjectRow, TokenizedAssetRow } from '../db/schema';
import { ApiError } from '../http/api-error';

/** Lookups scoped to one institution: another institution's rows are reported exactly like unknown ids (404). */
export async function requireProject(
  db: Executor,
  institutionId: string,
  projectId: string,
  field = 'projectId',
): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.institutionId, institutionId)))
    .limit(1);
  if (!row) throw ApiError.notFound(field, 'Project not found.');
  return row;
}

export async function requireAsset(
  db: Executor,
  institutionId: string,
  assetId: string,
  field = 'tokenizedAssetId',
): Promise<TokenizedAssetRow> {
  const [row] = await db
    .select()
    .from(tokenizedAssets)
    .where(and(eq(tokenizedAssets.id, assetId), eq(tokenizedAssets.institutionId, institutionId)))
    .limit(1);
  if (!row) throw ApiError.notFound(field, 'Tokenized asset not found.');
  return row;
}

export async function requireCustomer(
  db: Executor,
  institutionId: string,
  customerId: string,
  field = 'customerId',
): Promise<CustomerRow> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.institutionId, institutionId)))
    .limit(1);
  if (!row) throw ApiError.notFound(field, 'Customer not found.');
  return row;
}
