/**
 * What students and mentors may see of the course: chapters, topics and materials that are neither
 * trashed nor drafts. Every query that shows content to them (or counts it towards progress) uses these;
 * raw SQL writes the same test as `x.deleted_at IS NULL AND x.status = 'published'`.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { chapters, materials, topics } from '../../db/schema';

export const liveChapter: SQL = and(isNull(chapters.deletedAt), eq(chapters.status, 'published')) as SQL;
export const liveTopic: SQL = and(isNull(topics.deletedAt), eq(topics.status, 'published')) as SQL;
export const liveMaterial: SQL = and(isNull(materials.deletedAt), eq(materials.status, 'published')) as SQL;
