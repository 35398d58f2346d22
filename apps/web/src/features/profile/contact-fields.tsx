import { useQuery } from '@apollo/client/react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { AutocompleteField } from '../../shared/forms/autocomplete-field';
import { SelectField } from '../../shared/forms/select-field';
import { TextInputField } from '../../shared/forms/text-field';
import { useCountryOptions } from './option-hooks';
import { ProvincesQuery } from './operations';

/** A country as the form holds it: whether its provinces are listed decides the province field. */
export type CountryOption = { id: string | null; name: string; provincesCount?: number };

/** The contact fields shared by the personal and professional sections, as the form holds them. */
export type ContactValues = {
  countryId: CountryOption | null;
  provinceId: string;
  provinceName: string;
  location: string;
  address: string;
  postalCode: string;
  principalContactNumber: string;
  secondaryContactNumber: string;
};

const hasListedProvinces = (country: CountryOption | null) => (country?.provincesCount ?? 0) > 0;

/** A listed province for a country that has them; free text for any other country. */
export const contactToInput = (v: ContactValues) => ({
  countryId: v.countryId?.id ?? null,
  provinceId: hasListedProvinces(v.countryId) ? v.provinceId || null : null,
  provinceName: v.countryId && !hasListedProvinces(v.countryId) ? v.provinceName : null,
  location: v.location,
  address: v.address,
  postalCode: v.postalCode,
  principalContactNumber: v.principalContactNumber,
  secondaryContactNumber: v.secondaryContactNumber,
});

type Named = { id: string; name: string };
export type SavedContact = {
  country?: (Named & { provincesCount?: number }) | null;
  province?: Named | null;
  provinceName?: string | null;
  location?: string | null;
  address?: string | null;
  postalCode?: string | null;
  principalContactNumber?: string | null;
  secondaryContactNumber?: string | null;
};

export const contactDefaults = (s: SavedContact | null): ContactValues => ({
  countryId: s?.country ? { id: s.country.id, name: s.country.name, provincesCount: s.country.provincesCount } : null,
  provinceId: s?.province?.id ?? '',
  provinceName: s?.provinceName ?? '',
  location: s?.location ?? '',
  address: s?.address ?? '',
  postalCode: s?.postalCode ?? '',
  principalContactNumber: s?.principalContactNumber ?? '',
  secondaryContactNumber: s?.secondaryContactNumber ?? '',
});

/** Country (catalogue), province (listed, or free text for other countries), address and phones. */
export function ContactFields({ control, setValue }: { control: Control<ContactValues, unknown, unknown>; setValue: UseFormSetValue<ContactValues> }) {
  const country = useWatch({ control, name: 'countryId' });
  const listed = hasListedProvinces(country);
  const { data } = useQuery(ProvincesQuery, { variables: { countryId: country?.id ?? '' }, skip: !country?.id || !listed });
  const provinces = (listed ? (data?.provinces ?? []) : []).map((p) => ({ value: p.id, label: p.name }));
  const picked = () => {
    setValue('provinceId', '');
    setValue('provinceName', '');
  };
  return (
    <>
      <AutocompleteField control={control} name="countryId" label="País" useOptions={useCountryOptions} onPicked={picked} />
      {!country ? (
        <span />
      ) : listed ? (
        <SelectField control={control} name="provinceId" label="Provincia" options={provinces} emptyLabel="Sin especificar" />
      ) : (
        <TextInputField control={control} name="provinceName" label="Provincia, estado o región" autoComplete="address-level1" />
      )}
      <TextInputField control={control} name="location" label="Localidad" autoComplete="address-level2" />
      <TextInputField control={control} name="address" label="Dirección" autoComplete="street-address" />
      <TextInputField control={control} name="postalCode" label="Código postal" autoComplete="postal-code" />
      <TextInputField control={control} name="principalContactNumber" label="Teléfono principal" type="tel" autoComplete="tel" />
      <TextInputField control={control} name="secondaryContactNumber" label="Teléfono alternativo" type="tel" />
    </>
  );
}

