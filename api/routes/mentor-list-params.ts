/**
 * The query of the mentor's lists (the students list, the review queue) as their services take it: the list's
 * paging and search, its order under the services' names, and the chapter filter both lists share.
 */
import type { ListQuery } from '../contracts/common';

export function mentorListParams(q: ListQuery & { chapterId?: number | undefined }) {
  return {
    search: q.search,
    start: q.start,
    length: q.length,
    column: q['order[column]'],
    dir: q['order[dir]'],
    chapterId: q.chapterId,
  };
}
