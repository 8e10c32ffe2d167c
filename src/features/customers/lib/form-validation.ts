import { installZodMessages } from '../../../shared/lib/zod-i18n';

// The customer forms' validation code: zod and the contract's schemas, with zod's messages in the user's language.
// Downloaded on demand (load-form-validation.ts), so a form shows before it arrives.
installZodMessages();

export { zCreateCustomerDto, zKycDataDto, zPartnerCompanyKycDto, zPartnerKycDto } from '../../../api/generated/zod.gen';
