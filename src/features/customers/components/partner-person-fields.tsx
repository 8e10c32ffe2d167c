import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import {
  NameValueDtoLimits,
  PartnerComplianceDtoLimits,
  PartnerIdDocumentDtoLimits,
  PartnerInvestmentSurveyDtoLimits,
  PartnerSubPersonDtoLimits,
  PartnerVerificationDtoLimits,
} from '../../../api/contract-limits.gen';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { emptyExperience, emptyNameValue } from '../lib/partner-form';
import { useEnumOptions } from '../lib/use-enum-options';
import { AttachmentsField } from './attachments-field';
import { CheckInput, CountryInput, DateInput, SelectInput, TextInput } from './form-fields';
import { Cell, FieldGrid } from './form-layout';
import { RegistryCustomerInput } from './registry-customer-input';
import { RepeatableRows } from './repeatable-rows';

// The parts of a natural person for the KYC partner (interface 2.9), shared by the natural person the partner form
// sends and by each person of a company: one component per part, named by the path of the person in the form.

const keepInPage = (event: FormEvent) => event.preventDefault();

/** Repeatable name/value rows (custom fields, investor experience): up to `max` (the list's maxItems), NameValueDto's lengths. */
export function NameValueRows({ name, title, itemLabel, max }: { name: string; title: string; itemLabel: string; max: number }) {
  const { t } = useTranslation();
  return (
    <RepeatableRows name={name} title={title} itemLabel={itemLabel} max={max} empty={emptyNameValue}>
      {(row) => (
        <FieldGrid>
          <Cell><TextInput name={`${row}.name`} label={t('customers.partner.fieldName')} max={NameValueDtoLimits.name.maxLength} /></Cell>
          <Cell><TextInput name={`${row}.value`} label={t('customers.partner.fieldValue')} max={NameValueDtoLimits.value.maxLength} /></Cell>
        </FieldGrid>
      )}
    </RepeatableRows>
  );
}

export function ComplianceFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <FieldGrid>
      <Cell><CheckInput name={`${prefix}.pep`} label={t('customers.partner.pep')} help={t('customers.partner.pepHelp')} /></Cell>
      <Cell><TextInput name={`${prefix}.pepHit`} label={t('customers.partner.pepHit')} max={PartnerComplianceDtoLimits.pepHit.maxLength} /></Cell>
      <Cell><TextInput name={`${prefix}.pepListNames`} label={t('customers.partner.pepListNames')} help={t('customers.partner.listNamesHelp')} /></Cell>
      <Cell><CheckInput name={`${prefix}.sanction`} label={t('customers.partner.sanction')} help={t('customers.partner.sanctionHelp')} /></Cell>
      <Cell><TextInput name={`${prefix}.sanctionHit`} label={t('customers.partner.sanctionHit')} max={PartnerComplianceDtoLimits.sanctionHit.maxLength} /></Cell>
      <Cell><TextInput name={`${prefix}.sanctionListNames`} label={t('customers.partner.sanctionListNames')} help={t('customers.partner.listNamesHelp')} /></Cell>
      <Cell><TextInput name={`${prefix}.pepChecked`} label={t('customers.partner.pepChecked')} max={PartnerComplianceDtoLimits.pepChecked.maxLength} /></Cell>
      <Cell><TextInput name={`${prefix}.sanctionChecked`} label={t('customers.partner.sanctionChecked')} max={PartnerComplianceDtoLimits.sanctionChecked.maxLength} /></Cell>
    </FieldGrid>
  );
}

/** The identity document the person was verified with (`idDocument`). */
export function IdDocumentFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  // The partner's vocabulary is not in the interface: any text is sent as typed; ours is offered and explained.
  const options = useEnumOptions();
  return (
    <FieldGrid>
      <Cell><TextInput name={`${prefix}.docType`} label={t('customers.kyc.documentType')} max={PartnerIdDocumentDtoLimits.docType.maxLength} suggestions={options.documentType} /></Cell>
      <Cell><TextInput name={`${prefix}.documentNumber`} label={t('customers.kyc.documentNumber')} max={PartnerIdDocumentDtoLimits.documentNumber.maxLength} /></Cell>
      <Cell><TextInput name={`${prefix}.additionalNumber`} label={t('customers.partner.additionalNumber')} max={PartnerIdDocumentDtoLimits.additionalNumber.maxLength} /></Cell>
      <Cell><CountryInput name={`${prefix}.issueCountry`} label={t('customers.kyc.documentCountry')} /></Cell>
      <Cell><DateInput name={`${prefix}.issueDate`} label={t('customers.kyc.issueDate')} /></Cell>
      <Cell><DateInput name={`${prefix}.expireDate`} label={t('customers.kyc.validUntil')} /></Cell>
    </FieldGrid>
  );
}

/** How and by whom the person's identity was verified (`verification`). */
export function VerificationFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  return (
    <FieldGrid>
      <Cell><TextInput name={`${prefix}.verificationMethod`} label={t('customers.kyc.custodianIdentVerifiedType')} max={PartnerVerificationDtoLimits.verificationMethod.maxLength} suggestions={options.identMethod} /></Cell>
      <Cell><TextInput name={`${prefix}.vendor`} label={t('customers.partner.vendor')} max={PartnerVerificationDtoLimits.vendor.maxLength} /></Cell>
      <Cell><DateInput name={`${prefix}.approveTime`} label={t('customers.partner.approveTime')} /></Cell>
    </FieldGrid>
  );
}

/**
 * The investment survey (interface 2.9), all of it: investment experience by kind of investment, the investor's
 * experience, the survey's own custom fields, when it was last changed and the partner's key for it.
 */
export function SurveyFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      {/* Room below it: the first field's label sits above the field's top edge. */}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('customers.partner.surveyIntro')}
      </Typography>
      <FieldGrid>
        <Cell><DateInput name={`${prefix}.modified`} label={t('customers.partner.surveyModified')} /></Cell>
        <Cell><TextInput name={`${prefix}.key`} label={t('customers.partner.surveyKey')} help={t('customers.partner.surveyKeyHelp')} max={PartnerInvestmentSurveyDtoLimits.key.maxLength} /></Cell>
      </FieldGrid>
      <RepeatableRows name={`${prefix}.investmentExperience`} title={t('customers.partner.investmentExperience')} itemLabel={t('customers.partner.investmentItem')} max={PartnerInvestmentSurveyDtoLimits.investmentExperience.maxItems} empty={emptyExperience}>
        {(row) => (
          <FieldGrid>
            <Cell><TextInput name={`${row}.type`} type="number" label={t('customers.partner.experienceType')} help={t('customers.partner.experienceTypeHelp')} /></Cell>
            <Cell wide><CheckInput name={`${row}.knowledge`} label={t('customers.partner.knowledge')} help={t('customers.partner.knowledgeHelp')} /></Cell>
          </FieldGrid>
        )}
      </RepeatableRows>
      <NameValueRows name={`${prefix}.investorExperience`} title={t('customers.partner.investorExperience')} itemLabel={t('customers.partner.experienceItem')} max={PartnerInvestmentSurveyDtoLimits.investorExperience.maxItems} />
      <NameValueRows name={`${prefix}.customFields`} title={t('customers.partner.surveyCustomFields')} itemLabel={t('customers.partner.surveyCustomField')} max={PartnerInvestmentSurveyDtoLimits.customFields.maxItems} />
    </>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </>
  );
}

/**
 * One person of the company (interface 2.9's sub-person): their role, who they are, where they live, and everything
 * the natural person has (compliance, identity document, verification, custom fields, survey, attachments). Its own
 * <form>, as each part of the partner form is.
 */
export function SubPersonFields({ row }: { row: string }) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const p = `${row}.person`;
  return (
    <Box component="form" noValidate onSubmit={keepInPage}>
      <FieldGrid>
        <Cell wide><RegistryCustomerInput prefix={p} /></Cell>
        <Cell><SelectInput name={`${row}.role`} label={t('customers.partner.role')} options={options.subPersonRole} /></Cell>
        <Cell><TextInput name={`${p}.salutation`} label={t('customers.fields.salutation')} max={PartnerSubPersonDtoLimits.person.salutation.maxLength} /></Cell>
        <Cell><TextInput name={`${p}.title`} label={t('customers.fields.title')} max={PartnerSubPersonDtoLimits.person.title.maxLength} /></Cell>
        <Cell><TextInput name={`${p}.firstname`} label={t('customers.fields.firstname')} max={PartnerSubPersonDtoLimits.person.firstname.maxLength} /></Cell>
        <Cell><TextInput name={`${p}.lastname`} label={t('customers.fields.lastname')} max={PartnerSubPersonDtoLimits.person.lastname.maxLength} /></Cell>
        <Cell><DateInput name={`${p}.birthDate`} label={t('customers.fields.birthDate')} /></Cell>
        <Cell><TextInput name={`${p}.birthPlace`} label={t('customers.kyc.placeOfBirth')} max={PartnerSubPersonDtoLimits.person.birthPlace.maxLength} /></Cell>
        <Cell><CountryInput name={`${p}.birthCountry`} label={t('customers.partner.birthCountry')} /></Cell>
        <Cell><CountryInput name={`${p}.nationality`} label={t('customers.fields.nationality')} /></Cell>
        <Cell><TextInput name={`${p}.email`} type="email" label={t('customers.fields.email')} max={PartnerSubPersonDtoLimits.person.email.maxLength} /></Cell>
        <Cell><TextInput name={`${p}.phoneNumber`} type="tel" label={t('customers.fields.phoneNumber')} max={PartnerSubPersonDtoLimits.person.phoneNumber.maxLength} /></Cell>
        <Cell><CheckInput name={`${p}.precheckPep`} label={t('customers.partner.precheckPep')} /></Cell>
      </FieldGrid>
      <Part title={t('customers.fields.address')}>
        <FieldGrid>
          <Cell><TextInput name={`${p}.street`} label={t('customers.fields.street')} max={PartnerSubPersonDtoLimits.person.street.maxLength} /></Cell>
          <Cell><TextInput name={`${p}.streetNo`} label={t('customers.fields.streetNo')} max={PartnerSubPersonDtoLimits.person.streetNo.maxLength} /></Cell>
          <Cell><TextInput name={`${p}.zip`} label={t('customers.fields.postalCode')} max={PartnerSubPersonDtoLimits.person.zip.maxLength} /></Cell>
          <Cell><TextInput name={`${p}.city`} label={t('customers.fields.town')} max={PartnerSubPersonDtoLimits.person.city.maxLength} /></Cell>
          <Cell><CountryInput name={`${p}.country`} label={t('customers.fields.country')} /></Cell>
        </FieldGrid>
      </Part>
      <Part title={t('customers.partner.compliance')}>
        <ComplianceFields prefix={`${p}.compliance`} />
      </Part>
      <Part title={t('customers.partner.idDocument')}>
        <IdDocumentFields prefix={`${p}.idDocument`} />
      </Part>
      <Part title={t('customers.partner.verification')}>
        <VerificationFields prefix={`${p}.verification`} />
      </Part>
      <NameValueRows name={`${p}.customFields`} title={t('customers.partner.customFields')} itemLabel={t('customers.partner.customField')} max={PartnerSubPersonDtoLimits.person.customFields.maxItems} />
      <Part title={t('customers.partner.survey')}>
        <SurveyFields prefix={`${p}.investmentSurvey`} />
      </Part>
      <Part title={t('customers.partner.attachments')}>
        <AttachmentsField name={`${p}.attachments`} />
      </Part>
    </Box>
  );
}
