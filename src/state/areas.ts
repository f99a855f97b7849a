/**
 * Provinces with their cities (`GET /api/areas`) for the forms that pick a place. The list never
 * changes while the app runs, so it is fetched once per page load and shared; a failed fetch is
 * forgotten, so the next form to open tries again.
 */
import { useEffect, useState } from 'react';
import type { Area } from '../../api/contracts/areas';
import { carrying, type DataResponse, getErrorMessage, quietApiClient, read } from '../api-client';

let pending: Promise<Area[]> | null = null;

function loadAreas(): Promise<Area[]> {
  // The route sends its cached JSON text as it is, so its answer is typed here, from the contract.
  pending ??= carrying<DataResponse<Area[]>>(read(quietApiClient.api.areas.$get()))
    .then((res) => res.data)
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** `areas` is null while loading; `error` is the translated reason it could not be loaded. */
export function useAreas(): { areas: Area[] | null; error: string | null } {
  const [state, setState] = useState<{ areas: Area[] | null; error: string | null }>({ areas: null, error: null });
  useEffect(() => {
    let live = true;
    loadAreas().then(
      (areas) => live && setState({ areas, error: null }),
      (error: unknown) => live && setState({ areas: null, error: getErrorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The cities of `provinceId`, or none. */
export function citiesOf(areas: Area[] | null, provinceId: string | null | undefined): Area['cities'] {
  return areas?.find((area) => area.id === provinceId)?.cities ?? [];
}
