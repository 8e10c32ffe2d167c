import { ApiError } from '../http/api-error';

interface CompanyLike {
  name?: string | null;
}

/** A LegalEntity needs its company (with a name); reported as MissingField company. */
export function requireCompanyForLegalEntity(type: string | null | undefined, company: CompanyLike | null | undefined): void {
  if (type !== 'LegalEntity') return;
  if (!company) throw ApiError.missing('company', 'company is required for a LegalEntity customer.');
  if (!company.name || !company.name.trim()) {
    throw ApiError.missing('company.name', 'company.name is required for a LegalEntity customer.');
  }
}
