/**
 * Help requests from the mentor's side: the queue of their students' requests (oldest first, with waiting
 * times), one request with the learner's state, line comments, the answer with an optional suggested change
 * (which notifies the learner) and closing. Only the learner's mentor reads and answers; an admin may too, on
 * any request. Every other caller gets 403 (a request that exists) or 404.
 */
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { WorkspaceNode } from '../../../workers/workspace/types';
import { message } from '../../contracts/common-messages';
import type { HelpMentorStats, HelpRequestView, HelpStatusValue } from '../../contracts/help';
import { type Db, returned, transaction } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import {
  helpComments,
  helpRequests,
  materials,
  mentorDetails,
  notifications,
  progressMaterials,
  type Role,
  studentDetails,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { createNotification } from '../notifications';
import { helpRowColumns, publicView, readHelpRequest, toHelpRow } from './help-requests';

/** Who is acting: a mentor (their students only) or an admin (any request). */
export type HelpActor = { id: number; role: Role };

function prepare(db: Db) {
  const base = () =>
    db
      .select(helpRowColumns)
      .from(helpRequests)
      .innerJoin(progressMaterials, eq(progressMaterials.id, helpRequests.progressMaterialId))
      .innerJoin(materials, eq(materials.id, progressMaterials.materialId))
      .innerJoin(studentDetails, eq(studentDetails.userId, helpRequests.studentId));
  const mentorStatus = and(
    eq(studentDetails.mentorId, sql.placeholder('mentorId')),
    eq(helpRequests.status, sql.placeholder('status')),
  );
  const anyStatus = eq(helpRequests.status, sql.placeholder('status'));
  const counted = () =>
    db
      .select({ status: helpRequests.status, n: count() })
      .from(helpRequests)
      .innerJoin(studentDetails, eq(studentDetails.userId, helpRequests.studentId));
  return {
    mentorQueue: base()
      .where(mentorStatus)
      .orderBy(asc(helpRequests.createdAt), asc(helpRequests.id))
      .limit(sql.placeholder('length'))
      .offset(sql.placeholder('start'))
      .prepare(),
    mentorQueueCount: counted().where(mentorStatus).groupBy(helpRequests.status).prepare(),
    adminQueue: base()
      .where(anyStatus)
      .orderBy(asc(helpRequests.createdAt), asc(helpRequests.id))
      .limit(sql.placeholder('length'))
      .offset(sql.placeholder('start'))
      .prepare(),
    adminQueueCount: counted().where(anyStatus).groupBy(helpRequests.status).prepare(),
    mentorCounts: counted()
      .where(eq(studentDetails.mentorId, sql.placeholder('mentorId')))
      .groupBy(helpRequests.status)
      .prepare(),
    allCounts: db
      .select({ status: helpRequests.status, n: count() })
      .from(helpRequests)
      .groupBy(helpRequests.status)
      .prepare(),
  };
}

const queries = perDatabase(prepare);

const notFound = (locale: Locale) => new AppError('not_found', message(locale, 'notFound'));
const notYours = (locale: Locale) =>
  new AppError(
    'forbidden',
    locale === 'en' ? 'This student is not assigned to you.' : 'Siswa ini bukan siswa bimbingan Anda.',
  );
const closed = (locale: Locale) =>
  new AppError('conflict', locale === 'en' ? 'This request is closed.' : 'Permintaan bantuan ini sudah ditutup.');

/** The queue: requests of `status` (default `open`), oldest first; a mentor sees their own students' only. */
export async function listHelpQueue(
  db: Db,
  actor: HelpActor,
  input: { status?: HelpStatusValue | undefined; start: number; length: number; locale: Locale },
) {
  const q = queries(db);
  const status = input.status ?? 'open';
  const paging = { status, start: input.start, length: input.length };
  const [rows, counts] =
    actor.role === 'admin'
      ? await Promise.all([q.adminQueue.execute(paging), q.adminQueueCount.execute({ status })])
      : await Promise.all([
          q.mentorQueue.execute({ ...paging, mentorId: actor.id }),
          q.mentorQueueCount.execute({ status, mentorId: actor.id }),
        ]);
  const now = Date.now();
  const n = counts[0]?.n ?? 0;
  return { data: rows.map((r) => toHelpRow(r, input.locale, now)), total: n, filtered: n };
}

/** How many requests wait for an answer and how many are answered (the top bar): a mentor's students', or all. */
export async function countHelpRequests(db: Db, actor: HelpActor) {
  const q = queries(db);
  const rows =
    actor.role === 'admin' ? await q.allCounts.execute() : await q.mentorCounts.execute({ mentorId: actor.id });
  const of = (s: HelpStatusValue) => rows.find((r) => r.status === s)?.n ?? 0;
  return { open: of('open'), answered: of('answered') };
}

/** The request when `actor` may read it: 404 unknown, 403 a mentor's who is not the learner's. */
async function readable(db: Db, actor: HelpActor, id: number, locale: Locale) {
  const view = await readHelpRequest(db, id, locale);
  if (!view) throw notFound(locale);
  if (actor.role !== 'admin' && view.mentorId !== actor.id) throw notYours(locale);
  return view;
}

/** `GET …/help-requests/:id`; the reader's notifications about it are marked read. */
export async function getHelpRequest(db: Db, actor: HelpActor, id: number, locale: Locale): Promise<HelpRequestView> {
  const view = await readable(db, actor, id, locale);
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, actor.id),
        sql`${notifications.readAt} is null`,
        eq(notifications.link, `/mentor/help?request=${id}`),
      ),
    );
  return publicView(view);
}

/** Line counts of the code files of a workspace, by path. */
function codeLines(nodes: readonly WorkspaceNode[], out = new Map<string, number>()): Map<string, number> {
  for (const node of nodes) {
    if ('folder' in node) codeLines(node.files, out);
    else if (node.type === 'code') out.set(node.path, node.value.split('\n').length);
  }
  return out;
}

function fieldError(field: string, text: string): AppError {
  return new AppError('validation', text, { [field]: text });
}

/** `POST …/:id/comments`: a comment on an existing line of an existing code file of the request's workspace. */
export async function addHelpComment(
  db: Db,
  actor: HelpActor,
  id: number,
  input: { path: string; line: number; body: string },
  locale: Locale,
): Promise<HelpRequestView> {
  const view = await readable(db, actor, id, locale);
  if (view.status === 'closed') throw closed(locale);
  const lines = codeLines(view.files.files).get(input.path);
  if (lines === undefined) {
    throw fieldError('path', locale === 'en' ? 'No such file in this request.' : 'File tidak ada pada permintaan ini.');
  }
  if (input.line > lines) {
    throw fieldError('line', locale === 'en' ? 'The file has no such line.' : 'Baris tersebut tidak ada pada file.');
  }
  await db.insert(helpComments).values({ helpRequestId: id, authorId: actor.id, ...input });
  return publicView(await readable(db, actor, id, locale));
}

/** `DELETE …/:id/comments/:commentId`: one's own comment; 404 for another's or an unknown one. */
export async function deleteHelpComment(db: Db, actor: HelpActor, id: number, commentId: number, locale: Locale) {
  await readable(db, actor, id, locale);
  const gone = await db
    .delete(helpComments)
    .where(and(eq(helpComments.id, commentId), eq(helpComments.helpRequestId, id), eq(helpComments.authorId, actor.id)))
    .returning({ id: helpComments.id });
  if (gone.length === 0) throw notFound(locale);
}

/**
 * `POST …/:id/answer`: stores the answer and the suggested change (a code file of the request's workspace) and
 * sets `answered`; answering again replaces both. The first answer fixes the waiting time. The learner is
 * notified in the same transaction.
 */
export async function answerHelpRequest(
  db: Db,
  actor: HelpActor,
  id: number,
  input: { answer: string; suggestion?: { path: string; value: string } | null | undefined },
  locale: Locale,
): Promise<HelpRequestView> {
  const view = await readable(db, actor, id, locale);
  if (view.status === 'closed') throw closed(locale);
  const suggestion = input.suggestion ?? null;
  if (suggestion && !codeLines(view.files.files).has(suggestion.path)) {
    throw fieldError(
      'suggestion.path',
      locale === 'en' ? 'No such file in this request.' : 'File tidak ada pada permintaan ini.',
    );
  }
  const now = new Date();
  await transaction(db, async (tx) => {
    await returned(
      tx
        .update(helpRequests)
        .set({
          status: 'answered',
          answer: input.answer,
          suggestion,
          answeredBy: actor.id,
          answeredAt: sql`coalesce(${helpRequests.answeredAt}, ${now.getTime()})`,
          appliedAt: null,
          updatedAt: now,
        })
        .where(eq(helpRequests.id, id))
        .returning({ id: helpRequests.id }),
    );
    const kind = view.kind === 'practice' ? 'practice' : 'submission';
    await createNotification(tx, {
      userId: view.studentId,
      type: 'help.answered',
      title: { id: 'Mentor menjawab permintaan bantuan Anda', en: 'Your mentor answered your request for help' },
      body: { id: view.materialTitle, en: view.materialTitle },
      link: `/learning/${kind}?materialId=${view.materialId}&help=${id}`,
    });
  });
  return publicView(await readable(db, actor, id, locale));
}

/** `POST …/:id/close`: the mentor closes a request (closing twice is harmless). */
export async function closeHelpRequest(db: Db, actor: HelpActor, id: number, locale: Locale) {
  await readable(db, actor, id, locale);
  const now = new Date();
  await db
    .update(helpRequests)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(helpRequests.id, id), sql`${helpRequests.status} <> 'closed'`));
  return publicView(await readable(db, actor, id, locale));
}

/**
 * The admin dashboard's help figures per mentor: requests of their current students by status, and the median time
 * to the first answer over the requests they answered. Medians are taken here from the answered requests' waiting
 * times, read in order per mentor (one pass, no sort in memory).
 */
export async function helpStatsByMentor(db: Db): Promise<HelpMentorStats[]> {
  const byMentor = await db
    .select({
      mentorId: studentDetails.mentorId,
      mentorName: mentorDetails.fullName,
      requests: count(),
      open: sql<number>`sum(case when ${helpRequests.status} = 'open' then 1 else 0 end)`.mapWith(Number),
    })
    .from(helpRequests)
    .innerJoin(studentDetails, eq(studentDetails.userId, helpRequests.studentId))
    .innerJoin(mentorDetails, eq(mentorDetails.userId, studentDetails.mentorId))
    .groupBy(studentDetails.mentorId, mentorDetails.fullName);
  const waits = await db
    .select({
      mentorId: helpRequests.answeredBy,
      wait: sql<number>`(${helpRequests.answeredAt} - ${helpRequests.createdAt})`.mapWith(Number),
    })
    .from(helpRequests)
    .where(isNotNull(helpRequests.answeredAt))
    .orderBy(helpRequests.answeredBy, sql`2`);
  const answered = new Map<number, number[]>();
  for (const row of waits) {
    if (row.mentorId === null) continue;
    const list = answered.get(row.mentorId) ?? [];
    list.push(row.wait);
    answered.set(row.mentorId, list);
  }
  const median = (list: number[] | undefined) => {
    if (!list || list.length === 0) return null;
    const mid = Math.floor(list.length / 2);
    return list.length % 2 === 1 ? (list[mid] as number) : ((list[mid - 1] as number) + (list[mid] as number)) / 2;
  };
  return byMentor
    .filter((row): row is typeof row & { mentorId: number } => row.mentorId !== null)
    .map((row) => ({
      mentorId: row.mentorId,
      mentorName: row.mentorName,
      requests: row.requests,
      open: row.open,
      answered: answered.get(row.mentorId)?.length ?? 0,
      medianFirstAnswerMs: median(answered.get(row.mentorId)),
    }))
    .sort((a, b) => b.requests - a.requests || a.mentorName.localeCompare(b.mentorName));
}
