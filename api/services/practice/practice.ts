/**
 * A practice material as the student's editor needs it: its tasks with their answer rules (the browser
 * checks instantly; the server re-checks on finish), the starter workspace, and the student's code
 * saved with the material's progress so it follows them to another device. Never the reference solution.
 *
 * A save carries the client's edit time (`editedAt`), stored beside the code: a save edited before the stored code
 * (an outbox replay after an offline spell, a second tab, a slow request overtaken by a newer one) is refused with
 * 409 `stale_save` instead of overwriting newer work. Equal times pass (a retried request), and a save without
 * `editedAt` (an old client) writes as before and leaves the stored code without an edit time.
 */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Workspace } from '../../../workers/workspace/types';
import { practiceMessage } from '../../contracts/practice-messages';
import type { PracticeView } from '../../contracts/practice-views';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { unsampledId } from '../../db/plan-stable';
import { practices, progressMaterials, tasks } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { isCompleteTask } from '../content/complete-items';
import { openUnlockedRow, ownedMaterial } from './practice-access';

function prepare(db: Db) {
  // The parts of the four code writes: the row, the values written with or without the client's edit time, and the
  // stale-save condition.
  const thisRow = eq(progressMaterials.id, sql.placeholder('id'));
  const written = {
    code: sql`${sql.placeholder('code')}`,
    codeUpdatedAt: sql`${sql.placeholder('now')}`,
    updatedAt: sql`${sql.placeholder('now')}`,
  };
  const timed = { ...written, codeEditedAt: sql`${sql.placeholder('editedAt')}` };
  const untimed = { ...written, codeEditedAt: null };
  const notStale = or(
    isNull(progressMaterials.codeEditedAt),
    sql`${progressMaterials.codeEditedAt} <= ${sql.placeholder('editedAt')}`,
  );
  const writeCode = (values: typeof timed | typeof untimed) => db.update(progressMaterials).set(values);
  return {
    practice: db
      .select({ id: practices.id, starter: practices.starter })
      .from(practices)
      .where(and(eq(practices.materialId, unsampledId('materialId')), isNull(practices.deletedAt)))
      .orderBy(asc(practices.id))
      .limit(1)
      .prepare(),
    tasks: db
      .select({
        id: tasks.id,
        order: tasks.order,
        title: tasks.title,
        question: tasks.question,
        example: tasks.example,
        copyable: tasks.copyable,
        answers: tasks.answers,
      })
      .from(tasks)
      .where(and(eq(tasks.practiceId, unsampledId('practiceId')), isNull(tasks.deletedAt)))
      .orderBy(asc(tasks.order), asc(tasks.id))
      .prepare(),
    code: db
      .select({
        code: progressMaterials.code,
        codeUpdatedAt: progressMaterials.codeUpdatedAt,
        codeEditedAt: progressMaterials.codeEditedAt,
      })
      .from(progressMaterials)
      .where(eq(progressMaterials.id, sql.placeholder('id')))
      .prepare(),
    // Prepared once: a draft save is the most frequent write. Placeholders take the stored values (JSON text, ms).
    // The edit-time check is the UPDATE's own condition, so check and write are one atomic statement on both engines
    // (PostgreSQL re-reads the condition on the locked row when a concurrent save committed first): no row back = stale.
    saveCode: writeCode(timed).where(and(thisRow, notStale)).returning({ id: progressMaterials.id }).prepare(),
    // The usual save, in one statement: written only when the row is open to the student (`openUnlockedRow`, the access
    // rules of practice-access.ts) and the save is not stale. No row back: `savePracticeCode` finds out why.
    saveOpenCode: writeCode(timed)
      .where(and(thisRow, notStale, openUnlockedRow(db, 'practice')))
      .returning({ id: progressMaterials.id })
      .prepare(),
    saveOpenCodeUntimed: writeCode(untimed)
      .where(and(thisRow, openUnlockedRow(db, 'practice')))
      .returning({ id: progressMaterials.id })
      .prepare(),
    // An old client's save (no edit time): written as before, the stored edit time cleared with it.
    saveCodeUntimed: writeCode(untimed).where(thisRow).prepare(),
  };
}

const statements = perDatabase(prepare);

/** A practice material's starter and its complete tasks (what a student gets); 404 without a practice. */
export async function practiceContent(
  db: Db,
  materialId: number,
  locale: Locale,
): Promise<Pick<PracticeView, 'starter' | 'tasks'>> {
  const s = statements(db);
  const practice = (await s.practice.execute({ materialId }))[0];
  if (!practice) throw new AppError('not_found', practiceMessage(locale, 'practiceNotFound'));
  return {
    starter: practice.starter,
    tasks: (await s.tasks.execute({ practiceId: practice.id })).filter(isCompleteTask),
  };
}

/** `GET /api/student/practice/:progressMaterialId`. */
export async function getPractice(
  db: Db,
  input: { progressMaterialId: number; studentId: number; locale: Locale; now?: Date },
): Promise<PracticeView> {
  const owned = await ownedMaterial(db, { ...input, kind: 'practice' });
  const content = await practiceContent(db, owned.materialId, input.locale);
  const saved = (await statements(db).code.execute({ id: owned.progressMaterialId }))[0];
  return {
    progressMaterialId: owned.progressMaterialId,
    materialId: owned.materialId,
    isFinish: owned.isFinish,
    score: owned.score,
    ...content,
    code: saved?.code ?? null,
    codeUpdatedAt: saved?.codeUpdatedAt?.getTime() ?? null,
    codeEditedAt: saved?.codeEditedAt?.getTime() ?? null,
  };
}

/**
 * `PUT /api/student/practice/:progressMaterialId/code`: stores the workspace; returns the save time. With `editedAt`,
 * 409 `stale_save` when the stored code was edited later; the error carries the stored `editedAt` and
 * `codeUpdatedAt` so the client can reconcile its draft (src/features/student/practice-sync.ts).
 */
export async function savePracticeCode(
  db: Db,
  input: {
    progressMaterialId: number;
    studentId: number;
    workspace: Workspace;
    editedAt?: number;
    locale: Locale;
    now?: Date;
  },
): Promise<{ codeUpdatedAt: number }> {
  const now = input.now ?? new Date();
  const s = statements(db);
  const code = JSON.stringify(input.workspace);
  // Most saves: an open row, written by one statement that checks access itself.
  const open = { id: input.progressMaterialId, studentId: input.studentId, code, now: now.getTime() };
  const openWritten =
    input.editedAt === undefined
      ? await s.saveOpenCodeUntimed.execute(open)
      : await s.saveOpenCode.execute({ ...open, editedAt: input.editedAt });
  if (openWritten.length > 0) return { codeUpdatedAt: now.getTime() };
  // Not written: refused (ownedMaterial throws 404, 400 or 403), open by the course order alone, or stale.
  const owned = await ownedMaterial(db, { ...input, kind: 'practice' });
  const values = { id: owned.progressMaterialId, code, now: now.getTime() };
  if (input.editedAt === undefined) {
    await s.saveCodeUntimed.execute(values);
    return { codeUpdatedAt: now.getTime() };
  }
  const written = await s.saveCode.execute({ ...values, editedAt: input.editedAt });
  if (written.length === 0) {
    const stored = (await s.code.execute({ id: owned.progressMaterialId }))[0];
    throw new AppError('stale_save', practiceMessage(input.locale, 'staleSave'), undefined, undefined, {
      editedAt: stored?.codeEditedAt?.getTime() ?? null,
      codeUpdatedAt: stored?.codeUpdatedAt?.getTime() ?? null,
    });
  }
  return { codeUpdatedAt: now.getTime() };
}
