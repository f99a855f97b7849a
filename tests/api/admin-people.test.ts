/** Admin students and mentors: create (with a hashed password that signs in), search, order, trash, assignment. */
import { describe, expect, it } from 'vitest';
import { type ErrorBody, type ListBody, setupAdminApp } from './admin-fixture';
import { demo, jsonRequest, login } from './helpers';

type Person = {
  id: number;
  email: string;
  deleted_at: string | null;
  mentor_id?: number | null;
  total_students?: number;
  detail: { full_name: string; phone: string | null; occupation?: string | null };
};

const f = setupAdminApp();
const unique = () => Math.random().toString(36).slice(2, 8);

describe('admin people', () => {
  it('creates a mentor who can sign in, and lists it with the spec fields', async () => {
    const email = `mentor.${unique()}@example.com`;
    const res = await f.call<{ data: Person }>('POST', '/api/admin/mentors', {
      fullName: 'Zainal Mentor Baru',
      email: email.toUpperCase(),
      password: 'rahasia123',
      phone: '081234567890',
      gender: 'male',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email,
      deleted_at: null,
      total_students: 0,
      detail: { full_name: 'Zainal Mentor Baru', phone: '081234567890' },
    });
    await expect(login(f.app, 'mentor', email, 'rahasia123')).resolves.toContain('auth.');
    const list = await f.call<ListBody<Person>>('GET', '/api/admin/mentors?search=zainal');
    expect(list.body.data.map((m) => m.email)).toEqual([email]);
  });

  it('validates people with the spec messages', async () => {
    const res = await f.call<ErrorBody>('POST', '/api/admin/students', {
      fullName: '',
      email: 'not-an-email',
      password: 'short',
      phone: '0812',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      fullName: 'This field is required.',
      email: 'This is not email format.',
      password: 'Password minimum 8 characters long',
      phone: 'Phone number minimum 11 numbers long',
    });
    const missing = await f.call<ErrorBody>('POST', '/api/admin/mentors', {});
    expect(missing.body.error.fields).toMatchObject({
      email: 'This field is required.',
      password: 'This field is required.',
    });
    const taken = await f.call<ErrorBody>('POST', '/api/admin/students', {
      fullName: 'Dobel',
      email: demo.student,
      password: 'rahasia123',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error.fields?.email).toBeTruthy();
  });

  it('checks the province and city of a person', async () => {
    const areas = (await f.call<{ data: { id: string; cities: { id: string }[] }[] }>('GET', '/api/areas')).body.data;
    const [one, two] = areas;
    const body = { fullName: 'Siswa Daerah', password: 'rahasia123' };
    const ok = await f.call<{ data: { detail: { province_id: string; city_id: string } } }>(
      'POST',
      '/api/admin/students',
      {
        ...body,
        email: `daerah.${unique()}@example.com`,
        provinceId: one?.id,
        cityId: one?.cities[0]?.id,
      },
    );
    expect(ok.status).toBe(201);
    expect(ok.body.data.detail).toEqual(expect.objectContaining({ province_id: one?.id, city_id: one?.cities[0]?.id }));
    const mismatch = await f.call<ErrorBody>('POST', '/api/admin/students', {
      ...body,
      email: `daerah.${unique()}@example.com`,
      provinceId: one?.id,
      cityId: two?.cities[0]?.id,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields?.cityId).toBeTruthy();
  });

  it('searches students by name case-insensitively, orders and pages', async () => {
    const tag = unique();
    for (const name of ['Budi', 'ani', 'Citra']) {
      const res = await f.call('POST', '/api/admin/students', {
        fullName: `${name} Cari${tag}`,
        email: `${name.toLowerCase()}.${tag}@example.com`,
        password: 'rahasia123',
        occupation: 'Pelajar',
      });
      expect(res.status).toBe(201);
    }
    const found = await f.call<ListBody<Person>>('GET', `/api/admin/students?search=CARI${tag}&order[column]=name`);
    expect(found.body.filtered).toBe(3);
    expect(found.body.total).toBeGreaterThan(30);
    expect(found.body.data.map((s) => s.detail.full_name.split(' ')[0])).toEqual(['ani', 'Budi', 'Citra']);
    const desc = await f.call<ListBody<Person>>(
      'GET',
      `/api/admin/students?search=cari${tag}&order[column]=name&order[dir]=desc&start=1&length=1`,
    );
    expect(desc.body.data.map((s) => s.detail.full_name.split(' ')[0])).toEqual(['Budi']);
    const byEmail = await f.call<ListBody<Person>>('GET', `/api/admin/students?search=${tag}&order[column]=email`);
    expect(byEmail.body.data.map((s) => s.email.split('.')[0])).toEqual(['ani', 'budi', 'citra']);
  });

  it('finds a student by a part of the e-mail address that is not in the name', async () => {
    const tag = unique();
    const res = await f.call('POST', '/api/admin/students', {
      fullName: 'Dewi Lestari',
      email: `dewi.surel${tag}@contoh.id`,
      password: 'rahasia123',
    });
    expect(res.status).toBe(201);
    const found = await f.call<ListBody<Person>>('GET', `/api/admin/students?search=SUREL${tag}@CONTOH`);
    expect(found.status).toBe(200);
    expect(found.body.filtered).toBe(1);
    expect(found.body.data.map((s) => s.email)).toEqual([`dewi.surel${tag}@contoh.id`]);
    // The unsearched counts still cover every student.
    expect(found.body.total).toBeGreaterThan(1);
  });

  it('keeps the search index in step with renames and new addresses, and takes short and odd terms', async () => {
    const tag = unique();
    const created = await f.call<{ data: Person }>('POST', '/api/admin/students', {
      fullName: `Élok Ganti${tag}`,
      email: `lama${tag}@contoh.id`,
      password: 'rahasia123',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const search = async (term: string) =>
      (await f.call<ListBody<Person>>('GET', `/api/admin/students?search=${encodeURIComponent(term)}`)).body;

    // Accents are optional in the term, as the index folds them away.
    expect((await search(`elok ganti${tag}`)).data.map((s) => s.id)).toEqual([id]);
    const renamed = await f.call('PUT', `/api/admin/students/${id}`, {
      fullName: `Sari Baru${tag}`,
      email: `baru${tag}@contoh.id`,
    });
    expect(renamed.status).toBe(200);
    expect((await search(`ganti${tag}`)).filtered).toBe(0);
    expect((await search(`lama${tag}`)).filtered).toBe(0);
    expect((await search(`sari baru${tag}`)).data.map((s) => s.id)).toEqual([id]);
    expect((await search(`baru${tag}@`)).data.map((s) => s.id)).toEqual([id]);

    // Shorter than a trigram: matched without the index, still anywhere in the name or address.
    const short = await search('ar');
    expect(short.filtered).toBeGreaterThan(0);
    expect(short.data.every((s) => /ar/i.test(s.detail.full_name) || s.email.includes('ar'))).toBe(true);
    // Quotes and LIKE's wildcards are plain characters, never syntax.
    for (const odd of ['"', `"${tag}`, '%%%', '_a_', 'a"b OR c', 'NEAR(x y)']) {
      const res = await f.call<ListBody<Person>>('GET', `/api/admin/students?search=${encodeURIComponent(odd)}`);
      expect(res.status, odd).toBe(200);
      expect(res.body.filtered, odd).toBe(0);
    }
  });

  it('orders the whole student list by e-mail, join date, occupation and id, both ways', async () => {
    type Ordered = Person & { created_at: string };
    const keyOf = {
      email: (p: Ordered) => p.email,
      created_at: (p: Ordered) => `${p.created_at}|${String(p.id).padStart(9, '0')}`,
      // NUL separates: a NULL (empty) occupation sorts first, as SQLite orders it.
      occupation: (p: Ordered) => `${p.detail.occupation ?? ''}\u0000${String(p.id).padStart(9, '0')}`,
      id: (p: Ordered) => String(p.id).padStart(9, '0'),
    };
    for (const [column, key] of Object.entries(keyOf)) {
      for (const dir of ['asc', 'desc'] as const) {
        const list = await f.call<ListBody<Ordered>>(
          'GET',
          `/api/admin/students?order[column]=${column}&order[dir]=${dir}&length=40`,
        );
        expect(list.status).toBe(200);
        const keys = list.body.data.map(key);
        expect(keys.length).toBeGreaterThan(10);
        const sorted = [...keys].sort();
        expect(keys, `${column} ${dir}`).toEqual(dir === 'asc' ? sorted : sorted.reverse());
      }
    }
  });

  it('updates a student, trashes and restores them', async () => {
    const mark = unique();
    const email = `ubah.${mark}@example.com`;
    const created = await f.call<{ data: Person }>('POST', '/api/admin/students', {
      fullName: 'Siswa Ubah',
      email,
      password: 'rahasia123',
    });
    const id = created.body.data.id;
    const updated = await f.call<{ data: Person }>('PUT', `/api/admin/students/${id}`, {
      fullName: `Siswa Diubah ${mark}`,
      occupation: 'Guru',
      password: 'rahasiabaru1',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.detail).toMatchObject({ full_name: `Siswa Diubah ${mark}`, occupation: 'Guru' });
    await expect(login(f.app, 'student', email, 'rahasiabaru1')).resolves.toContain('auth.');

    expect((await f.call('DELETE', `/api/admin/students/${id}`)).status).toBe(200);
    const active = await f.call<ListBody<Person>>('GET', `/api/admin/students?search=${mark}`);
    expect(active.body.filtered).toBe(0);
    const trash = await f.call<ListBody<Person>>('GET', `/api/admin/students?trash=1&search=${mark}`);
    expect(trash.body.data.map((s) => s.id)).toEqual([id]);
    expect((await f.call('PUT', `/api/admin/students/${id}/restore`)).status).toBe(200);
    const back = await f.call<ListBody<Person>>('GET', `/api/admin/students?search=${mark}`);
    expect(back.body.data[0]?.deleted_at).toBeNull();
  });

  it("ends a person's sessions when the admin changes their password, and keeps them otherwise", async () => {
    const email = `sesi.${unique()}@example.com`;
    const created = await f.call<{ data: Person }>('POST', '/api/admin/mentors', {
      fullName: 'Mentor Sesi',
      email,
      password: 'rahasia123',
    });
    const id = created.body.data.id;
    const cookie = await login(f.app, 'mentor', email, 'rahasia123');
    const user = () => jsonRequest(f.app, 'GET', '/api/mentor/user', { cookie });
    expect((await user()).status).toBe(200);

    expect((await f.call('PUT', `/api/admin/mentors/${id}`, { fullName: 'Mentor Sesi Baru' })).status).toBe(200);
    expect((await user()).status).toBe(200);

    expect((await f.call('PUT', `/api/admin/mentors/${id}`, { password: 'rahasiabaru1' })).status).toBe(200);
    expect((await user()).status).toBe(401);
    await expect(login(f.app, 'mentor', email, 'rahasiabaru1')).resolves.toContain('auth.');
  });

  it('lists unassigned students and assigns or clears their mentor', async () => {
    const unassigned = await f.call<ListBody<Person>>('GET', '/api/admin/students?unassigned=1&length=100');
    expect(unassigned.body.filtered).toBeGreaterThan(0);
    expect(unassigned.body.data.every((s) => s.mentor_id === null)).toBe(true);
    const student = unassigned.body.data[0] as Person;
    const mentors = await f.call<ListBody<Person>>('GET', '/api/admin/mentors?search=mentor2');
    const mentor = mentors.body.data[0] as Person;

    const assigned = await f.call<{ data: Person }>('PUT', `/api/admin/students/${student.id}/mentor`, {
      mentorId: mentor.id,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.mentor_id).toBe(mentor.id);
    const after = await f.call<ListBody<Person>>('GET', '/api/admin/students?unassigned=1&length=100');
    expect(after.body.filtered).toBe(unassigned.body.filtered - 1);
    const ofMentor = await f.call<ListBody<Person>>('GET', `/api/admin/students?mentorId=${mentor.id}&length=100`);
    expect(ofMentor.body.data.map((s) => s.id)).toContain(student.id);
    // The mentor's count is theirs alone, in the list and on the single record.
    const counted = await f.call<{ data: Person }>('GET', `/api/admin/mentors/${mentor.id}`);
    expect(counted.body.data.total_students).toBe(ofMentor.body.filtered);
    expect(mentor.total_students).toBe(ofMentor.body.filtered - 1);

    const cleared = await f.call<{ data: Person }>('PUT', `/api/admin/students/${student.id}/mentor`, {
      mentorId: null,
    });
    expect(cleared.body.data.mentor_id).toBeNull();

    const notMentor = await f.call<ErrorBody>('PUT', `/api/admin/students/${student.id}/mentor`, {
      mentorId: student.id,
    });
    expect(notMentor.status).toBe(400);
    expect(notMentor.body.error.fields?.mentorId).toBeTruthy();
    expect((await f.call('PUT', '/api/admin/students/999999/mentor', { mentorId: null })).status).toBe(404);
    expect((await f.call('PUT', `/api/admin/students/${student.id}/mentor`, {})).status).toBe(400);

    const mentorCookie = await login(f.app, 'mentor', demo.mentor, demo.password);
    const byMentor = await f.call<ErrorBody>(
      'PUT',
      `/api/admin/students/${student.id}/mentor`,
      { mentorId: mentor.id },
      mentorCookie,
    );
    expect(byMentor.status).toBe(403);
  });
});
