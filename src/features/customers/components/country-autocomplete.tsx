import Autocomplete from '@mui/material/Autocomplete';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { countryLabel, countryOption, countryOptions, findCountries, type CountryOption } from '../../../shared/countries/country-codes';
import { whenIdle } from '../../../shared/lib/when-idle';
import { afterPointerRelease } from '../../../shared/lib/after-pointer-release';
import { autocompleteTexts } from '../../../shared/ui/autocomplete-texts';
import { OutlinedField } from '../../../shared/ui/outlined-field';

/**
 * An ISO 3166-1 alpha-2 country, searchable by its name in the user's language or by its code: MUI's Autocomplete
 * with its popper (~19 KB compressed), downloaded with the first form step that has a country (form-fields.tsx).
 */
export const CountryAutocomplete = memo(function CountryAutocomplete({
  name,
  label,
  required,
  takeFocus,
}: {
  name: string;
  label: string;
  required?: boolean;
  /** Asked once, as the picker appears: whether the field it replaces had the focus, which it then takes. */
  takeFocus?: () => boolean;
}) {
  const { control, setError, clearErrors } = useFormContext();
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (takeFocus?.()) input.current?.focus();
    // Only as the picker appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The list is made when it is opened (typing opens it too), not as the form draws: until then the field holds only
  // its chosen country. The browser makes it ahead when it has nothing else to do, so opening is instant.
  const [listed, setListed] = useState(false);
  useEffect(() => whenIdle(() => countryOptions(language)), [language]);
  const options = useMemo(() => (listed ? countryOptions(language) : []), [listed, language]);
  const byCode = useMemo(() => new Map(options.map((o) => [o.code, o])), [options]);
  const chosen = (code: unknown): CountryOption | null => (typeof code === 'string' && code ? (byCode.get(code) ?? countryOption(code, language)) : null);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<CountryOption>
          {...autocompleteTexts(t)}
          options={listed ? options : [chosen(field.value)].filter((o) => o !== null)}
          value={chosen(field.value)}
          onOpen={() => setListed(true)}
          onChange={(_e, option) => {
            field.onChange(option?.code ?? '');
            // A country chosen answers "was not taken" (the form's own checks may not run on a change yet).
            if (fieldState.error?.type === 'notChosen') clearErrors(field.name);
          }}
          onBlur={(event) => {
            // A text that was not chosen from the list (no country matches it, or none was picked) goes as the field is
            // left, as the picker puts back the chosen country: said on the field with what was typed, not dropped
            // without a word. After the field's own check, which would otherwise clear it; after the press that left
            // the field has clicked (afterPointerRelease, as the text fields).
            const typed = (event.target as HTMLInputElement).value.trim();
            const current = chosen(field.value);
            const dropped = typed !== '' && typed !== (current ? countryLabel(current) : '');
            const target = event.target as Element;
            afterPointerRelease(async () => {
              await (field.onBlur() as unknown as Promise<void> | undefined);
              if (dropped) setError(field.name, { type: 'notChosen', message: t('customers.form.countryNotChosen', { typed }) }, { shouldFocus: false });
            }, target);
          }}
          getOptionLabel={countryLabel}
          isOptionEqualToValue={(a, b) => a.code === b.code}
          // By code first ("DE" is Germany), then by name: the highlighted first one is what Enter picks.
          filterOptions={(all, { inputValue }) => findCountries(all, inputValue)}
          autoHighlight
          onKeyDown={(event) => {
            // Enter on a text that finds no country would send the step on and drop the text: it stays, to be corrected.
            if (event.key !== 'Enter') return;
            const typed = (event.target as HTMLInputElement).value.trim();
            const current = chosen(field.value);
            if (typed && typed !== (current ? countryLabel(current) : '') && findCountries(options, typed).length === 0) event.preventDefault();
          }}
          renderInput={(params) => (
            <OutlinedField
              {...params}
              label={label}
              required={required}
              name={field.name}
              inputRef={(element: HTMLInputElement | null) => {
                input.current = element;
                field.ref(element);
              }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? ' '}
            />
          )}
        />
      )}
    />
  );
});
