import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** A country of the pickers: ISO alpha-2 code in lower case, name in the user's language. */
export interface Country {
  code: string;
  name: string;
  /** One of the countries the agency works in. */
  enabled: boolean;
}

/**
 * The places are reference data for the pickers: without them (a server that lacks them, or a
 * country without data) the pickers are simply empty, so a 404 reads as "nothing known".
 */
async function placesOrNone<T>(request: Promise<T[]>): Promise<T[]> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function getCountries(signal: AbortSignal): Promise<Country[]> {
  return placesOrNone(api.get<Country[]>('/countries', signal));
}

export async function getRegions(countryCode: string, signal: AbortSignal): Promise<string[]> {
  const regions = await placesOrNone(api.get<{ region: string }[]>(`/countries/${encodeURIComponent(countryCode)}`, signal));
  return regions.map(({ region }) => region);
}

export async function getCities(countryCode: string, region: string, signal: AbortSignal): Promise<string[]> {
  const path = `/countries/${encodeURIComponent(countryCode)}/${encodeURIComponent(region)}`;
  const cities = await placesOrNone(api.get<{ city: string }[]>(path, signal));
  return cities.map(({ city }) => city);
}

// Places change with a new release of the server, not while someone works. Country names come in
// the user's language, hence the language in their key.
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['geography', 'countries', currentLanguage()],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
  });

export const regionsQueryOptions = (countryCode: string) =>
  queryOptions({
    queryKey: ['geography', 'regions', countryCode],
    queryFn: ({ signal }) => getRegions(countryCode, signal),
    staleTime: Infinity,
    enabled: countryCode !== '',
  });

export const citiesQueryOptions = (countryCode: string, region: string) =>
  queryOptions({
    queryKey: ['geography', 'cities', countryCode, region],
    queryFn: ({ signal }) => getCities(countryCode, region, signal),
    staleTime: Infinity,
    enabled: countryCode !== '' && region !== '',
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}

export function useRegions(countryCode: string) {
  return useQuery(regionsQueryOptions(countryCode));
}

export function useCities(countryCode: string, region: string) {
  return useQuery(citiesQueryOptions(countryCode, region));
}
