/**
 * Every Indonesian province and city/regency, from the `idn-area-data` package (official codes:
 * province '31', city '31.71'). The package spells names in capitals; they are stored in title case
 * ("Kota Jakarta Selatan"), keeping abbreviations such as DKI and DI.
 */
import type { Db } from '../client';
import { cities, provinces } from '../schema';

const keepUpper = new Set(['DKI', 'DI', 'II', 'III']);

/** 'KABUPATEN ACEH SELATAN' → 'Kabupaten Aceh Selatan'; 'DKI JAKARTA' stays 'DKI Jakarta'. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(/(\s+|-|\()/)
    .map((part) => {
      if (keepUpper.has(part.toUpperCase())) return part.toUpperCase();
      return part.charAt(0).toUpperCase() + part.slice(1);
    })
    .join('');
}

export type AreaData = {
  provinces: Array<{ id: string; name: string }>;
  cities: Array<{ id: string; provinceId: string; name: string }>;
};

/** Reads the package's data (asynchronous: it parses CSV files). */
export async function loadAreas(): Promise<AreaData> {
  // Loaded only to seed (the server imports the seed for an empty database, and would keep the data resident).
  const { getProvinces, getRegencies } = await import('idn-area-data');
  const [provinceRows, regencyRows] = await Promise.all([getProvinces(), getRegencies({ transform: true })]);
  return {
    provinces: provinceRows.map((p) => ({ id: p.code, name: titleCase(p.name) })),
    cities: regencyRows.map((r) => ({ id: r.code, provinceId: r.provinceCode, name: titleCase(r.name) })),
  };
}

/** Inserts the provinces and cities (call inside the seed transaction). */
export async function seedAreas(db: Db, data: AreaData): Promise<void> {
  for (const chunk of chunks(data.provinces, 200)) await db.insert(provinces).values(chunk);
  for (const chunk of chunks(data.cities, 200)) await db.insert(cities).values(chunk);
}

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
