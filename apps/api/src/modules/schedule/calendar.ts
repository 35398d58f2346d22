import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { TIME_ZONE } from '@portal/domain/dates';
import { scheduleKindLabels, slotInstant, type SlotTime } from '@portal/domain/schedule';
import { type ReleasedSession } from '@portal/domain/schedule-releases';

/**
 * iCalendar files of the programme: a person's sessions (the subscribed feed, and the .ics a
 * change e-mail carries). Times are written as UTC instants computed from the Buenos Aires wall
 * clock (`slotInstant`), so every calendar app shows them right in any zone; the calendar names
 * its zone (X-WR-TIMEZONE) for the apps that show it.
 */

export type CalendarSession = SlotTime & { itemKey: string; kind: ReleasedSession['kind']; title: string; rooms: string[]; cancelled?: boolean };

/** One event's stable id: an item of an edition keeps it across versions, so calendars update it in place. */
const eventId = (conferenceId: number, itemKey: string) => `congreso-${conferenceId}-${itemKey.replace(':', '-').toLowerCase()}@portal`;

export function calendarOf(opts: { name: string; conferenceId: number; version: number; sessions: readonly CalendarSession[]; venue?: string; url?: string }): string {
  const calendar = ical({ name: opts.name, prodId: { company: 'Asociación Académica', product: 'Portal', language: 'ES' }, method: ICalCalendarMethod.PUBLISH });
  calendar.x([['X-WR-TIMEZONE', TIME_ZONE]]);
  for (const s of opts.sessions) {
    calendar.createEvent({
      id: eventId(opts.conferenceId, s.itemKey),
      sequence: opts.version,
      start: new Date(slotInstant(s.day, s.start)),
      end: new Date(slotInstant(s.day, s.end)),
      summary: s.title,
      description: scheduleKindLabels[s.kind],
      location: [s.rooms.join(' / '), opts.venue].filter(Boolean).join(', '),
      url: opts.url ?? null,
      status: s.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
