import { Select, type ComboboxData, type ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCities, useCountries, useRegions, type Country } from '@/lib/geography';

/** Where someone or something is: the country by name and code, its region and city ('' when unset). */
export interface Place {
  country: string;
  countryCode: string;
  region: string;
  city: string;
}

type PlaceErrors = Partial<Record<keyof Place, string>>;

/** The options, with the current value among them even when the server does not list it (any more). */
function withCurrent(options: ComboboxItem[], current: ComboboxItem | null): ComboboxItem[] {
  if (!current || options.some((option) => option.value === current.value)) return options;
  return [current, ...options];
}

function texts(values: string[] | undefined, current: string): ComboboxItem[] {
  return withCurrent(
    (values ?? []).map((value) => ({ value, label: value })),
    current ? { value: current, label: current } : null,
  );
}

/** The agency's countries first, as a group of their own when the server names some. */
function countryChoices(countries: Country[], value: Place, groups: { agency: string; others: string }): ComboboxData {
  const option = ({ code, name }: Country): ComboboxItem => ({ value: code, label: name });
  const agency = countries.filter((country) => country.enabled).map(option);
  const others = countries.filter((country) => !country.enabled).map(option);
  const current = value.countryCode
    ? { value: value.countryCode, label: value.country || value.countryCode.toUpperCase() }
    : null;
  if (agency.length === 0) return withCurrent(others, current);
  if (others.length === 0) return withCurrent(agency, current);
  const inOthers = current !== null && others.some((country) => country.value === current.value);
  return [
    { group: groups.agency, items: inOthers ? agency : withCurrent(agency, current) },
    { group: groups.others, items: others },
  ];
}

const selectProps = { searchable: true, clearable: true, maxDropdownHeight: 300 } as const;

/**
 * Pays, Région and Ville pickers, each narrowing the next: a new country clears the region and the
 * city, a new region clears the city. Rendered as three siblings, for the form's grid to place.
 */
export function PlaceFields({
  value,
  onChange,
  errors = {},
  agencyOnly = false,
  required = false,
}: {
  value: Place;
  onChange: (place: Place) => void;
  errors?: PlaceErrors;
  /** Offers only the countries the agency works in (a branch's country, say). */
  agencyOnly?: boolean;
  /** Marks the three pickers as required. */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const countries = useCountries();
  const regions = useRegions(value.countryCode);
  const cities = useCities(value.countryCode, value.region);

  const countryList = (countries.data ?? []).filter((country) => !agencyOnly || country.enabled);
  const countryOptions = countryChoices(countryList, value, {
    agency: t('common.place.agencyCountries'),
    others: t('common.place.otherCountries'),
  });

  return (
    <>
      <Select
        {...selectProps}
        withAsterisk={required}
        label={t('common.place.country')}
        data={countryOptions}
        value={value.countryCode || null}
        onChange={(code, option) =>
          onChange({ country: code ? option?.label ?? '' : '', countryCode: code ?? '', region: '', city: '' })
        }
        nothingFoundMessage={t('common.place.nothingFound')}
        error={errors.country ?? errors.countryCode}
      />
      <Select
        {...selectProps}
        withAsterisk={required}
        label={t('common.place.region')}
        data={texts(regions.data, value.region)}
        value={value.region || null}
        onChange={(region) => onChange({ ...value, region: region ?? '', city: '' })}
        disabled={!value.countryCode}
        nothingFoundMessage={t('common.place.nothingFound')}
        error={errors.region}
      />
      <Select
        {...selectProps}
        withAsterisk={required}
        label={t('common.place.city')}
        data={texts(cities.data, value.city)}
        value={value.city || null}
        onChange={(city) => onChange({ ...value, city: city ?? '' })}
        disabled={!value.region}
        nothingFoundMessage={t('common.place.nothingFound')}
        error={errors.city}
      />
    </>
  );
}
