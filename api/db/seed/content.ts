/**
 * Inserts the courses: course 1 "Dasar Logika Pemrograman" (small, so that the student course really
 * is id 2) and course 2 "Web Development" (trial chapter + HTML, CSS, JavaScript, PHP/Laravel).
 * Returns course 2's materials in learning order (trial chapters first, then paid chapters, topics
 * and materials by order), which is also the unlocking order.
 */
import { STUDENT_COURSE_ID } from '../../contracts/course';
import { type Db, insertedId } from '../client';
import {
  chapters,
  courses,
  materials,
  practices,
  questions,
  quizzes,
  slides,
  submissions,
  tasks,
  topics,
  videos,
} from '../schema';
import type { ChapterDef, CourseDef, MaterialDef } from './content-types';
import { svgBackground } from './content-types';
import { cssChapter } from './content-web-css';
import { htmlChapter } from './content-web-html';
import { introChapter } from './content-web-intro';
import { jsChapter } from './content-web-js';
import { phpChapter } from './content-web-php';
import { buildWorkspace } from './content-workspace';

/** The seeded web course must get the id students follow. */
const WEB_COURSE_ID = STUDENT_COURSE_ID;

export const webDevelopmentCourse: CourseDef = {
  title: { id: 'Pengembangan Web', en: 'Web Development' },
  description: {
    id: 'Belajar membuat website dari nol: HTML, CSS, JavaScript, hingga PHP dan Laravel, dengan latihan kode dan proyek yang direview mentor.',
    en: 'Learn to build websites from scratch: HTML, CSS, JavaScript, then PHP and Laravel, with coding practice and mentor-reviewed projects.',
  },
  chapters: [introChapter, htmlChapter, cssChapter, jsChapter, phpChapter],
};

const logicCourse: CourseDef = {
  title: { id: 'Dasar Logika Pemrograman', en: 'Programming Logic Basics' },
  description: { id: 'Kelas singkat tentang algoritma dan logika sebelum mulai menulis kode.' },
  chapters: [
    {
      isTrial: true,
      title: { id: 'Berpikir Seperti Programmer', en: 'Thinking Like a Programmer' },
      description: { id: 'Algoritma sehari-hari.', en: 'Everyday algorithms.' },
      topics: [
        {
          title: { id: 'Algoritma', en: 'Algorithms' },
          description: { id: 'Langkah-langkah yang jelas dan berurutan.', en: 'Clear steps in order.' },
          materials: [
            {
              relation: 'slide',
              title: { id: 'Apa Itu Algoritma?', en: 'What Is an Algorithm?' },
              description: { id: 'Resep masakan juga algoritma.', en: 'A recipe is an algorithm too.' },
              slides: [
                {
                  title: { id: 'Algoritma', en: 'Algorithm' },
                  content: {
                    id: '<p>Urutan langkah untuk menyelesaikan masalah.</p>',
                    en: '<p>Steps that solve a problem.</p>',
                  },
                  background: svgBackground('logika.svg', '#39424F', '#6DDA5F'),
                },
                {
                  title: { id: 'Contoh', en: 'Example' },
                  content: {
                    id: '<p>Membuat teh: rebus air, seduh, tuang.</p>',
                    en: '<p>Making tea: boil, brew, pour.</p>',
                  },
                },
                {
                  title: { id: 'Latihan', en: 'Try it' },
                  content: {
                    id: '<p>Tulis algoritma berangkat sekolah.</p>',
                    en: '<p>Write the algorithm for going to school.</p>',
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

/** One material of course 2 as the progress seed needs it. */
export type SeededMaterial = { id: number; relation: MaterialDef['relation']; isTrial: boolean; def: MaterialDef };

async function insertMaterial(db: Db, topicId: number, order: number, def: MaterialDef, at: Date): Promise<number> {
  const materialId = await db
    .insert(materials)
    .values({
      topicId,
      order,
      title: def.title,
      description: def.description,
      relation: def.relation,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: materials.id })
    .then(insertedId);
  switch (def.relation) {
    case 'slide':
      await db.insert(slides).values(
        def.slides.map((s, i) => ({
          materialId,
          order: i + 1,
          title: s.title,
          content: s.content,
          background: s.background ?? null,
          video: s.video ?? null,
        })),
      );
      break;
    case 'video':
      await db.insert(videos).values({ materialId, url: def.url, durationSeconds: def.durationSeconds });
      break;
    case 'quiz': {
      const quizId = await db
        .insert(quizzes)
        .values({ materialId, passingScore: def.passingScore })
        .returning({ id: quizzes.id })
        .then(insertedId);
      await db.insert(questions).values(
        def.questions.map((q, i) => ({
          quizId,
          order: i + 1,
          type: q.type,
          title: q.title,
          question: q.question,
          example: q.example ?? null,
          answer: q.answer,
        })),
      );
      break;
    }
    case 'practice': {
      const practiceId = await db
        .insert(practices)
        .values({ materialId, starter: def.starter, solution: def.solution })
        .returning({ id: practices.id })
        .then(insertedId);
      await db.insert(tasks).values(
        def.tasks.map((t, i) => ({
          practiceId,
          order: i + 1,
          title: t.title,
          question: t.question,
          example: t.example ?? null,
          copyable: t.copyable ?? [],
          answers: t.answers,
        })),
      );
      break;
    }
    case 'submission':
    case 'submission-exam':
      await db.insert(submissions).values({
        materialId,
        title: def.title,
        brief: def.brief,
        isExam: def.relation === 'submission-exam',
        starter: def.starter,
        answers: def.answers,
      });
      break;
  }
  return materialId;
}

async function insertCourse(
  db: Db,
  def: CourseDef,
  order: number,
  at: Date,
): Promise<{ courseId: number; sequence: SeededMaterial[] }> {
  const courseId = await db
    .insert(courses)
    .values({ title: def.title, description: def.description, order, createdAt: at, updatedAt: at })
    .returning({ id: courses.id })
    .then(insertedId);
  const sequence: SeededMaterial[] = [];
  // Chapter order is numbered from 1 separately for trial and paid chapters (docs/decisions/0005-behaviour.md).
  let trialOrder = 0;
  let paidOrder = 0;
  const ordered: ChapterDef[] = [...def.chapters.filter((c) => c.isTrial), ...def.chapters.filter((c) => !c.isTrial)];
  for (const chapter of ordered) {
    const chapterId = await db
      .insert(chapters)
      .values({
        courseId,
        title: chapter.title,
        description: chapter.description,
        isTrial: chapter.isTrial,
        order: chapter.isTrial ? ++trialOrder : ++paidOrder,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: chapters.id })
      .then(insertedId);
    for (const [topicIndex, topic] of chapter.topics.entries()) {
      const topicId = await db
        .insert(topics)
        .values({
          chapterId,
          title: topic.title,
          description: topic.description,
          order: topicIndex + 1,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: topics.id })
        .then(insertedId);
      for (const [materialIndex, material] of topic.materials.entries()) {
        const id = await insertMaterial(db, topicId, materialIndex + 1, material, at);
        sequence.push({ id, relation: material.relation, isTrial: chapter.isTrial, def: material });
      }
    }
  }
  return { courseId, sequence };
}

/** Inserts both courses plus one soft-deleted chapter in course 2 (for the admin's trash view). */
export async function seedContent(db: Db, now: number): Promise<SeededMaterial[]> {
  const at = new Date(now - 420 * 24 * 60 * 60 * 1000);
  await insertCourse(db, logicCourse, 2, at);
  const { courseId, sequence } = await insertCourse(db, webDevelopmentCourse, 1, at);
  if (courseId !== WEB_COURSE_ID) throw new Error(`The web course got id ${courseId}, expected ${WEB_COURSE_ID}`);

  const deletedAt = new Date(now - 30 * 24 * 60 * 60 * 1000);
  const trashedId = await db
    .insert(chapters)
    .values({
      courseId,
      title: { id: 'Git dan GitHub (diarsipkan)', en: 'Git and GitHub (archived)' },
      description: { id: 'Bab lama yang sudah dihapus.' },
      isTrial: false,
      order: 5,
      createdAt: at,
      updatedAt: deletedAt,
      deletedAt,
    })
    .returning({ id: chapters.id })
    .then(insertedId);
  const topicId = await db
    .insert(topics)
    .values({
      chapterId: trashedId,
      title: { id: 'Commit Pertama', en: 'First Commit' },
      order: 1,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: topics.id })
    .then(insertedId);
  await insertMaterial(
    db,
    topicId,
    1,
    {
      relation: 'practice',
      title: { id: 'Latihan: README', en: 'Practice: README' },
      description: {},
      starter: buildWorkspace('git-s', {}),
      solution: buildWorkspace('git-r', { 'README.md': '# Proyekku\n' }),
      tasks: [
        {
          title: { id: 'Buat README', en: 'Create a README' },
          question: { id: 'Buat README.md di folder utama.', en: 'Create README.md in the root folder.' },
          answers: [{ kind: 'file', path: '', name: 'README', ext: 'md', belongsTo: 'file', file: 'README.md' }],
        },
      ],
    },
    at,
  );
  return sequence;
}

/** Every practice and project definition of course 2 (for the honesty test: starters fail, solutions pass). */
export function allCourseMaterials(): MaterialDef[] {
  return webDevelopmentCourse.chapters.flatMap((c) => c.topics.flatMap((t) => t.materials));
}
