export const PROFILE_KINDS = ['Local', 'Sandbox', 'Production'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/** A connection profile as the user sees it. The API key never leaves memory/sessionStorage. */
export interface ConnectionProfile {
  id: string;
  name: string;
  kind: ProfileKind;
  /** base_url family: projects, tokenization, transactions, registry. */
  baseUrl: string;
  /** api_url family: the external customer operations (/api/external/v1). */
  apiUrl: string;
  institutionId: string;
  apiKey: string;
}

/** What is persisted in localStorage: everything except the key. */
export type StoredProfile = Omit<ConnectionProfile, 'apiKey'>;

export const LOCAL_PROFILE_ID = 'local';

export function defaultLocalProfile(origin: string): ConnectionProfile {
  return { id: LOCAL_PROFILE_ID, name: 'Local', kind: 'Local', baseUrl: origin, apiUrl: origin, institutionId: '', apiKey: '' };
}

export function isProduction(profile: Pick<ConnectionProfile, 'kind'> | null | undefined): boolean {
  return profile?.kind === 'Production';
}
