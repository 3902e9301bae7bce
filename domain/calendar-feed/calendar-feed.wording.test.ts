import { describe, expect, it } from 'vitest'
import { calendarFeedWords } from './calendar-feed.wording'

const game = { title: 'Game', type: 'game', opponent: 'Rovers' } as const

describe('the words of a calendar feed', () => {
  it('are the feed’s English as it always was', () => {
    const en = calendarFeedWords('en')
    expect(en.teamCalendar('Riverside U10')).toEqual({
      name: 'Riverside U10 (Team Space)',
      description: 'The calendar of Riverside U10',
    })
    expect(en.allTeamsCalendar(['Riverside U10', 'Hillside U12'])).toEqual({
      name: 'My teams (Team Space)',
      description: 'The calendars of Riverside U10, Hillside U12',
    })
    expect([en.summary(game, false), en.summary(game, true)]).toEqual(['Game vs Rovers', 'Cancelled: Game vs Rovers'])
    expect(['game', 'practice', 'event', 'tournament'].map(en.category)).toEqual([
      'Game',
      'Practice',
      'Team Event',
      'tournament',
    ])
    expect(en.volunteeringCategory).toBe('Volunteering')
    expect(en.volunteeringSummary('setup', 'Cup tie')).toBe('Volunteering: Setup – Cup tie')
    expect(en.volunteeringDescription('other', '', '')).toBe('Lend a hand wherever the team needs it.')
    expect(en.volunteeringDescription('other', 'Bring chairs', 'Two chairs')).toBe(
      'Bring chairs\nYour note: Two chairs',
    )
  })

  it('are German for a German member', () => {
    const de = calendarFeedWords('de')
    expect(de.teamCalendar('Riverside U10').description).toBe('Der Kalender von Riverside U10')
    expect(de.allTeamsCalendar(['A', 'B'])).toEqual({
      name: 'Meine Teams (Team Space)',
      description: 'Die Kalender von A, B',
    })
    expect(de.summary({ ...game, title: 'Spiel' }, true)).toBe('Abgesagt: Spiel gegen Rovers')
    expect([de.category('practice'), de.volunteeringCategory]).toEqual(['Training', 'Helfereinsatz'])
    expect(de.volunteeringSummary('cleanup', 'Pokalspiel')).toBe('Helfereinsatz: Abbau – Pokalspiel')
    expect(de.volunteeringDescription('snacks', 'Kuchen', 'Mit Sahne')).toBe('Kuchen\nDeine Notiz: Mit Sahne')
  })

  it('are Spanish for a Spanish member', () => {
    const es = calendarFeedWords('es')
    expect(es.summary({ ...game, title: 'Partido' }, false)).toBe('Partido contra Rovers')
    expect(es.summary({ title: 'Entrenamiento', type: 'practice', opponent: '' }, true)).toBe(
      'Cancelado: Entrenamiento',
    )
    expect([es.category('event'), es.allTeamsCalendar(['A']).name]).toEqual([
      'Evento del equipo',
      'Mis equipos (Team Space)',
    ])
    expect(es.volunteeringSummary('snacks', 'Liga')).toBe('Voluntariado: Meriendas – Liga')
  })
})
