import type {
  FinalizeTokenizedAssetData,
  GetCustomerData,
  GetTokenizedAssetByUnitNameData,
  GetTokenizedAssetDetailsData,
  ListCustomerKycData,
  ListCustomerPartnerSubmissionsData,
  SaveCustomerKycData,
  SendCompanyKycToPartnerData,
  SendTokenMetadataOnChainData,
} from '../../../src/api/generated/types.gen';

/**
 * The contract's path parameter names, for error `field`s: a client matches errors to the parameter it sent.
 * Typed against the generated operations, so a renamed parameter fails to compile.
 */
type PathParam<T extends { path?: unknown }> = keyof NonNullable<T['path']> & string;

/** {customer-id} on /api/external/v1/customers/{customer-id}[/kyc|/kyc-partner|/kyc-partner/company]. */
export const CUSTOMER_ID_PARAM: PathParam<GetCustomerData> &
  PathParam<SaveCustomerKycData> &
  PathParam<ListCustomerKycData> &
  PathParam<ListCustomerPartnerSubmissionsData> &
  PathParam<SendCompanyKycToPartnerData> = 'customer-id';

/** {tokenized-asset-id} on GET (details) and PUT (finalize) .../tokenized-assets/{tokenized-asset-id}. */
export const TOKENIZED_ASSET_ID_PARAM: PathParam<GetTokenizedAssetDetailsData> & PathParam<FinalizeTokenizedAssetData> =
  'tokenized-asset-id';

/** {tokenized-asset-unit-name} on .../tokenized-assets/unit/{tokenized-asset-unit-name}. */
export const UNIT_NAME_PARAM: PathParam<GetTokenizedAssetByUnitNameData> = 'tokenized-asset-unit-name';

/** {tokenizedAssetId} on .../tokenized-asset/{tokenizedAssetId}/send-token-metadata-on-chain. */
export const METADATA_ASSET_ID_PARAM: PathParam<SendTokenMetadataOnChainData> = 'tokenizedAssetId';
