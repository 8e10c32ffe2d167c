import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  CustodianIdentVerifiedType,
  CustodyProvider,
  DocumentKind,
  DocumentType,
  GenderTypes,
  IdentVerifiedType,
  NaturalPersonGenderCode,
} from '../../../api/generated/types.gen';

/** The values of a contract enum, in the contract's order. */
const valuesOf = <T extends string>(choices: Readonly<Record<string, T>>): T[] => Object.values(choices);

/**
 * The choices of the contract's enums (generated as values beside their types, so a form lists them without loading
 * zod), labelled in the user's language.
 */
export function useEnumOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      gender: valuesOf(GenderTypes).map((value) => ({ value, label: t(`customers.gender.${value}`) })),
      genderCode: valuesOf(NaturalPersonGenderCode).map((value) => ({ value, label: t(`customers.genderCode.${value}`) })),
      custodyProvider: valuesOf(CustodyProvider).map((value) => ({ value, label: t(`customers.custodyProvider.${value}`) })),
      documentKind: valuesOf(DocumentKind).map((value) => ({ value, label: t(`customers.documentKind.${value}`) })),
      documentType: valuesOf(DocumentType).map((value) => ({ value, label: t(`customers.documentType.${value}`) })),
      identVerifiedType: valuesOf(IdentVerifiedType).map((value) => ({ value, label: t(`customers.identVerifiedType.${value}`) })),
      identMethod: valuesOf(CustodianIdentVerifiedType).map((value) => ({ value, label: t(`customers.identMethod.${value}`) })),
      subPersonRole: ([1, 2, 3] as const).map((value) => ({ value, label: t(`customers.subPersonRole.role${value}`) })),
    }),
    [t],
  );
}
