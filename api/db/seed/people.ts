/**
 * Demo people: one admin, two mentors, the three demo students and 34 more students with realistic
 * Indonesian names, phones and places. Every account shares one password hash (hashed once by the
 * caller), which keeps the seed fast.
 */
import { type Db, insertedId } from '../client';
import { adminDetails, type Gender, mentorDetails, type Role, studentDetails, users } from '../schema';
import type { AreaData } from './areas';
import { DAY, type Random } from './random';

export const DEMO_PASSWORD = 'kelaskoding123';

/** The demo sign-ins printed at start and listed in the README. */
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@kelaskoding.id', name: 'Admin KelasKoding', signInPath: '/admin' },
  { role: 'mentor', email: 'mentor@kelaskoding.id', name: 'Rina Mentor', signInPath: '/mentor' },
  { role: 'mentor', email: 'mentor2@kelaskoding.id', name: 'Budi Santoso', signInPath: '/mentor' },
  { role: 'student', email: 'student@kelaskoding.id', name: 'Andi Pratama', signInPath: '/signin' },
  { role: 'student', email: 'trial@kelaskoding.id', name: 'Tia Rahmawati', signInPath: '/signin' },
  { role: 'student', email: 'php@kelaskoding.id', name: 'Putri Lestari', signInPath: '/signin' },
] as const satisfies ReadonlyArray<{ role: Role; email: string; name: string; signInPath: string }>;

const maleNames = [
  'Agus',
  'Bayu',
  'Dimas',
  'Eko',
  'Fajar',
  'Gilang',
  'Hendra',
  'Irfan',
  'Joko',
  'Krisna',
  'Lukman',
  'Muhammad',
  'Nanda',
  'Rizky',
  'Satria',
  'Taufik',
  'Wahyu',
  'Yoga',
];
const femaleNames = [
  'Ayu',
  'Bunga',
  'Citra',
  'Dewi',
  'Eka',
  'Fitri',
  'Gita',
  'Hana',
  'Indah',
  'Kartika',
  'Larasati',
  'Maya',
  'Nur',
  'Putri',
  'Ratna',
  'Sari',
  'Wulan',
  'Yuni',
];
const familyNames = [
  'Saputra',
  'Wijaya',
  'Hidayat',
  'Kusuma',
  'Nugroho',
  'Setiawan',
  'Siregar',
  'Nasution',
  'Lubis',
  'Simanjuntak',
  'Wibowo',
  'Permana',
  'Gunawan',
  'Halim',
  'Pangestu',
  'Sihombing',
  'Rahman',
  'Utami',
  'Lestari',
  'Purnamasari',
];
const occupations = [
  'Mahasiswa',
  'Pelajar SMA',
  'Karyawan Swasta',
  'Guru',
  'Desainer Grafis',
  'Wirausaha',
  'Staf Administrasi',
  'Freelancer',
  'Pegawai Negeri',
  'Fresh Graduate',
];
/** Provinces most demo students come from (codes of idn-area-data). */
const commonProvinces = ['31', '32', '33', '34', '35', '36', '51', '12', '73', '64'];

export type SeededStudent = {
  id: number;
  email: string;
  fullName: string;
  mentorId: number | null;
  joinedAt: number;
};

export type SeededPeople = {
  adminId: number;
  mentorIds: [number, number];
  demoStudent: SeededStudent;
  trialStudent: SeededStudent;
  /** Subscribed and part-way through the PHP chapter, so a newcomer can see PHP run at once. */
  phpStudent: SeededStudent;
  /** The generated students (not the two demo ones). */
  others: SeededStudent[];
};

function phone(random: Random): string {
  const prefix = random.pick(['0812', '0813', '0821', '0852', '0857', '0878', '0896']);
  let rest = '';
  const length = random.int(7, 9);
  for (let i = 0; i < length; i++) rest += String(random.int(0, 9));
  return prefix + rest;
}

function birthday(random: Random, minAge: number, maxAge: number): string {
  const year = new Date().getUTCFullYear() - random.int(minAge, maxAge);
  return `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}

function place(random: Random, areas: AreaData): { provinceId: string; cityId: string } {
  const provinceId = random.chance(0.85) ? random.pick(commonProvinces) : random.pick(areas.provinces).id;
  const inProvince = areas.cities.filter((c) => c.provinceId === provinceId);
  const city = inProvince.length > 0 ? random.pick(inProvince) : random.pick(areas.cities);
  return { provinceId: city.provinceId, cityId: city.id };
}

async function insertUser(db: Db, role: Role, email: string, passwordHash: string, createdAt: number): Promise<number> {
  const created = new Date(createdAt);
  return await db
    .insert(users)
    .values({ role, email, passwordHash, createdAt: created, updatedAt: created })
    .returning({ id: users.id })
    .then(insertedId);
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

/** Inserts every demo person; `now` anchors all dates. */
export async function seedPeople(
  db: Db,
  passwordHash: string,
  areas: AreaData,
  random: Random,
  now: number,
): Promise<SeededPeople> {
  const [admin, mentor1, mentor2, demo, trial, php] = DEMO_ACCOUNTS;

  const adminId = await insertUser(db, 'admin', admin.email, passwordHash, now - 400 * DAY);
  await db.insert(adminDetails).values({ userId: adminId, fullName: admin.name });

  const mentorIds: [number, number] = [0, 0];
  const mentorProfiles: Array<{ name: string; gender: Gender; email: string }> = [
    { name: mentor1.name, gender: 'female', email: mentor1.email },
    { name: mentor2.name, gender: 'male', email: mentor2.email },
  ];
  for (const [i, m] of mentorProfiles.entries()) {
    const userId = await insertUser(db, 'mentor', m.email, passwordHash, now - (380 - i * 30) * DAY);
    await db.insert(mentorDetails).values({
      userId,
      fullName: m.name,
      phone: phone(random),
      gender: m.gender,
      birthday: birthday(random, 26, 40),
      ...place(random, areas),
    });
    mentorIds[i] = userId;
  }

  const addStudent = async (
    email: string,
    fullName: string,
    gender: Gender,
    mentorId: number | null,
    joinedAt: number,
  ): Promise<SeededStudent> => {
    const id = await insertUser(db, 'student', email, passwordHash, joinedAt);
    await db.insert(studentDetails).values({
      userId: id,
      fullName,
      phone: phone(random),
      gender,
      birthday: birthday(random, 17, 35),
      occupation: random.pick(occupations),
      mentorId,
      ...place(random, areas),
    });
    return { id, email, fullName, mentorId, joinedAt };
  };

  const demoStudent = await addStudent(demo.email, demo.name, 'male', mentorIds[0], now - 60 * DAY);
  const trialStudent = await addStudent(trial.email, trial.name, 'female', null, now - 3 * DAY);

  const others: SeededStudent[] = [];
  const usedEmails = new Set<string>([demo.email, trial.email, php.email]);
  for (let i = 0; i < 34; i++) {
    const gender: Gender = i % 2 === 0 ? 'male' : 'female';
    const first = random.pick(gender === 'male' ? maleNames : femaleNames);
    const fullName = `${first} ${random.pick(familyNames)}`;
    let email = `${slug(fullName)}@example.com`;
    for (let n = 2; usedEmails.has(email); n++) email = `${slug(fullName)}${n}@example.com`;
    usedEmails.add(email);
    // About one student in five has no mentor yet (the admin's "unassigned" list).
    const mentorId = i % 5 === 4 ? null : mentorIds[i % 3 === 0 ? 1 : 0];
    others.push(await addStudent(email, fullName, gender, mentorId, now - random.int(5, 240) * DAY));
  }

  // Added after the generated students, so their seeded details and ids stay what they were before it.
  const phpStudent = await addStudent(php.email, php.name, 'female', mentorIds[1], now - 120 * DAY);

  return { adminId, mentorIds, demoStudent, trialStudent, phpStudent, others };
}
