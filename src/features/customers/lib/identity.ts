import type { CustomerDetailsDto } from '../../../api/generated/types.gen';

/** Only customers whose identity is verified go to the partner (interface §4.2): their latest KYC save says so. */
export function isIdentityVerified(details: CustomerDetailsDto): boolean {
  return details.latestKyc?.data.identVerified === true;
}
