/**
 * Days as the learner lives them: a time is turned into a calendar day of the learner's IANA time zone (the client
 * sends it), so a lesson at 23:30 in Jakarta counts for that day, not for the next one in UTC. Days are numbered as
 * days since 1970-01-01 of that calendar, which makes gaps a subtraction.
 */

const MS_PER_DAY = 86_400_000;

/** Formatters are costly to build; one per zone is kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export type LocalTime = {
  /** The calendar day in the zone, as days since 1970-01-01. */
  day: number;
  /** Milliseconds since that day's local midnight. */
  msIntoDay: number;
};

/** Where `at` falls in `timeZone`'s calendar. */
export function localTime(at: Date | number, timeZone: string): LocalTime {
  const time = typeof at === 'number' ? at : at.getTime();
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(time)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const localMidnight = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1);
  const msIntoDay = ((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)) * 1000 + (time % 1000);
  return { day: Math.round(localMidnight / MS_PER_DAY), msIntoDay };
}

/** The calendar day number of `at` in `timeZone`. */
export function localDay(at: Date | number, timeZone: string): number {
  return localTime(at, timeZone).day;
}

/** A day number as `YYYY-MM-DD`. */
export function dayIso(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The instant the learner's day after `now` starts (approximate by at most the hour a daylight-saving change that
 * night moves): cards due before it are due "today".
 */
export function endOfLocalDay(now: Date, timeZone: string): Date {
  const { msIntoDay } = localTime(now, timeZone);
  return new Date(now.getTime() - msIntoDay + MS_PER_DAY);
}

/** The instant the learner's current day started (same approximation as `endOfLocalDay`). */
export function startOfLocalDay(now: Date, timeZone: string): Date {
  return new Date(now.getTime() - localTime(now, timeZone).msIntoDay);
}
