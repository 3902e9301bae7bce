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
import { attendanceHistoryMessages, attendanceHistoryTranslations } from '../attendance/attendance.history.messages'
import { teamHistoryMessages, teamHistoryTranslations } from '../team/team.history.messages'
import { newsHistoryMessages, newsHistoryTranslations } from '../news/news.history.messages'
import { chatHistoryMessages, chatHistoryTranslations } from '../chat/chat.history.messages'
import { galleryHistoryMessages, galleryHistoryTranslations } from '../gallery/gallery.history.messages'
import { votesHistoryMessages, votesHistoryTranslations } from '../votes/votes.history.messages'
import { volunteersHistoryMessages, volunteersHistoryTranslations } from '../volunteers/volunteers.history.messages'
import {
  availabilityHistoryMessages,
  availabilityHistoryTranslations,
} from '../availability/availability.history.messages'
import { invitesHistoryMessages, invitesHistoryTranslations } from '../invites/invites.history.messages'
import { profileHistoryMessages, profileHistoryTranslations } from '../profile/profile.history.messages'
import { remindersHistoryMessages, remindersHistoryTranslations } from '../reminders/reminders.history.messages'
import { gamedayHistoryMessages, gamedayHistoryTranslations } from '../gameday/gameday.history.messages'
import { gamedayPushMessages, gamedayPushTranslations } from '../gameday/gameday.push.messages'
import {
  exportCellMessages,
  exportCellTranslations,
  exportColumnMessages,
  exportColumnTranslations,
} from '../exports/exports.messages'
import { volunteerNeedMessages, volunteerNeedTranslations } from '../volunteers/volunteer-needs.messages'
import { languageCodes } from '../shared/languages'
import { unsubscribeMessages, unsubscribeTranslations } from '../shared/unsubscribe.messages'
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
  'attendance history': { messages: attendanceHistoryMessages, translations: attendanceHistoryTranslations },
  'team history': { messages: teamHistoryMessages, translations: teamHistoryTranslations },
  'news history': { messages: newsHistoryMessages, translations: newsHistoryTranslations },
  'chat history': { messages: chatHistoryMessages, translations: chatHistoryTranslations },
  'gallery history': { messages: galleryHistoryMessages, translations: galleryHistoryTranslations },
  'player-of-the-match history': { messages: votesHistoryMessages, translations: votesHistoryTranslations },
  'volunteers history': { messages: volunteersHistoryMessages, translations: volunteersHistoryTranslations },
  'availability history': { messages: availabilityHistoryMessages, translations: availabilityHistoryTranslations },
  'invites history': { messages: invitesHistoryMessages, translations: invitesHistoryTranslations },
  'profile history': { messages: profileHistoryMessages, translations: profileHistoryTranslations },
  'reminders history': { messages: remindersHistoryMessages, translations: remindersHistoryTranslations },
  'game day history': { messages: gamedayHistoryMessages, translations: gamedayHistoryTranslations },
  'match notification': { messages: gamedayPushMessages, translations: gamedayPushTranslations },
  'export columns': { messages: exportColumnMessages, translations: exportColumnTranslations },
  'export cells': { messages: exportCellMessages, translations: exportCellTranslations },
  'volunteer needs': { messages: volunteerNeedMessages, translations: volunteerNeedTranslations },
  'unsubscribe page': { messages: unsubscribeMessages, translations: unsubscribeTranslations },
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
