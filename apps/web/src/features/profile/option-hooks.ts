import { useQuery } from '@apollo/client/react';
import type { OptionsHook } from '../../shared/forms/autocomplete-field';
import { useEffect, useState } from 'react';
import {
  AcademicTitleOptionsQuery,
  CareerOptionsQuery,
  CountryOptionsQuery,
  InstitutionOptionsQuery,
  UniversityOptionsQuery,
} from './operations';


export type Option = { id: string; name: string };

/** The value, 250 ms after it stops changing. */
function useDebounced(value: string, delay = 250) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(id);
  }, [value, delay]);
  return debounced;
}

/** Nothing is asked until the field is focused or opened (see OptionsHook). */
const vars = (search: string, active: boolean) => ({ variables: { search: search.trim() || null }, skip: !active });

export const useCountryOptions: OptionsHook = (search, active) => {
  const { data, previousData, loading } = useQuery(CountryOptionsQuery, vars(useDebounced(search), active));
  return { options: (data ?? previousData)?.countries.items ?? [], loading };
};
export const useInstitutionOptions: OptionsHook = (search, active) => {
  const { data, previousData, loading } = useQuery(InstitutionOptionsQuery, vars(useDebounced(search), active));
  return { options: (data ?? previousData)?.institutions.items ?? [], loading };
};
export const useUniversityOptions: OptionsHook = (search, active) => {
  const { data, previousData, loading } = useQuery(UniversityOptionsQuery, vars(useDebounced(search), active));
  return { options: (data ?? previousData)?.universities.items ?? [], loading };
};
export const useCareerOptions: OptionsHook = (search, active) => {
  const { data, previousData, loading } = useQuery(CareerOptionsQuery, vars(useDebounced(search), active));
  return { options: (data ?? previousData)?.careers ?? [], loading };
};
export const useAcademicTitleOptions: OptionsHook = (search, active) => {
  const { data, previousData, loading } = useQuery(AcademicTitleOptionsQuery, vars(useDebounced(search), active));
  return { options: (data ?? previousData)?.academicTitles ?? [], loading };
};
