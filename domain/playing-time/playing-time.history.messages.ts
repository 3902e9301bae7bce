import { defineMessages, type Translations } from '../i18n/messages'

/** Playing time in the coaches' history: the team's fair-play threshold. */
export const playingTimeHistoryMessages = defineMessages('playing-time-history', {
  label: 'Playing time',
  thresholdChosen: '{actor} set the fair playing time threshold to {percent} %.',
})

export const playingTimeHistoryTranslations: Translations<typeof playingTimeHistoryMessages> = {
  de: {
    label: 'Spielzeit',
    thresholdChosen: '{actor} hat die Schwelle für faire Spielzeit auf {percent} % gesetzt.',
  },
  es: {
    label: 'Minutos de juego',
    thresholdChosen: '{actor} fijó el umbral de minutos justos en el {percent} %.',
  },
}
