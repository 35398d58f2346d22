import { useQuery } from '@apollo/client/react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../shared/ui/form-text-field';
import { useCountryOptions, type Option } from './option-hooks';
import { ProvincesQuery } from './operations';
import { RemoteSelectField, SelectField } from './profile-fields';

/** The contact fields shared by the personal and professional sections, as the form holds them. */
export type ContactValues = {
  countryId: Option | null;
  provinceId: string;
  location: string;
  address: string;
  postalCode: string;
  principalContactNumber: string;
  secondaryContactNumber: string;
};

export const contactToInput = (v: ContactValues) => ({
  countryId: v.countryId?.id ?? null,
  provinceId: v.provinceId || null,
  location: v.location,
  address: v.address,
  postalCode: v.postalCode,
  principalContactNumber: v.principalContactNumber,
  secondaryContactNumber: v.secondaryContactNumber,
});

export type SavedContact = {
  country?: Option | null;
  province?: Option | null;
  location?: string | null;
  address?: string | null;
  postalCode?: string | null;
  principalContactNumber?: string | null;
  secondaryContactNumber?: string | null;
};

export const contactDefaults = (s: SavedContact | null): ContactValues => ({
  countryId: s?.country ? { id: s.country.id, name: s.country.name } : null,
  provinceId: s?.province?.id ?? '',
  location: s?.location ?? '',
  address: s?.address ?? '',
  postalCode: s?.postalCode ?? '',
  principalContactNumber: s?.principalContactNumber ?? '',
  secondaryContactNumber: s?.secondaryContactNumber ?? '',
});

export const CONTACT_FIELDS = ['countryId', 'provinceId', 'location', 'address', 'postalCode', 'principalContactNumber', 'secondaryContactNumber'] as const;

/** Country (catalogue), province (only when the country has provinces), address and phones. */
export function ContactFields({ control, setValue }: { control: Control<ContactValues>; setValue: UseFormSetValue<ContactValues> }) {
  const country = useWatch({ control, name: 'countryId' });
  const { data } = useQuery(ProvincesQuery, { variables: { countryId: country?.id ?? '' }, skip: !country });
  const provinces = country ? (data?.provinces ?? []) : [];
  return (
    <>
      <RemoteSelectField control={control} name="countryId" label="País" useOptions={useCountryOptions} onPicked={() => setValue('provinceId', '')} />
      {provinces.length > 0 ? <SelectField control={control} name="provinceId" label="Provincia" options={provinces} /> : <span />}
      <FormTextField control={control} name="location" label="Localidad" />
      <FormTextField control={control} name="address" label="Dirección" autoComplete="street-address" />
      <FormTextField control={control} name="postalCode" label="Código postal" autoComplete="postal-code" />
      <FormTextField control={control} name="principalContactNumber" label="Teléfono principal" type="tel" autoComplete="tel" />
      <FormTextField control={control} name="secondaryContactNumber" label="Teléfono alternativo" type="tel" />
    </>
  );
}
