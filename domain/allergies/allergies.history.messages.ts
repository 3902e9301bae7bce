import { defineMessages, type Translations } from '../i18n/messages'

/** A child's allergies in the coaches' history: who recorded them and the family's choice to share them. */
export const allergiesHistoryMessages = defineMessages('allergies-history', {
  label: 'Allergies',
  recorded: "{actor} updated {player}'s allergies.",
  shared: "{actor} shared {player}'s allergies with the team, without the name.",
  unshared: "{actor} stopped sharing {player}'s allergies with the team.",
})

export const allergiesHistoryTranslations: Translations<typeof allergiesHistoryMessages> = {
  de: {
    label: 'Allergien',
    recorded: '{actor} hat die Allergien von {player} aktualisiert.',
    shared: '{actor} hat die Allergien von {player} ohne Namen mit dem Team geteilt.',
    unshared: '{actor} teilt die Allergien von {player} nicht mehr mit dem Team.',
  },
  es: {
    label: 'Alergias',
    recorded: '{actor} ha actualizado las alergias de {player}.',
    shared: '{actor} ha compartido las alergias de {player} con el equipo, sin el nombre.',
    unshared: '{actor} ha dejado de compartir las alergias de {player} con el equipo.',
  },
}
