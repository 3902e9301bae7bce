import { defineMessages, type Translations } from '../i18n/messages'

/** Families' availability answers in the coaches' history. */
export const availabilityHistoryMessages = defineMessages('availability-history', {
  label: 'Availability',
  answer: '{answer, select, going {Going} notGoing {Not going} other {Maybe}}',
  answered: '{actor} answered {answer} for {player}{event}.',
})

export const availabilityHistoryTranslations: Translations<typeof availabilityHistoryMessages> = {
  de: {
    label: 'Verfügbarkeit',
    answer: '{answer, select, going {Dabei} notGoing {Nicht dabei} other {Vielleicht}}',
    answered: '{actor} hat für {player}{event} mit {answer} geantwortet.',
  },
  es: {
    label: 'Disponibilidad',
    answer: '{answer, select, going {Va} notGoing {No va} other {Quizás}}',
    answered: '{actor} respondió {answer} por {player}{event}.',
  },
}
