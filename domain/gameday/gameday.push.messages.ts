import { defineMessages, type Translations } from '../i18n/messages'

/** A notification of a live match's goal or final score, in the member's language. */
export const gamedayPushMessages = defineMessages('gamedayPush', {
  goalTitle: '{team}: Goal!',
  theirGoalTitle: '{team}: Goal for the opponent',
  fullTimeTitle: '{team}: Full time',
  score: 'The score is {score}{against}.',
  finalScore: 'Final score {score}{against}.',
  against: ' against {opponent}',
})

export const gamedayPushTranslations: Translations<typeof gamedayPushMessages> = {
  de: {
    goalTitle: '{team}: Tor!',
    theirGoalTitle: '{team}: Gegentor',
    fullTimeTitle: '{team}: Abpfiff',
    score: 'Es steht {score}{against}.',
    finalScore: 'Endstand {score}{against}.',
    against: ' gegen {opponent}',
  },
  es: {
    goalTitle: '{team}: ¡Gol!',
    theirGoalTitle: '{team}: Gol del rival',
    fullTimeTitle: '{team}: Final del partido',
    score: 'El marcador es {score}{against}.',
    finalScore: 'Resultado final {score}{against}.',
    against: ' contra {opponent}',
  },
}
