import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  CustodianIdentVerifiedType,
  CustodyProvider,
  GenderTypes,
  IdentVerifiedType,
  KnownDocumentKind,
  KnownDocumentType,
  KnownNaturalPersonGenderCode,
  KnownSubPersonRole,
} from '../../../api/generated/types.gen';

/** The values of a contract enum, in the contract's order. */
const valuesOf = <T extends string | number>(choices: Readonly<Record<string, T>>): T[] => Object.values(choices);

/**
 * The choices of the contract's enums (generated as values beside their types, so a form lists them without loading
 * zod), labelled in the user's language. Where the interface does not show the values (document type and kind, gender
 * code, role), the contract accepts any and these are the ones it knows.
 */
export function useEnumOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      gender: valuesOf(GenderTypes).map((value) => ({ value, label: t(`customers.gender.${value}`) })),
      genderCode: valuesOf(KnownNaturalPersonGenderCode).map((value) => ({ value, label: t(`customers.genderCode.${value}`) })),
      custodyProvider: valuesOf(CustodyProvider).map((value) => ({ value, label: t(`customers.custodyProvider.${value}`) })),
      documentKind: valuesOf(KnownDocumentKind).map((value) => ({ value, label: t(`customers.documentKind.${value}`) })),
      documentType: valuesOf(KnownDocumentType).map((value) => ({ value, label: t(`customers.documentType.${value}`) })),
      identVerifiedType: valuesOf(IdentVerifiedType).map((value) => ({ value, label: t(`customers.identVerifiedType.${value}`) })),
      identMethod: valuesOf(CustodianIdentVerifiedType).map((value) => ({ value, label: t(`customers.identMethod.${value}`) })),
      subPersonRole: valuesOf(KnownSubPersonRole).map((value) => ({ value, label: t(`customers.subPersonRole.role${value}`) })),
    }),
    [t],
  );
}
