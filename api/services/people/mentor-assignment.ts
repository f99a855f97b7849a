/**
 * Automatic mentors (MENTOR_AUTO_ASSIGN): with `least-loaded`, a student who signs up or is
 * added by an admin gets the active mentor with the fewest active students, and the students of a mentor
 * who is trashed move the same way, one by one, so the load stays even. The chosen mentor is told by name.
 * With `off`, students wait for an admin to assign them by hand (docs/decisions/0003-product-and-screens.md). Manual assignment always works.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mentorDetails, studentDetails, users } from '../../db/schema';
import { createNotification } from '../notifications';

export type MentorAutoAssign = 'least-loaded' | 'off';

type Mentor = { id: number; fullName: string };

/** Active students of each mentor, counted where the list of students counts them. */
const load = sql<number>`(select count(*) from ${studentDetails} where ${studentDetails.mentorId} = ${users.id}
  and ${studentDetails.deletedAt} is null)`;

/** The active mentor with the fewest active students (ties: the longest-serving); null when there is none. */
export async function leastLoadedMentor(db: Db, exceptId?: number): Promise<Mentor | null> {
  return (
    (
      await db
        .select({ id: users.id, fullName: mentorDetails.fullName })
        .from(users)
        .innerJoin(mentorDetails, eq(mentorDetails.userId, users.id))
        .where(
          and(
            eq(users.role, 'mentor'),
            isNull(users.deletedAt),
            exceptId === undefined ? undefined : ne(users.id, exceptId),
          ),
        )
        .orderBy(asc(load), asc(users.id))
        .limit(1)
    )[0] ?? null
  );
}

async function tellMentor(db: Db, mentor: Mentor, student: { id: number; fullName: string }): Promise<void> {
  await createNotification(db, {
    userId: mentor.id,
    type: 'student.assigned',
    title: { id: `Siswa baru: ${student.fullName}`, en: `New student: ${student.fullName}` },
    body: {
      id: `${student.fullName} sekarang menjadi siswa bimbingan Anda. Proyeknya akan masuk ke antrean review Anda.`,
      en: `${student.fullName} is now your student. Their projects will come to your review queue.`,
    },
    link: `/mentor/student/${student.id}`,
  });
}

/**
 * Gives student `studentId` the least-loaded mentor and tells that mentor; returns the mentor's id, or
 * null when the policy is `off` or no mentor is active. Call inside the transaction that creates the student.
 */
export async function autoAssignMentor(
  db: Db,
  student: { id: number; fullName: string },
  policy: MentorAutoAssign,
  exceptMentorId?: number,
): Promise<number | null> {
  if (policy === 'off') return null;
  const mentor = await leastLoadedMentor(db, exceptMentorId);
  if (!mentor) return null;
  await db.update(studentDetails).set({ mentorId: mentor.id }).where(eq(studentDetails.userId, student.id));
  await tellMentor(db, mentor, student);
  return mentor.id;
}

/**
 * Moves every active student of a trashed mentor to the other active mentors, each to the least-loaded one
 * at that moment; with `off` (or no other mentor) they are left without a mentor for an admin to assign.
 * Returns how many students moved.
 */
export async function reassignStudentsOf(db: Db, mentorId: number, policy: MentorAutoAssign): Promise<number> {
  const students = await db
    .select({ id: studentDetails.userId, fullName: studentDetails.fullName })
    .from(studentDetails)
    .where(and(eq(studentDetails.mentorId, mentorId), isNull(studentDetails.deletedAt)))
    .orderBy(asc(studentDetails.userId));
  let moved = 0;
  for (const student of students) {
    if ((await autoAssignMentor(db, student, policy, mentorId)) !== null) moved += 1;
    else await db.update(studentDetails).set({ mentorId: null }).where(eq(studentDetails.userId, student.id));
  }
  return moved;
}
