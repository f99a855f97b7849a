/**
 * Help requests from the learner's side: asking about a practice or project they have unlocked (at most
 * `MAX_OPEN_HELP_REQUESTS` waiting at once), their history, one request with the mentor's answer, closing it and
 * recording that a suggested change was applied. Reading a request is shared with the mentor's side
 * (help-answers.ts), which decides who may read it.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Workspace } from '../../../workers/workspace/types';
import { message } from '../../contracts/common-messages';
import {
  type AskHelpBody,
  type HelpRequestRow,
  type HelpRequestView,
  MAX_OPEN_HELP_REQUESTS,
} from '../../contracts/help';
import { type Db, progressTransaction, returned } from '../../db/client';
import { epochMs } from '../../db/fragments';
import { perDatabase } from '../../db/per-database';
import {
  helpComments,
  helpRequests,
  materials,
  mentorDetails,
  progressMaterials,
  studentDetails,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { createNotification } from '../notifications';
import { autoAssignMentor, type MentorAutoAssign } from '../people/mentor-assignment';
import { ownedMaterial } from '../practice/practice-access';
import { pickText } from './mentor-shared';

/** The columns of a list row, for the learner's history and the mentor's queue alike. */
export const helpRowColumns = {
  id: helpRequests.id,
  progressMaterialId: helpRequests.progressMaterialId,
  materialId: progressMaterials.materialId,
  materialTitle: materials.title,
  relation: materials.relation,
  studentId: helpRequests.studentId,
  studentName: studentDetails.fullName,
  mentorId: studentDetails.mentorId,
  stuck: helpRequests.stuck,
  status: helpRequests.status,
  createdAt: epochMs<number>(helpRequests.createdAt),
  answeredAt: epochMs(helpRequests.answeredAt),
  closedAt: epochMs(helpRequests.closedAt),
};

type RawRow = {
  id: number;
  progressMaterialId: number;
  materialId: number;
  materialTitle: unknown;
  relation: string;
  studentId: number;
  studentName: string | null;
  stuck: string;
  status: HelpRequestRow['status'];
  createdAt: number;
  answeredAt: number | null;
  closedAt: number | null;
};

/** A list row as answered: the title in `locale`, the kind and the waiting time until the first answer (or now). */
export function toHelpRow(raw: RawRow, locale: Locale, now: number): HelpRequestRow {
  return {
    id: raw.id,
    progressMaterialId: raw.progressMaterialId,
    materialId: raw.materialId,
    materialTitle: pickText(raw.materialTitle as Parameters<typeof pickText>[0], locale),
    kind: raw.relation === 'practice' ? 'practice' : 'project',
    studentId: raw.studentId,
    studentName: raw.studentName ?? '',
    stuck: raw.stuck,
    status: raw.status,
    createdAt: raw.createdAt,
    answeredAt: raw.answeredAt,
    closedAt: raw.closedAt,
    waitingMs: Math.max(0, (raw.answeredAt ?? raw.closedAt ?? now) - raw.createdAt),
  };
}

function prepare(db: Db) {
  const base = () =>
    db
      .select(helpRowColumns)
      .from(helpRequests)
      .innerJoin(progressMaterials, eq(progressMaterials.id, helpRequests.progressMaterialId))
      .innerJoin(materials, eq(materials.id, progressMaterials.materialId))
      .leftJoin(studentDetails, eq(studentDetails.userId, helpRequests.studentId));
  const id = sql.placeholder('id');
  return {
    one: db
      .select({
        ...helpRowColumns,
        tried: helpRequests.tried,
        files: helpRequests.files,
        failing: helpRequests.failing,
        console: helpRequests.console,
        previewHtml: helpRequests.previewHtml,
        replay: helpRequests.replay,
        answer: helpRequests.answer,
        answeredByName: sql<string | null>`(select coalesce(${mentorDetails.fullName}, ${users.email}) from ${users}
          left join ${mentorDetails} on ${mentorDetails.userId} = ${users.id} where ${users.id} = ${helpRequests.answeredBy})`,
        suggestion: helpRequests.suggestion,
        appliedAt: epochMs(helpRequests.appliedAt),
      })
      .from(helpRequests)
      .innerJoin(progressMaterials, eq(progressMaterials.id, helpRequests.progressMaterialId))
      .innerJoin(materials, eq(materials.id, progressMaterials.materialId))
      .leftJoin(studentDetails, eq(studentDetails.userId, helpRequests.studentId))
      .where(eq(helpRequests.id, id))
      .prepare(),
    comments: db
      .select({
        id: helpComments.id,
        path: helpComments.path,
        line: helpComments.line,
        body: helpComments.body,
        authorName: sql<string>`coalesce(${mentorDetails.fullName}, ${users.email})`,
        createdAt: epochMs<number>(helpComments.createdAt),
      })
      .from(helpComments)
      .innerJoin(users, eq(users.id, helpComments.authorId))
      .leftJoin(mentorDetails, eq(mentorDetails.userId, helpComments.authorId))
      .where(eq(helpComments.helpRequestId, id))
      .orderBy(asc(helpComments.path), asc(helpComments.line), asc(helpComments.id))
      .prepare(),
    history: base()
      .where(eq(helpRequests.studentId, sql.placeholder('studentId')))
      .orderBy(desc(helpRequests.createdAt), desc(helpRequests.id))
      .limit(sql.placeholder('length'))
      .offset(sql.placeholder('start'))
      .prepare(),
    historyCount: db
      .select({ n: count() })
      .from(helpRequests)
      .where(eq(helpRequests.studentId, sql.placeholder('studentId')))
      .prepare(),
    historyOf: base()
      .where(
        and(
          eq(helpRequests.studentId, sql.placeholder('studentId')),
          eq(helpRequests.progressMaterialId, sql.placeholder('progressMaterialId')),
        ),
      )
      .orderBy(desc(helpRequests.createdAt), desc(helpRequests.id))
      .limit(sql.placeholder('length'))
      .offset(sql.placeholder('start'))
      .prepare(),
    historyOfCount: db
      .select({ n: count() })
      .from(helpRequests)
      .where(
        and(
          eq(helpRequests.studentId, sql.placeholder('studentId')),
          eq(helpRequests.progressMaterialId, sql.placeholder('progressMaterialId')),
        ),
      )
      .prepare(),
    openCount: db
      .select({ n: count() })
      .from(helpRequests)
      .where(and(eq(helpRequests.studentId, sql.placeholder('studentId')), eq(helpRequests.status, 'open')))
      .prepare(),
    student: db
      .select({ mentorId: studentDetails.mentorId, fullName: studentDetails.fullName })
      .from(studentDetails)
      .where(eq(studentDetails.userId, sql.placeholder('userId')))
      .prepare(),
  };
}

export const helpQueries = perDatabase(prepare);

const notFound = (locale: Locale) => new AppError('not_found', message(locale, 'notFound'));

/** A request with its comments, or null when it does not exist; callers decide who may read it. */
export async function readHelpRequest(
  db: Db,
  id: number,
  locale: Locale,
  now = Date.now(),
): Promise<(HelpRequestView & { mentorId: number | null }) | null> {
  const q = helpQueries(db);
  const [raw] = await q.one.execute({ id });
  if (!raw) return null;
  return {
    ...toHelpRow(raw, locale, now),
    mentorId: raw.mentorId,
    tried: raw.tried,
    files: raw.files,
    failing: raw.failing,
    console: raw.console,
    previewHtml: raw.previewHtml,
    replay: raw.replay,
    answer: raw.answer,
    answeredByName: raw.answeredByName,
    suggestion: raw.suggestion ?? null,
    appliedAt: raw.appliedAt,
    comments: await q.comments.execute({ id }),
  };
}

/** The request without the mentor id the authorisation needed. */
export function publicView(view: HelpRequestView & { mentorId: number | null }): HelpRequestView {
  const { mentorId: _, ...rest } = view;
  return rest;
}

const tooMany = (locale: Locale) =>
  new AppError(
    'conflict',
    locale === 'en'
      ? `You already have ${MAX_OPEN_HELP_REQUESTS} requests waiting for an answer. Close one or wait for your mentor.`
      : `Anda sudah punya ${MAX_OPEN_HELP_REQUESTS} permintaan bantuan yang menunggu jawaban. Tutup salah satu atau tunggu mentor Anda.`,
  );

/**
 * `POST /api/student/help-requests/:progressMaterialId`: stores the question with the state it is about. The
 * material must be the learner's practice or project and unlocked now (404/400/403 as the editor's own calls). A
 * learner without a mentor gets one first when automatic assignment is on, as at sign-up; the mentor is notified.
 * The open-request limit is counted under the learner's progress lock, so two requests sent at once cannot both
 * pass it.
 */
export async function askForHelp(
  db: Db,
  input: {
    progressMaterialId: number;
    studentId: number;
    body: AskHelpBody;
    locale: Locale;
    mentorPolicy: MentorAutoAssign;
    now?: Date;
  },
): Promise<HelpRequestView> {
  const { locale } = input;
  const now = input.now ?? new Date();
  const owned = await ownedAnyKind(db, input);
  const id = await progressTransaction(db, owned.progressId, async (tx) => {
    const q = helpQueries(tx);
    const [open] = await q.openCount.execute({ studentId: input.studentId });
    if ((open?.n ?? 0) >= MAX_OPEN_HELP_REQUESTS) throw tooMany(locale);
    const [student] = await q.student.execute({ userId: input.studentId });
    const fullName = student?.fullName ?? '';
    const mentorId =
      student?.mentorId ?? (await autoAssignMentor(tx, { id: input.studentId, fullName }, input.mentorPolicy));
    const row = await returned(
      tx
        .insert(helpRequests)
        .values({
          studentId: input.studentId,
          progressMaterialId: owned.progressMaterialId,
          tried: input.body.tried,
          stuck: input.body.stuck,
          files: input.body.workspace as Workspace,
          failing: input.body.failing,
          console: input.body.console,
          previewHtml: input.body.previewHtml,
          replay: input.body.replay,
          status: 'open',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: helpRequests.id }),
    );
    if (mentorId) {
      await createNotification(tx, {
        userId: mentorId,
        type: 'help.new',
        title: { id: `Permintaan bantuan dari ${fullName}`, en: `${fullName} asks for help` },
        body: { id: input.body.stuck.slice(0, 200), en: input.body.stuck.slice(0, 200) },
        link: `/mentor/help?request=${row.id}`,
      });
    }
    return row.id;
  });
  const view = await readHelpRequest(db, id, locale, now.getTime());
  if (!view) throw notFound(locale);
  return publicView(view);
}

/** The learner's row of `progressMaterialId` when it is their unlocked practice or project; 400 for other materials. */
async function ownedAnyKind(
  db: Db,
  input: { progressMaterialId: number; studentId: number; locale: Locale; now?: Date },
) {
  try {
    return await ownedMaterial(db, { ...input, kind: 'practice' });
  } catch (error) {
    // Not a practice (400): it may be a project, which ownedMaterial judges the same way.
    if (!(error instanceof AppError && error.code === 'bad_request')) throw error;
  }
  try {
    return await ownedMaterial(db, { ...input, kind: 'project' });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'bad_request')) throw error;
    throw new AppError(
      'bad_request',
      input.locale === 'en'
        ? 'Help can be asked on a practice or a project only.'
        : 'Bantuan hanya dapat diminta pada latihan atau proyek.',
    );
  }
}

/** `GET /api/student/help-requests`: the learner's requests, newest first, optionally of one material. */
export async function listOwnHelpRequests(
  db: Db,
  input: { studentId: number; progressMaterialId?: number | undefined; start: number; length: number; locale: Locale },
) {
  const q = helpQueries(db);
  const now = Date.now();
  const paging = { studentId: input.studentId, start: input.start, length: input.length };
  const [rows, [total]] =
    input.progressMaterialId === undefined
      ? await Promise.all([q.history.execute(paging), q.historyCount.execute(paging)])
      : await Promise.all([
          q.historyOf.execute({ ...paging, progressMaterialId: input.progressMaterialId }),
          q.historyOfCount.execute({ ...paging, progressMaterialId: input.progressMaterialId }),
        ]);
  const n = total?.n ?? 0;
  return { data: rows.map((r) => toHelpRow(r, input.locale, now)), total: n, filtered: n };
}

/** One of the learner's own requests; 404 for anyone else's (no hint that it exists). */
export async function getOwnHelpRequest(db: Db, studentId: number, id: number, locale: Locale) {
  const view = await readHelpRequest(db, id, locale);
  if (!view || view.studentId !== studentId) throw notFound(locale);
  return publicView(view);
}

/** `POST /api/student/help-requests/:id/close`: the learner no longer needs it (closing twice is harmless). */
export async function closeOwnHelpRequest(db: Db, studentId: number, id: number, locale: Locale) {
  await getOwnHelpRequest(db, studentId, id, locale);
  const now = new Date();
  await db
    .update(helpRequests)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(helpRequests.id, id), sql`${helpRequests.status} <> 'closed'`));
  return await getOwnHelpRequest(db, studentId, id, locale);
}

/**
 * `POST /api/student/help-requests/:id/apply`: records that the learner applied the suggested change (the editor
 * writes the file and saves the draft as any edit); 409 when the request holds no suggestion.
 */
export async function markSuggestionApplied(db: Db, studentId: number, id: number, locale: Locale) {
  const view = await getOwnHelpRequest(db, studentId, id, locale);
  if (!view.suggestion) {
    throw new AppError(
      'conflict',
      locale === 'en' ? 'This request has no suggested change.' : 'Permintaan ini tidak memiliki usulan perubahan.',
    );
  }
  const now = new Date();
  await db.update(helpRequests).set({ appliedAt: now, updatedAt: now }).where(eq(helpRequests.id, id));
  return await getOwnHelpRequest(db, studentId, id, locale);
}
