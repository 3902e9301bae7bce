import { defineMessages } from '@teamspace/domain/i18n/messages'

/** The words of Team Activity: its filters, its states, and what each entry's History button is about. */
export const historyActivityMessages = defineMessages('history-activity', {
  filterActivity: 'Filter the activity',
  feature: 'Feature',
  allFeatures: 'All features',
  person: 'Person',
  everyone: 'Everyone',
  from: 'From',
  to: 'To',
  clearFilters: 'Clear filters',
  loading: 'Loading the activity…',
  noActivity: 'No activity yet',
  tryOtherFilters: 'Try other filters, or clear them.',
  appearsHere: 'What the team does appears here as it happens.',
  loadMore: 'Load more',
  player: 'this player',
  calendarEvent: 'this calendar event',
  statLine: 'this stat line',
  voting: 'this voting',
  volunteerNeed: 'this volunteer need',
  newsArticle: 'this article',
  gameResult: 'this result',
  lineup: 'this lineup',
})
