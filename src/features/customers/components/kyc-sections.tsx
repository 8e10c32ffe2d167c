import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import {
  CustodianLegalPersonDtoLimits,
  CustodianNaturalPersonDtoLimits,
  CustomerCompanyDetailDtoLimits,
  EmoneyDirectorDtoLimits,
  EmoneyDtoLimits,
  EmoneyFinalBeneficiaryDtoLimits,
  EmoneyIdDocumentDtoLimits,
  EmoneyRepresentativeDtoLimits,
  KycAddressDtoLimits,
  KycDataDtoLimits,
  LegalAddressDtoLimits,
  RelatedEntityDtoLimits,
  VerificationDocumentDtoLimits,
} from '../../../api/contract-limits.gen';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { normaliseIban } from '../../../shared/kyc/check-digits';
import { documentGiven, emptyBeneficiary, emptyDirector, emptyRelated, emptyRepresentative } from '../lib/kyc-form';
import { useEnumOptions } from '../lib/use-enum-options';
import { CheckInput, CountryInput, DateInput, ObjectError, SelectInput, TextInput } from './form-fields';
import { Cell, FieldGrid } from './form-layout';
import { RepeatableRows } from './repeatable-rows';

export function IdentitySection() {
  const { t } = useTranslation();
  const options = useEnumOptions();
  return (
    <FieldGrid>
      <Cell><TextInput name="title" label={t('customers.fields.title')} max={KycDataDtoLimits.title.maxLength} /></Cell>
      <Cell><TextInput name="salutation" label={t('customers.fields.salutation')} max={KycDataDtoLimits.salutation.maxLength} /></Cell>
      <Cell><SelectInput name="gender" label={t('customers.fields.gender')} options={options.gender} /></Cell>
      <Cell><TextInput name="firstname" label={t('customers.fields.firstname')} max={KycDataDtoLimits.firstname.maxLength} required /></Cell>
      <Cell><TextInput name="lastname" label={t('customers.fields.lastname')} max={KycDataDtoLimits.lastname.maxLength} required /></Cell>
      <Cell><TextInput name="placeOfBirth" label={t('customers.kyc.placeOfBirth')} max={KycDataDtoLimits.placeOfBirth.maxLength} required help={t('customers.kyc.placeOfBirthHelp')} /></Cell>
      <Cell><DateInput name="dateOfBirth" label={t('customers.fields.birthDate')} required /></Cell>
      <Cell><CountryInput name="nationalityIso" label={t('customers.fields.nationality')} /></Cell>
    </FieldGrid>
  );
}

export function ContactSection() {
  const { t } = useTranslation();
  const options = useEnumOptions();
  return (
    <FieldGrid>
      <Cell><TextInput name="email" type="email" label={t('customers.fields.email')} max={KycDataDtoLimits.email.maxLength} required /></Cell>
      <Cell><TextInput name="phoneNumber" type="tel" label={t('customers.fields.phoneNumber')} max={KycDataDtoLimits.phoneNumber.maxLength} /></Cell>
      <Cell><TextInput name="taxId" label={t('customers.kyc.taxId')} max={KycDataDtoLimits.taxId.maxLength} /></Cell>
      <Cell><TextInput name="address.street" label={t('customers.fields.street')} max={KycAddressDtoLimits.street.maxLength} required /></Cell>
      <Cell><TextInput name="address.streetNo" label={t('customers.fields.streetNo')} max={KycAddressDtoLimits.streetNo.maxLength} required /></Cell>
      <Cell><TextInput name="address.postalCode" label={t('customers.fields.postalCode')} max={KycAddressDtoLimits.postalCode.maxLength} required /></Cell>
      <Cell><TextInput name="address.town" label={t('customers.fields.town')} max={KycAddressDtoLimits.town.maxLength} required /></Cell>
      <Cell><CountryInput name="address.countryCodeIso2" label={t('customers.fields.country')} required /></Cell>
      <Cell><SelectInput name="custodyProvider" label={t('customers.fields.custodyProvider')} options={options.custodyProvider} /></Cell>
    </FieldGrid>
  );
}

/**
 * The document's number: required for every method but In_person, and for In_person too as soon as any other field
 * of the document is given (a document is sent whole or not at all): the mark says so before the check does.
 */
function DocumentNumberInput({ inPerson }: { inPerson: boolean }) {
  const { t } = useTranslation();
  const started = documentGiven(useWatch({ name: 'document' }) as object | undefined, ['number']);
  return <TextInput name="document.number" label={t('customers.kyc.documentNumber')} max={VerificationDocumentDtoLimits.number.maxLength} required={!inPerson || started} />;
}

export function IdentificationSection() {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const method = useWatch({ name: 'custodianIdentVerifiedType' }) as string | undefined;
  const inPerson = method === 'In_person';
  return (
    <>
      <FieldGrid>
        <Cell><SelectInput name="custodianIdentVerifiedType" label={t('customers.kyc.custodianIdentVerifiedType')} options={options.identMethod} /></Cell>
        <Cell><SelectInput name="identVerifiedType" label={t('customers.kyc.identVerifiedType')} options={options.identVerifiedType} /></Cell>
      </FieldGrid>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
        {t('customers.kyc.document')}
      </Typography>
      {/* Guidance on what the method asks for, not a fault: an info note (as a warning it read as an error that stayed
          once the document was filled in, QA). A missing document is said on its fields. */}
      <Alert severity="info" sx={{ mb: 2 }}>
        {inPerson ? t('customers.kyc.documentOptional') : t('customers.kyc.documentRequired')}
      </Alert>
      <ObjectError name="document" />
      <FieldGrid>
        <Cell><SelectInput name="document.type" label={t('customers.kyc.documentType')} options={options.documentType} /></Cell>
        <Cell><DocumentNumberInput inPerson={inPerson} /></Cell>
        <Cell><TextInput name="document.issuedBy" label={t('customers.kyc.issuedBy')} max={VerificationDocumentDtoLimits.issuedBy.maxLength} /></Cell>
        <Cell><CountryInput name="document.country" label={t('customers.kyc.documentCountry')} /></Cell>
        <Cell><CountryInput name="document.nationality" label={t('customers.fields.nationality')} /></Cell>
        <Cell><DateInput name="document.issueDate" label={t('customers.kyc.issueDate')} /></Cell>
        <Cell><DateInput name="document.validUntil" label={t('customers.kyc.validUntil')} /></Cell>
        <Cell><TextInput name="document.iban" label={t('customers.kyc.iban')} max={VerificationDocumentDtoLimits.iban.maxLength} countAs={normaliseIban} help={t('customers.kyc.ibanHelp')} /></Cell>
        <Cell><TextInput name="document.reference" label={t('customers.kyc.reference')} max={VerificationDocumentDtoLimits.reference.maxLength} /></Cell>
      </FieldGrid>
    </>
  );
}

const DECLARATIONS = ['nonPepPerson', 'nonSanctionedCountry', 'nonUsTaxPerson', 'highCorruptionIndex', 'identVerified', 'eulaAgreed'] as const;

export function DeclarationsSection() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      {DECLARATIONS.map((name) => (
        <CheckInput key={name} name={name} label={t(`customers.declarations.${name}.label`)} help={t(`customers.declarations.${name}.help`)} />
      ))}
    </Stack>
  );
}

export function CompanySection() {
  const { t } = useTranslation();
  return (
    <>
      <ObjectError name="company" />
      <FieldGrid>
        <Cell><TextInput name="company.name" label={t('customers.fields.companyName')} max={CustomerCompanyDetailDtoLimits.name.maxLength} required /></Cell>
        <Cell><TextInput name="company.registerNumber" label={t('customers.fields.registerNumber')} max={CustomerCompanyDetailDtoLimits.registerNumber.maxLength} /></Cell>
        <Cell><TextInput name="company.email" type="email" label={t('customers.fields.companyEmail')} max={CustomerCompanyDetailDtoLimits.email.maxLength} /></Cell>
        <Cell wide><TextInput name="company.fullAddress" label={t('customers.fields.companyAddress')} max={CustomerCompanyDetailDtoLimits.fullAddress.maxLength} /></Cell>
      </FieldGrid>
    </>
  );
}

export function LegalPersonSection() {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const p = 'custodianLegalPerson';
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('customers.kyc.legalPersonIntro')}
      </Typography>
      <FieldGrid>
        <Cell><TextInput name={`${p}.name`} label={t('customers.kyc.legalName')} max={CustodianLegalPersonDtoLimits.name.maxLength} /></Cell>
        <Cell><TextInput name={`${p}.legalForm`} label={t('customers.kyc.legalForm')} max={CustodianLegalPersonDtoLimits.legalForm.maxLength} /></Cell>
        <Cell><TextInput name={`${p}.commercialRegister`} label={t('customers.kyc.commercialRegister')} max={CustodianLegalPersonDtoLimits.commercialRegister.maxLength} /></Cell>
        <Cell><TextInput name={`${p}.leiCode`} label={t('customers.kyc.leiCode')} max={CustodianLegalPersonDtoLimits.leiCode.maxLength} help={t('customers.kyc.leiHelp')} /></Cell>
        <Cell><TextInput name={`${p}.taxId`} label={t('customers.kyc.taxId')} max={CustodianLegalPersonDtoLimits.taxId.maxLength} /></Cell>
        <Cell><TextInput name={`${p}.vatId`} label={t('customers.kyc.vatId')} max={CustodianLegalPersonDtoLimits.vatId.maxLength} /></Cell>
        <Cell><CountryInput name={`${p}.legalJurisdiction`} label={t('customers.kyc.legalJurisdiction')} /></Cell>
        <Cell><TextInput name={`${p}.legalAddress.streetName`} label={t('customers.fields.street')} max={LegalAddressDtoLimits.streetName.maxLength} /></Cell>
        <Cell><TextInput name={`${p}.legalAddress.streetNumber`} label={t('customers.fields.streetNo')} max={LegalAddressDtoLimits.streetNumber.maxLength} /></Cell>
        <Cell><TextInput name={`${p}.legalAddress.postcode`} label={t('customers.fields.postalCode')} max={LegalAddressDtoLimits.postcode.maxLength} /></Cell>
        <Cell><TextInput name={`${p}.legalAddress.city`} label={t('customers.fields.town')} max={LegalAddressDtoLimits.city.maxLength} /></Cell>
        <Cell><CountryInput name={`${p}.legalAddress.country`} label={t('customers.fields.country')} /></Cell>
        <Cell wide><TextInput name={`${p}.kyc.businessDescription`} label={t('customers.kyc.businessDescription')} max={CustodianLegalPersonDtoLimits.kyc.businessDescription.maxLength} multiline /></Cell>
        <Cell wide><CheckInput name={`${p}.kyc.isCreAvailable`} label={t('customers.kyc.isCreAvailable')} /></Cell>
      </FieldGrid>
      <RepeatableRows name={`${p}.related`} title={t('customers.kyc.related')} itemLabel={t('customers.kyc.relatedItem')} max={CustodianLegalPersonDtoLimits.related.maxItems} empty={emptyRelated}>
        {(row) => (
          <FieldGrid>
            <Cell><TextInput name={`${row}.naturalPerson.firstName`} label={t('customers.fields.firstname')} max={CustodianNaturalPersonDtoLimits.firstName.maxLength} /></Cell>
            <Cell><TextInput name={`${row}.naturalPerson.lastName`} label={t('customers.fields.lastname')} max={CustodianNaturalPersonDtoLimits.lastName.maxLength} /></Cell>
            <Cell><DateInput name={`${row}.naturalPerson.birthDate`} label={t('customers.fields.birthDate')} /></Cell>
            <Cell><CountryInput name={`${row}.naturalPerson.nationality`} label={t('customers.fields.nationality')} /></Cell>
            <Cell><SelectInput name={`${row}.naturalPerson.gender`} label={t('customers.fields.gender')} options={options.genderCode} /></Cell>
            <Cell><TextInput name={`${row}.naturalPerson.email`} type="email" label={t('customers.fields.email')} max={CustodianNaturalPersonDtoLimits.email.maxLength} /></Cell>
            <Cell><TextInput name={`${row}.position`} label={t('customers.kyc.position')} max={RelatedEntityDtoLimits.position.maxLength} /></Cell>
            <Cell><TextInput name={`${row}.sharePercentage`} label={t('customers.kyc.sharePercentage')} max={RelatedEntityDtoLimits.sharePercentage.maxLength} help={t('customers.kyc.shareHelp')} /></Cell>
            <Cell><CheckInput name={`${row}.isUltimateBeneficialOwner`} label={t('customers.kyc.ubo')} /></Cell>
            <Cell><CheckInput name={`${row}.isFictitiousBeneficialOwner`} label={t('customers.kyc.fbo')} /></Cell>
          </FieldGrid>
        )}
      </RepeatableRows>
    </>
  );
}

/** The name limits of a person of the e-money corporate (a representative, a final beneficiary, a director). */
type EmoneyPersonLimits = typeof EmoneyRepresentativeDtoLimits | typeof EmoneyFinalBeneficiaryDtoLimits | typeof EmoneyDirectorDtoLimits;

/** A person of the e-money corporate; `withAddress` for a representative, the only one with an address. */
function PersonRowFields({ row, limits, withAddress }: { row: string; limits: EmoneyPersonLimits; withAddress?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Cell><TextInput name={`${row}.firstname`} label={t('customers.fields.firstname')} max={limits.firstname.maxLength} /></Cell>
      <Cell><TextInput name={`${row}.lastname`} label={t('customers.fields.lastname')} max={limits.lastname.maxLength} /></Cell>
      <Cell><DateInput name={`${row}.birthDay`} label={t('customers.fields.birthDate')} /></Cell>
      <Cell><CountryInput name={`${row}.nationality`} label={t('customers.fields.nationality')} /></Cell>
      {withAddress ? (
        <>
          <Cell><TextInput name={`${row}.address`} label={t('customers.fields.street')} max={EmoneyRepresentativeDtoLimits.address.maxLength} /></Cell>
          <Cell><TextInput name={`${row}.postalCode`} label={t('customers.fields.postalCode')} max={EmoneyRepresentativeDtoLimits.postalCode.maxLength} /></Cell>
          <Cell><TextInput name={`${row}.city`} label={t('customers.fields.town')} max={EmoneyRepresentativeDtoLimits.city.maxLength} /></Cell>
        </>
      ) : null}
      <Cell><CountryInput name={`${row}.country`} label={t('customers.fields.country')} /></Cell>
    </>
  );
}

export function EmoneySection() {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const c = 'emoney.corporate';
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('customers.kyc.emoneyIntro')}
      </Typography>
      <FieldGrid>
        <Cell><TextInput name="emoney.profileDocument.number" label={t('customers.fields.emoneyDocumentNumber')} max={EmoneyIdDocumentDtoLimits.number.maxLength} /></Cell>
        <Cell><SelectInput name="emoney.profileDocument.kind" label={t('customers.fields.emoneyDocumentKind')} options={options.documentKind} /></Cell>
        <Cell><TextInput name={`${c}.name`} label={t('customers.kyc.corporateName')} max={EmoneyDtoLimits.corporate.name.maxLength} /></Cell>
        <Cell><TextInput name={`${c}.registrationNumber`} label={t('customers.fields.registerNumber')} max={EmoneyDtoLimits.corporate.registrationNumber.maxLength} /></Cell>
        <Cell><TextInput name={`${c}.address`} label={t('customers.fields.street')} max={EmoneyDtoLimits.corporate.address.maxLength} /></Cell>
        <Cell><TextInput name={`${c}.postalCode`} label={t('customers.fields.postalCode')} max={EmoneyDtoLimits.corporate.postalCode.maxLength} /></Cell>
        <Cell><TextInput name={`${c}.city`} label={t('customers.fields.town')} max={EmoneyDtoLimits.corporate.city.maxLength} /></Cell>
        <Cell><TextInput name={`${c}.countryState`} label={t('customers.kyc.countryState')} max={EmoneyDtoLimits.corporate.countryState.maxLength} /></Cell>
        <Cell><CountryInput name={`${c}.country`} label={t('customers.fields.country')} /></Cell>
      </FieldGrid>
      <RepeatableRows name={`${c}.representatives`} title={t('customers.kyc.representatives')} itemLabel={t('customers.kyc.representative')} max={EmoneyDtoLimits.corporate.representatives.maxItems} empty={emptyRepresentative}>
        {(row) => (
          <FieldGrid>
            <PersonRowFields row={row} limits={EmoneyRepresentativeDtoLimits} withAddress />
            <Cell><TextInput name={`${row}.idDocument.number`} label={t('customers.kyc.documentNumber')} max={EmoneyIdDocumentDtoLimits.number.maxLength} /></Cell>
            <Cell><SelectInput name={`${row}.idDocument.kind`} label={t('customers.fields.emoneyDocumentKind')} options={options.documentKind} /></Cell>
          </FieldGrid>
        )}
      </RepeatableRows>
      <RepeatableRows name={`${c}.finalBeneficiaries`} title={t('customers.kyc.finalBeneficiaries')} itemLabel={t('customers.kyc.finalBeneficiary')} max={EmoneyDtoLimits.corporate.finalBeneficiaries.maxItems} empty={emptyBeneficiary}>
        {(row) => (
          <FieldGrid>
            <PersonRowFields row={row} limits={EmoneyFinalBeneficiaryDtoLimits} />
            <Cell><TextInput name={`${row}.ownershipPercentage`} label={t('customers.kyc.ownershipPercentage')} max={EmoneyFinalBeneficiaryDtoLimits.ownershipPercentage.maxLength} help={t('customers.kyc.shareHelp')} /></Cell>
          </FieldGrid>
        )}
      </RepeatableRows>
      <RepeatableRows name={`${c}.directors`} title={t('customers.kyc.directors')} itemLabel={t('customers.kyc.director')} max={EmoneyDtoLimits.corporate.directors.maxItems} empty={emptyDirector}>
        {(row) => (
          <FieldGrid>
            <PersonRowFields row={row} limits={EmoneyDirectorDtoLimits} />
          </FieldGrid>
        )}
      </RepeatableRows>
    </>
  );
}
