import { PARTNER_KYC_BODY_LIMIT } from '../../../src/shared/kyc/partner-attachment-limits';

/**
 * Operations whose bodies carry files (base64) get a body limit of their own, sized from the attachment limits the
 * partner form states; every other operation keeps the app's limit, so a large body is accepted only where files
 * are expected.
 */
export const ROUTE_BODY_LIMITS: Readonly<Record<string, number>> = {
  SendKycToPartner: PARTNER_KYC_BODY_LIMIT,
  SendCompanyKycToPartner: PARTNER_KYC_BODY_LIMIT,
};
