/**
 * The course students take. The catalogue may hold several courses, but sign-up, progress, the student's
 * learning screens and the mentor's views all follow this one (a product decision: docs/decisions/0001-one-student-course.md).
 */
export const STUDENT_COURSE_ID = 2;
