import Autocomplete from '@mui/material/Autocomplete';
import { autocompleteTexts } from '../../../shared/ui/autocomplete-texts';
import { OutlinedField } from '../../../shared/ui/outlined-field';
import { memo, useMemo, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { CustomerDto } from '../../../api/generated/types.gen';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCustomer } from '../api/use-customer';
import { takeCodePoints } from '../../../shared/lib/code-point-length';
import { CustomerListQueryDtoLimits } from '../../../api/contract-limits.gen';
import { useCustomerOptions } from '../api/use-customer-options';
import { customerName } from '../lib/customer-name';
import { fillsForEmptyFields, personFieldsFromRecord, SUB_PERSON_TEXT_FIELDS } from '../lib/partner-form';

/** ListCustomers' `search` is at most this long. */
const SEARCH_MAX = CustomerListQueryDtoLimits.search.maxLength;

const label = (c: CustomerDto) => `${customerName(c)} · ${c.profile.email}`;

/**
 * A person of the company as a customer of this registry (the sub-person's `customerId`), chosen by name or e-mail
 * among the customers whose identity is verified (the only ones the partner accepts).
 * Choosing one fills the person's empty fields from their record (what was typed stays) and says how many; clearing
 * it leaves the fields as they are. `prefix` is the person's path in the form (`legalPerson.subPersons.0.person`).
 */
export const RegistryCustomerInput = memo(function RegistryCustomerInput({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext();
  const { field, fieldState } = useController({ control, name: `${prefix}.customerId` });
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [filled, setFilled] = useState<number | null>(null);
  // The chosen person, kept as chosen: the options change with every search, and a value that changed with them would
  // make the field put the chosen name back over what is being typed.
  const [picked, setPicked] = useState<CustomerDto | null>(null);
  const search = useDebouncedValue(text, 250);
  const options = useCustomerOptions(search, open);
  const id = (field.value as string | undefined) ?? '';
  // The chosen customer's record: their name when known only by id (a draft restored after a reload), and whether
  // their identity is verified, without which the partner refuses them (interface §4.2). The list offers only verified
  // customers, but a choice held in a draft may have lost it since, and an older deployment's list does not say.
  const record = useCustomer(id);
  const value = picked?.id === id ? picked : record.data?.customer.id === id ? record.data.customer : null;
  const unverified = record.data?.customer.id === id && record.data.latestKyc?.data.identVerified !== true;
  const choices = useMemo(() => {
    const found = options.data?.people ?? [];
    return value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;
  }, [options.data, value]);

  const choose = (customer: CustomerDto | null) => {
    setPicked(customer);
    field.onChange(customer?.id ?? '');
    setFilled(null);
    if (!customer) return;
    const current = Object.fromEntries(SUB_PERSON_TEXT_FIELDS.map((f) => [f, getValues(`${prefix}.${f}`) as string | undefined]));
    const fills = fillsForEmptyFields(current, personFieldsFromRecord(customer));
    for (const [f, v] of Object.entries(fills)) setValue(`${prefix}.${f}`, v, { shouldDirty: true, shouldValidate: true });
    setFilled(Object.keys(fills).length);
  };

  const missing = record.isError && !value;
  const help =
    fieldState.error?.message ??
    (missing
      ? t('customers.partner.registryCustomerMissing', { id })
      : unverified
        ? t('customers.partner.registryCustomerUnverified')
        : options.isError
          ? t('customers.partner.registryCustomerSearchFailed')
          : filled === null
            ? t('customers.partner.registryCustomerHelp')
            : t('customers.partner.registryCustomerFilled', { count: filled }));
  return (
    <Autocomplete<CustomerDto>
      options={choices}
      value={value}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_e, customer) => choose(customer)}
      onInputChange={(_e, input, reason) => {
        // The service's search takes at most 100 characters (code points, as it counts them).
        if (reason === 'input') setText(takeCodePoints(input, SEARCH_MAX));
      }}
      onBlur={field.onBlur}
      // The service searches; the options are its answer as they are.
      filterOptions={(x) => x}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={options.isFetching}
      {...autocompleteTexts(t)}
      noOptionsText={
        options.isError
          ? t('customers.partner.registryCustomerSearchFailed')
          : options.data?.more
            ? t('customers.partner.registryCustomerNarrow')
            : options.data?.saysVerified === false
              ? t('customers.partner.registryCustomerNoneAtAll')
              : t('customers.partner.registryCustomerNone')
      }
      renderInput={(params) => (
        <OutlinedField
          {...params}
          label={t('customers.partner.registryCustomer')}
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error) || missing || unverified || options.isError}
          helperText={help}
        />
      )}
    />
  );
});
