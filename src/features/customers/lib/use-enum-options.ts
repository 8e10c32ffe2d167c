import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  zCustodianIdentVerifiedType,
  zCustodyProvider,
  zDocumentKind,
  zDocumentType,
  zGenderTypes,
  zIdentVerifiedType,
  zNaturalPersonGenderCode,
} from '../../../api/generated/zod.gen';

/** The choices of the contract's enums (the generated schemas' values), labelled in the user's language. */
export function useEnumOptions() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      gender: zGenderTypes.options.map((value) => ({ value, label: t(`customers.gender.${value}`) })),
      genderCode: zNaturalPersonGenderCode.options.map((value) => ({ value, label: t(`customers.genderCode.${value}`) })),
      custodyProvider: zCustodyProvider.options.map((value) => ({ value, label: t(`customers.custodyProvider.${value}`) })),
      documentKind: zDocumentKind.options.map((value) => ({ value, label: t(`customers.documentKind.${value}`) })),
      documentType: zDocumentType.options.map((value) => ({ value, label: t(`customers.documentType.${value}`) })),
      identVerifiedType: zIdentVerifiedType.options.map((value) => ({ value, label: t(`customers.identVerifiedType.${value}`) })),
      identMethod: zCustodianIdentVerifiedType.options.map((value) => ({ value, label: t(`customers.identMethod.${value}`) })),
      subPersonRole: ([1, 2, 3] as const).map((value) => ({ value, label: t(`customers.subPersonRole.role${value}`) })),
    }),
    [t],
  );
}
