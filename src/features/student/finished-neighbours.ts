/**
 * A material screen after a finish made in place (the practice finishes without reloading its screen):
 * the material the finish unlocked shows as open in the footer, as it would after a reload.
 */
import type { FinishResult, MaterialScreenData } from './learning-types';

export function withFinishedNeighbours(screen: MaterialScreenData, result: FinishResult | null): MaterialScreenData {
  const unlocked = result?.next_material;
  if (!unlocked?.is_unlock) return screen;
  const open = (link: MaterialScreenData['next']) =>
    link && link.id === unlocked.id && !link.is_unlock ? { ...link, is_unlock: true } : link;
  const next = open(screen.next);
  const nextInCourse = open(screen.next_in_course);
  return next === screen.next && nextInCourse === screen.next_in_course
    ? screen
    : { ...screen, next, next_in_course: nextInCourse };
}
