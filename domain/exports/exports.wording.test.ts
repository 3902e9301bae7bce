import { describe, expect, it } from 'vitest'
import { attendanceEventsColumnKeys, rosterColumnKeys, rosterColumns } from './exports.constants'
import { exportWords } from './exports.wording'

describe('the words of a CSV export', () => {
  it('are the files’ English as they always were', () => {
    const en = exportWords('en')
    expect(en.columns(rosterColumnKeys)).toEqual([...rosterColumns])
    expect(en.columns(attendanceEventsColumnKeys)).toEqual([
      'Date',
      'Time',
      'Event',
      'Type',
      'Name',
      'Jersey number',
      'Status',
    ])
    expect([en.eventType('game'), en.eventType('practice'), en.eventType('event')]).toEqual([
      'Game',
      'Practice',
      'Team Event',
    ])
    expect(['present', 'absent', 'late', 'excused'].map((s) => en.attendanceStatus(s as 'present'))).toEqual([
      'Present',
      'Absent',
      'Late',
      'Excused',
    ])
    expect([en.position('Striker'), en.position(null), en.primary]).toEqual(['Striker', null, 'primary'])
    expect([
      en.needType('snacks'),
      en.needDescription('other', ''),
      en.needDescription('other', 'Bring chairs'),
    ]).toEqual(['Snacks', 'Lend a hand wherever the team needs it.', 'Bring chairs'])
    expect(en.date('2026-09-12')).toBe('2026-09-12')
    expect(en.instant(new Date('2026-09-12T08:05:00Z'), 'Europe/Berlin')).toBe('2026-09-12T08:05:00.000Z')
  })

  it('are German for a German coach, with German dates in the team’s zone', () => {
    const de = exportWords('de')
    expect(de.columns(attendanceEventsColumnKeys)).toEqual([
      'Datum',
      'Uhrzeit',
      'Termin',
      'Art',
      'Name',
      'Rückennummer',
      'Status',
    ])
    expect([de.eventType('practice'), de.attendanceStatus('late'), de.position('Goalkeeper'), de.primary]).toEqual([
      'Training',
      'Zu spät',
      'Torwart',
      'Hauptkontakt',
    ])
    expect([de.needType('cleanup'), de.needDescription('other', '')]).toEqual([
      'Abbau',
      'Pack mit an, wo das Team Hilfe braucht.',
    ])
    expect(de.date('2026-09-12')).toBe('12.09.2026')
    expect(de.date(null)).toBeNull()
    // The season every team has before a coach starts one is named by the app; a coach's season by its coach.
    expect(de.seasonName({ id: 'first', name: 'First season' })).toBe('Erste Saison')
    expect(de.seasonName({ id: 's2', name: 'Herbst 2026' })).toBe('Herbst 2026')
    expect(exportWords('en').seasonName({ id: 'first', name: 'First season' })).toBe('First season')
    expect(de.instant(new Date('2026-09-12T08:05:00Z'), 'Europe/Berlin')).toBe('12.09.2026, 10:05')
  })

  it('are Spanish for a Spanish coach', () => {
    const es = exportWords('es')
    expect(es.columns(rosterColumnKeys)).toEqual([
      'Nombre',
      'Dorsal',
      'Posición',
      'Padres',
      'Teléfonos de los padres',
      'Correos de los padres',
    ])
    expect([
      es.eventType('game'),
      es.attendanceStatus('excused'),
      es.position('Defender'),
      es.needType('snacks'),
    ]).toEqual(['Partido', 'Justificado', 'Defensa', 'Meriendas'])
    expect(es.date('2026-09-12')).toBe('12/09/2026')
    expect(es.instant(new Date('2026-09-12T08:05:00Z'), 'Europe/Madrid')).toBe('12/09/2026, 10:05')
  })
})
