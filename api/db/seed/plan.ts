/**
 * How far each seeded student got, decided once so that progress, submissions and commerce agree:
 * `passed` materials of course 2 are done in learning order (projects: submitted), the next one is
 * unlocked; students past the trial chapter bought a package that started before their first paid
 * material. Dates run from sign-up to `lastActive`.
 */
import type { SeededPeople, SeededStudent } from './people';
import { DAY, type Random } from './random';

export type StudentPlan = {
  student: SeededStudent;
  /** Materials passed, in order (0 = none yet; the first one is unlocked anyway). */
  passed: number;
  /** The last time the student learned (ms); equals joinedAt when passed is 0. */
  lastActive: number;
  /** When the paid subscription started (ms), or null for trial-only students. */
  subscriptionStart: number | null;
  /** Months of the package bought (1, 3 or 6), when subscribed. */
  months: number | null;
  /** Finish time of each passed material (ms), in order. */
  finishTimes: number[];
};

/** How many materials the 34 generated students have passed (mixed from none to the whole course). */
const generatedPassed = [
  0, 1, 2, 3, 4, 5, 6, 6, 7, 8, 9, 10, 11, 12, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
  30, 30,
];

/** How many PHP chapter materials the PHP demo student has passed: its slide, video, quiz and first two practices. */
const PHP_DEMO_PASSED_IN_CHAPTER = 5;

export function planStudents(
  people: SeededPeople,
  materialCount: number,
  trialCount: number,
  random: Random,
  now: number,
  /** Where the PHP chapter starts in the learning order (its first material's index). */
  phpChapterStart: number,
): StudentPlan[] {
  const plans: StudentPlan[] = [];
  const plan = (student: SeededStudent, passed: number, lastActive: number): StudentPlan => {
    const wanted = Math.min(passed, materialCount);
    const subscribed = wanted > trialCount || (wanted === trialCount && random.chance(0.5));
    const start = student.joinedAt;
    const end = Math.max(lastActive, start + 60_000);
    let subscriptionStart: number | null = null;
    let months: number | null = null;
    const finishTimes: number[] = [];
    if (subscribed) {
      // The trial part takes the first third of the time; the paid part starts with the subscription.
      subscriptionStart = Math.max(start + (end - start) / 3, end - 170 * DAY);
      months = [1, 3, 6].find((m) => subscriptionStart! + m * 30 * DAY > end + DAY) ?? 6;
      for (let i = 0; i < wanted; i++) {
        const [from, to] = i < trialCount ? [start, subscriptionStart] : [subscriptionStart, end];
        const slots = i < trialCount ? Math.min(wanted, trialCount) : wanted - trialCount;
        const slot = i < trialCount ? i : i - trialCount;
        finishTimes.push(Math.round(from + ((to - from) * (slot + 1)) / (slots + 1)));
      }
    } else {
      for (let i = 0; i < wanted; i++) finishTimes.push(Math.round(start + ((end - start) * (i + 1)) / (wanted + 1)));
    }
    return {
      student,
      passed: wanted,
      lastActive: wanted === 0 ? start : end,
      subscriptionStart,
      months,
      finishTimes,
    };
  };

  // The demo student: trial, HTML and CSS topic 1 done, subscribed 50 days ago, learned yesterday.
  const demo = plan(people.demoStudent, trialCount + 9, now - 1 * DAY);
  demo.subscriptionStart = now - 50 * DAY;
  demo.months = 3;
  demo.finishTimes = Array.from({ length: demo.passed }, (_, i) =>
    i < trialCount
      ? people.demoStudent.joinedAt + (i + 1) * DAY
      : now - 50 * DAY + ((i - trialCount + 1) * 48 * DAY) / (demo.passed - trialCount + 1),
  );
  plans.push(demo);
  plans.push(plan(people.trialStudent, 0, people.trialStudent.joinedAt));

  people.others.forEach((student, i) => {
    const passed = generatedPassed[i % generatedPassed.length] ?? 0;
    // Most learned in the last two weeks; every fifth one stopped a while ago.
    const idle = i % 5 === 2 ? random.int(30, 60) : random.int(0, 14);
    const lastActive = Math.max(student.joinedAt + DAY, now - idle * DAY - random.int(1, 20) * 3_600_000);
    plans.push(plan(student, passed, Math.min(lastActive, now - 3_600_000)));
  });
  // The PHP demo student: everything before PHP, then PHP's basics and two practices; the next practice is open.
  // Planned last, so the generated students' plans and rows stay what they were before it.
  plans.push(plan(people.phpStudent, phpChapterStart + PHP_DEMO_PASSED_IN_CHAPTER, now - 2 * DAY));
  return plans;
}
