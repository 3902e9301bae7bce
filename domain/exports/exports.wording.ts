import { FIRST_SEASON_ID } from '../results/seasons.constants'
import type { AttendanceStatus } from '../attendance/attendance.constants'
import type { CalendarEventType } from '../calendar/calendar.schemas'
import { formatInZone, speak } from '../i18n/speak'
import type { Language } from '../shared/languages'
import { volunteerNeedWords } from '../volunteers/volunteer-needs.wording'
import {
  exportCellMessages,
  exportCellTranslations,
  exportColumnMessages,
  exportColumnTranslations,
  type ExportColumn,
} from './exports.messages'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The words and dates of a CSV export in the requesting coach's language. English is the files as they always
 * were: ISO dates (2026-09-12) and instants (2026-09-12T10:00:00.000Z); German and Spanish write dates as their
 * spreadsheets read them (12.09.2026, 12/09/2026) and instants in the team's zone. Times stay 24-hour (14:30).
 */
export const exportWords = (language: Language) => {
  const column = speak(language, exportColumnMessages, exportColumnTranslations)
  const cell = speak(language, exportCellMessages, exportCellTranslations)
  const needs = volunteerNeedWords(language)
  const numericDate = { day: '2-digit', month: '2-digit', year: 'numeric' } as const
  return {
    language,
    columns: (keys: readonly ExportColumn[]) => keys.map((key) => column(key)),
    eventType: (type: CalendarEventType) => cell('eventType', { type }),
    attendanceStatus: (status: AttendanceStatus) => cell('attendanceStatus', { status }),
    position: (position: string | null) => (position === null ? null : cell('position', { position })),
    /** Said of an emergency contact to call first. */
    primary: cell('primary'),
    /** A season's name: the coach's, or the app's for the season every team has before a coach starts one. */
    seasonName: (season: { id: string; name: string }) =>
      season.id === FIRST_SEASON_ID ? cell('firstSeason') : season.name,
    needType: needs.type,
    needDescription: needs.description,
    /** A calendar day (YYYY-MM-DD) as the language writes it; anything else as it is. */
    date: (day: string | null) => {
      const parts = day === null || language === 'en' ? null : ISO_DATE.exec(day)
      if (!parts) return day
      const [, year, month, date] = parts.map(Number) as [number, number, number, number]
      return formatInZone(language, 'UTC', new Date(Date.UTC(year, month - 1, date, 12)), numericDate)
    },
    /** A moment, as the language writes it in the team's zone. */
    instant: (at: Date, timeZone: string) =>
      language === 'en'
        ? at.toISOString()
        : formatInZone(language, timeZone, at, {
            ...numericDate,
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          }),
  }
}

export type ExportWords = ReturnType<typeof exportWords>
