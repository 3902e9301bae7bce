import { defineMessages, type Translations } from '../i18n/messages'
import { speak } from '../i18n/speak'
import { FORMER_MEMBER_NAME } from '../profile/profile.schemas'
import { REMOVED_PLAYER_NAME } from '../roster/roster.constants'
import type { CurrentNames } from '../shared/current-names'
import type { Language } from '../shared/languages'

/** The names the history gives someone who is gone, in the reader's language. */
export const historyNameMessages = defineMessages('history-names', {
  formerMember: FORMER_MEMBER_NAME,
  removedPlayer: REMOVED_PLAYER_NAME,
})

export const historyNameTranslations: Translations<typeof historyNameMessages> = {
  // A removed player stands where a name does, in the nominative or the accusative (which a neuter noun shares).
  de: { formerMember: 'Ehemaliges Mitglied', removedPlayer: 'ein entferntes Kind' },
  es: { formerMember: 'Antiguo miembro', removedPlayer: 'un jugador eliminado' },
}

/** What a removed player is called in `language`'s sentences. */
export const removedPlayerIn = (language: Language) =>
  speak(language, historyNameMessages, historyNameTranslations)('removedPlayer')

/** Today's names as a reader of `language` reads them: the gone ones in their words. */
export const namesIn = (names: CurrentNames, language: Language): CurrentNames => {
  if (language === 'en') return names
  const say = speak(language, historyNameMessages, historyNameTranslations)
  return {
    member: (userId) => {
      const name = names.member(userId)
      return name === FORMER_MEMBER_NAME ? say('formerMember') : name
    },
    player: (playerId) => {
      const name = names.player(playerId)
      return name === REMOVED_PLAYER_NAME ? say('removedPlayer') : name
    },
    calendarEvent: (id) => names.calendarEvent(id),
  }
}
