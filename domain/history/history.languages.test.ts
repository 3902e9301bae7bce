import { describe, expect, it } from 'vitest'
import { attendanceHistory } from '../attendance/attendance.history'
import { calendarHistory } from '../calendar/calendar.history'
import { chatHistory } from '../chat/chat.history'
import { resultsHistory } from '../results/results.history'
import { rosterHistory } from '../roster/roster.history'
import { remindersHistory } from '../reminders/reminders.history'
import { names } from '../shared/current-names.fixture'
import type { Language } from '../shared/languages'
import { statsHistory } from '../stats/stats.history'
import { volunteersHistory } from '../volunteers/volunteers.history'
import { votesHistory } from '../votes/votes.history'
import { fact, sentencesOf } from './history.test-support'
import { statLine } from '../stats/stats.fixture'
import { lionsResult as result } from '../results/results.fixture'
import { snacksNeed } from '../volunteers/volunteers.fixture'

const game = {
  teamId: 't',
  calendarEventId: 'game1',
  title: '',
  type: 'practice',
  date: '2026-11-28',
  time: '10:00',
  timeZone: 'Europe/London',
  startsAt: '2026-11-28T10:00:00.000Z',
  location: 'North Field',
  opponent: '',
  description: '',
}
const player = { teamId: 't', playerId: 'mia', jerseyNumber: 7, position: 'Midfielder', addedAt: 'x' }

const told = (language: Language) => {
  const results = sentencesOf(resultsHistory, names, language).say
  const calendar = sentencesOf(calendarHistory, names, language).say
  const roster = sentencesOf(rosterHistory, names, language).say
  const recorded = fact('GameResultRecorded', result)
  const scheduled = fact('CalendarEventScheduled', game)
  const added = fact('PlayerAdded', player)
  return [
    results(recorded),
    results(fact('GameResultCorrected', { ...result, goalsFor: 2, scorers: [] }), recorded),
    calendar(scheduled),
    calendar(fact('CalendarEventChanged', { ...game, date: '2026-11-29', location: 'South Field' }), scheduled),
    calendar(fact('CalendarEventCancelled', { teamId: 't', calendarEventId: 'game1' }), scheduled),
    roster(added),
    roster(fact('PlayerUpdated', { ...player, jerseyNumber: null, position: 'Forward' }), added),
    roster(fact('PlayerPhotoChanged', { teamId: 't', playerId: 'gone', photoId: null })),
    roster(fact('PlayerRemoved', { teamId: 't', playerId: 'gone' }, 'gone-coach')),
  ]
}

describe('the history in the reader’s language', () => {
  it('tells results, the calendar and the roster in German', () => {
    expect(told('de')).toEqual([
      'Casey Coach hat das Ergebnis 3–1 gegen Lions für „League vs Lions“ am Sa., 28. Nov. eingetragen (Tore: Mia 2 und Leo).',
      'Casey Coach hat das Ergebnis gegen Lions für „League vs Lions“ am Sa., 28. Nov. von 3–1 auf 2–1 korrigiert.',
      'Casey Coach hat das Training am Sa., 28. Nov. um 10:00 Uhr angesetzt (Ort: North Field).',
      'Casey Coach hat das Training von Sa., 28. Nov., 10:00 Uhr auf So., 29. Nov., 10:00 Uhr verlegt und geändert: Ort von „North Field“ auf „South Field“.',
      'Casey Coach hat das Training am Sa., 28. Nov. um 10:00 Uhr abgesagt.',
      'Casey Coach hat Mia in den Kader aufgenommen (Nr. 7, Mittelfeldspieler).',
      'Casey Coach hat die Angaben von Mia geändert: Trikotnummer von 7 auf – und Position von Mittelfeldspieler auf Stürmer.',
      'Casey Coach hat das Foto eines entfernten Kindes entfernt.',
      'Ehemaliges Mitglied hat ein Kind aus dem Kader entfernt.',
    ])
  })

  it('tells results, the calendar and the roster in Spanish', () => {
    expect(told('es')).toEqual([
      'Casey Coach registró el resultado 3–1 contra Lions para «League vs Lions» del sáb, 28 nov (goles: Mia 2 y Leo).',
      'Casey Coach corrigió el resultado contra Lions para «League vs Lions» del sáb, 28 nov de 3–1 a 2–1.',
      'Casey Coach programó el entrenamiento para el sáb, 28 nov a las 10:00 en North Field.',
      'Casey Coach movió el entrenamiento del sáb, 28 nov a las 10:00 al dom, 29 nov a las 10:00 y cambió el lugar de «North Field» a «South Field».',
      'Casey Coach canceló el entrenamiento del sáb, 28 nov a las 10:00.',
      'Casey Coach añadió a Mia a la plantilla (n.º 7, Centrocampista).',
      'Casey Coach cambió los datos de Mia: el dorsal de 7 a ninguno y la posición de Centrocampista a Delantero.',
      'Casey Coach quitó la foto de un jugador eliminado.',
      'Antiguo miembro quitó a un jugador de la plantilla.',
    ])
  })

  it('counts stats with the language’s plurals', () => {
    const line = { teamId: 't', statLineId: 's1', playerId: 'leo', ...statLine({ gameDate: '2026-11-28', assists: 2 }) }
    expect(sentencesOf(statsHistory, names, 'de').say(fact('StatLineRecorded', line))).toBe(
      'Casey Coach hat die Statistik von Leo für das Spiel gegen Lions am Sa., 28. Nov. eingetragen (1 Tor und 2 Vorlagen).',
    )
    expect(sentencesOf(statsHistory, names, 'es').say(fact('StatLineRecorded', line))).toBe(
      'Casey Coach registró las estadísticas de Leo para el partido contra Lions del sáb, 28 nov (1 gol y 2 asistencias).',
    )
  })

  it('tells attendance, chat, votes, volunteers and reminders in German and Spanish', () => {
    const others = (language: Language) => {
      const thread = fact('ChatThreadStarted', { teamId: 't', threadId: 'th', title: 'Carpools', isPrivate: false })
      const voting = fact('VotingOpened', { teamId: 't', votingId: 'v', title: 'League vs Lions', date: '2026-11-28' })
      const need = fact('VolunteerNeedAdded', snacksNeed)
      const records = [
        { playerId: 'mia', status: 'present' },
        { playerId: 'leo', status: 'present' },
        { playerId: 'gone', status: 'excused' },
      ]
      const winners = [
        { playerId: 'leo', playerName: 'Leo', votes: 3 },
        { playerId: 'mia', playerName: 'Mia', votes: 3 },
      ]
      return [
        sentencesOf(attendanceHistory, names, language).say(
          fact('AttendanceTaken', { teamId: 't', calendarEventId: 'game1', records }),
        ),
        sentencesOf(chatHistory, names, language).say(
          fact('ChatMessagePosted', { teamId: 't', threadId: 'th' }),
          thread,
        ),
        sentencesOf(votesHistory, names, language).say(
          fact('VotingClosed', { teamId: 't', votingId: 'v', winners }),
          voting,
        ),
        sentencesOf(volunteersHistory, names, language).say(need),
        sentencesOf(volunteersHistory, names, language).say(
          fact('VolunteerSlotWithdrawn', { teamId: 't', needId: 'n1', volunteerId: 'pat' }, 'pat'),
          need,
        ),
        sentencesOf(remindersHistory, names, language).say(
          fact('ManualReminderSent', { teamId: 't', calendarEventId: 'game1', playerIds: ['mia'] }),
        ),
        sentencesOf(remindersHistory, names, language).say(
          fact('ScheduleChangeAcknowledged', { teamId: 't', calendarEventId: 'game1' }, 'pat'),
        ),
      ]
    }
    expect(others('de')).toEqual([
      'Casey Coach hat die Anwesenheit für „League vs Lions“ am Sa., 28. Nov. erfasst: 2 anwesend und 1 entschuldigt.',
      'Casey Coach hat in „Carpools“ geschrieben.',
      'Casey Coach hat die Abstimmung für „League vs Lions“ am Sa., 28. Nov. beendet: Leo und Mia haben mit je 3 Stimmen gewonnen.',
      'Casey Coach hat um 2 Helfer (Verpflegung) für „League vs Lions“ am Sa., 28. Nov. gebeten.',
      'Pat Parent hat die Anmeldung für die Aufgabe Verpflegung von „League vs Lions“ am Sa., 28. Nov. zurückgezogen.',
      'Casey Coach hat die Familien von einem Kind für „League vs Lions“ am Sa., 28. Nov. an ihre Antwort erinnert.',
      'Pat Parent hat die Terminänderung für „League vs Lions“ am Sa., 28. Nov. gesehen.',
    ])
    expect(others('es')).toEqual([
      'Casey Coach pasó lista para «League vs Lions» del sáb, 28 nov: 2 presentes y 1 justificado.',
      'Casey Coach escribió en «Carpools».',
      'Casey Coach cerró la votación para «League vs Lions» del sáb, 28 nov: ganaron Leo y Mia con 3 votos cada uno.',
      'Casey Coach pidió 2 voluntarios (Merienda) para «League vs Lions» del sáb, 28 nov.',
      'Pat Parent se borró de la tarea de merienda de «League vs Lions» del sáb, 28 nov.',
      'Casey Coach recordó a las familias de 1 niño que respondieran para «League vs Lions» del sáb, 28 nov.',
      'Pat Parent vio el cambio de horario para «League vs Lions» del sáb, 28 nov.',
    ])
  })
})
