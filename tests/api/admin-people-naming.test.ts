/**
 * One naming per resource: admin students and mentors are written with the names they are read with
 * (`detail { full_name, phone, gender, birthday, province_id, city_id, occupation }`), and the earlier flat form
 * (`fullName`, `provinceId`, …) is still accepted for one release, marked deprecated in the OpenAPI document.
 */
import { describe, expect, it } from 'vitest';
import * as rows from '../../api/contracts/admin-rows';
import { dataOf } from '../../api/contracts/answers';
import { type ErrorBody, setupAdminApp } from './admin-fixture';
import { login } from './helpers';

const f = setupAdminApp();
const unique = () => Math.random().toString(36).slice(2, 8);

/** A province with one of its cities, from the public list. */
async function place(): Promise<{ province: string; city: string; otherCity: string }> {
  const areas = (await f.call<{ data: { id: string; cities: { id: string }[] }[] }>('GET', '/api/areas')).body.data;
  const province = areas.find((a) => a.cities.length > 1);
  if (!province) throw new Error('no province with two cities');
  return { province: province.id, city: province.cities[0]!.id, otherCity: province.cities[1]!.id };
}

describe('admin people: the read names are the write names', () => {
  it('creates and updates a student written as it is read', async () => {
    const { province, city, otherCity } = await place();
    const email = `detail.${unique()}@example.com`;
    const detail = {
      full_name: 'Rina Detail',
      phone: '081234567890',
      gender: 'female',
      birthday: '2004-05-06',
      province_id: province,
      city_id: city,
      occupation: 'Pelajar',
    };
    const created = await f.call('POST', '/api/admin/students', { email, password: 'rahasia123', detail });
    expect(created.status).toBe(201);
    const row = dataOf(rows.studentRow).parse(created.body).data;
    expect(row.detail).toMatchObject(detail);
    await expect(login(f.app, 'student', email, 'rahasia123')).resolves.toContain('auth.');

    // What was read can be sent back as it is, with one field changed.
    const back = { ...row.detail, city_id: otherCity, occupation: 'Mahasiswa' };
    const updated = await f.call('PUT', `/api/admin/students/${row.id}`, { email: row.email, detail: back });
    expect(updated.status).toBe(200);
    expect(dataOf(rows.studentRow).parse(updated.body).data.detail).toMatchObject({
      full_name: 'Rina Detail',
      city_id: otherCity,
      occupation: 'Mahasiswa',
    });
  });

  it('still takes the deprecated flat form, and the new name wins when both are sent', async () => {
    const email = `flat.${unique()}@example.com`;
    const created = await f.call('POST', '/api/admin/mentors', {
      email,
      password: 'rahasia123',
      fullName: 'Budi Flat',
      phone: '081234567891',
    });
    expect(created.status).toBe(201);
    const row = dataOf(rows.mentorRow).parse(created.body).data;
    expect(row.detail).toMatchObject({ full_name: 'Budi Flat', phone: '081234567891' });

    const both = await f.call('PUT', `/api/admin/mentors/${row.id}`, {
      fullName: 'Nama Lama',
      detail: { full_name: 'Budi Baru' },
    });
    expect(dataOf(rows.mentorRow).parse(both.body).data.detail.full_name).toBe('Budi Baru');
  });

  it('answers field errors under the names it reads, in either form', async () => {
    const missing = await f.call<ErrorBody>('POST', '/api/admin/students', {
      email: `bad.${unique()}@example.com`,
      password: 'rahasia123',
      detail: { phone: '0812' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({
      'detail.full_name': 'This field is required.',
      'detail.phone': 'Phone number minimum 11 numbers long',
    });
    const flat = await f.call<ErrorBody>('POST', '/api/admin/mentors', { email: 'x', password: 'rahasia123' });
    expect(flat.body.error.fields).toMatchObject({
      email: 'This is not email format.',
      'detail.full_name': 'This field is required.',
    });
  });

  it('marks the flat names deprecated in the OpenAPI document', async () => {
    const doc = (await f.call<{ paths: Record<string, Record<string, unknown>> }>('GET', '/api/openapi.json')).body;
    const body = JSON.stringify(
      (doc.paths['/api/admin/students']?.post as { requestBody: unknown } | undefined)?.requestBody,
    );
    expect(body).toContain('"full_name"');
    expect(body).toContain('Deprecated: write `detail.full_name`.');
    expect(body).toContain('"deprecated":true');
  });
});
