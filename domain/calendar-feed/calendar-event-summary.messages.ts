import { defineMessages, type Translations } from '../i18n/messages'

/** How a game is named by its opponent outside the app, where its title does not name them. */
export const summaryMessages = defineMessages('calendarEventSummary', {
  versus: '{title} vs {opponent}',
})

export const summaryTranslations: Translations<typeof summaryMessages> = {
  de: { versus: '{title} gegen {opponent}' },
  es: { versus: '{title} contra {opponent}' },
}
