import { describe, expect, it } from 'vitest'
import { passwordResetMessages, passwordResetTranslations } from '../account/password-reset.mail'
import { summaryMessages, summaryTranslations } from '../calendar-feed/calendar-event-summary.messages'
import { calendarFeedWordMessages, calendarFeedWordTranslations } from '../calendar-feed/calendar-feed.messages'
import { chatPushMessages, chatPushTranslations } from '../chat/chat.push.messages'
import { newsSendingMessages, newsSendingTranslations } from '../news/news-mails.messages'
import { reminderMessages, reminderTranslations } from '../reminders/reminders.messages'
import { scheduleChangeMessages, scheduleChangeTranslations } from '../schedule-mails/schedule-change.messages'
import { votesPushMessages, votesPushTranslations } from '../votes/votes.push.messages'
import { volunteerMailMessages, volunteerMailTranslations } from '../volunteers/volunteers.mails.messages'
import { calendarHistoryMessages, calendarHistoryTranslations } from '../calendar/calendar.history.messages'
import { historyNameMessages, historyNameTranslations } from '../history/history.messages'
import { resultsHistoryMessages, resultsHistoryTranslations } from '../results/results.history.messages'
import { rosterHistoryMessages, rosterHistoryTranslations } from '../roster/roster.history.messages'
import { statsHistoryMessages, statsHistoryTranslations } from '../stats/stats.history.messages'
import {
  exportCellMessages,
  exportCellTranslations,
  exportColumnMessages,
  exportColumnTranslations,
} from '../exports/exports.messages'
import { volunteerNeedMessages, volunteerNeedTranslations } from '../volunteers/volunteer-needs.messages'
import { languageCodes } from '../shared/languages'
import { translationProblems } from './catalog-check'
import type { Messages, Translations } from './messages'

type Catalog = {
  readonly messages: Messages<string, Record<string, string>>
  readonly translations: Translations<Messages<string, Record<string, string>>>
}

/** Every module whose words the server sends to a person (mails, push notifications, files), with its translations. */
const catalogs: Record<string, Catalog> = {
  'calendar event summary': { messages: summaryMessages, translations: summaryTranslations },
  'calendar feed': { messages: calendarFeedWordMessages, translations: calendarFeedWordTranslations },
  'schedule change': { messages: scheduleChangeMessages, translations: scheduleChangeTranslations },
  'availability reminder': { messages: reminderMessages, translations: reminderTranslations },
  'news sending': { messages: newsSendingMessages, translations: newsSendingTranslations },
  'chat notification': { messages: chatPushMessages, translations: chatPushTranslations },
  'voting notification': { messages: votesPushMessages, translations: votesPushTranslations },
  'password reset': { messages: passwordResetMessages, translations: passwordResetTranslations },
  'volunteer need removed': { messages: volunteerMailMessages, translations: volunteerMailTranslations },
  'history names': { messages: historyNameMessages, translations: historyNameTranslations },
  'calendar history': { messages: calendarHistoryMessages, translations: calendarHistoryTranslations },
  'results history': { messages: resultsHistoryMessages, translations: resultsHistoryTranslations },
  'roster history': { messages: rosterHistoryMessages, translations: rosterHistoryTranslations },
  'statistics history': { messages: statsHistoryMessages, translations: statsHistoryTranslations },
  'export columns': { messages: exportColumnMessages, translations: exportColumnTranslations },
  'export cells': { messages: exportCellMessages, translations: exportCellTranslations },
  'volunteer needs': { messages: volunteerNeedMessages, translations: volunteerNeedTranslations },
}

describe("the server's message catalogs", () => {
  for (const [name, { messages, translations }] of Object.entries(catalogs)) {
    it(`has every ${name} message in German and Spanish, with the English arguments`, () => {
      for (const language of languageCodes) {
        if (language === 'en') continue
        expect(translationProblems(messages, translations[language], language)).toEqual([])
      }
    })
  }
})
