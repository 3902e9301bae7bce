import { calendarFeedMessages as spec } from '@teamspace/domain/calendar-feed/calendar-feed.schemas'
import { defineMessages } from '@teamspace/domain/i18n/messages'

/**
 * The words of the calendar subscription cards (the team's, and all the person's teams'): the feed's own
 * (domain/calendar-feed/calendar-feed.schemas.ts) and the card's.
 */
export const profileCalendarFeedMessages = defineMessages('profile-calendar-feed', {
  title: spec.title,
  createFailed: spec.createFailed,
  resetFailed: spec.resetFailed,
  copied: spec.copied,
  copyFailed: spec.copyFailed,
  confirmReset: spec.confirmReset,
  allTeamsTitle: 'Calendar of all my teams',
  teamIntro:
    'See the team’s games, practices and events in the calendar app on your phone or computer. Changes show up there by themselves; most calendar apps look every 15 minutes, Google Calendar less often.',
  allTeamsIntro:
    'See the games, practices and events of all your teams, each named with its team, in the calendar app on your phone or computer. Changes show up there by themselves; most calendar apps look every 15 minutes, Google Calendar less often.',
  loading: 'Loading your calendar link…',
  loadFailed: 'Could not load your calendar link. Please try again.',
  tryAgain: 'Try again',
  yourLink: 'Your calendar link',
  teamLinkHint:
    'Copy it now: for your privacy it is shown only this once. Anyone with the link can see the team calendar, so share it with nobody.',
  allTeamsLinkHint:
    'Copy it now: for your privacy it is shown only this once. Anyone with the link can see the calendars of all your teams, so share it with nobody.',
  openInApp: 'Open in calendar app',
  copyLink: 'Copy link',
  stepApple: 'iPhone, iPad, Mac: “Open in calendar app”, then Subscribe.',
  stepGoogle: 'Google Calendar: Other calendars → + → From URL, and paste the link.',
  stepOutlook: 'Outlook: Add calendar → Subscribe from web, and paste the link.',
  made: 'You made a calendar link on {date}. It cannot be shown again, because Team Space keeps only a fingerprint of it (a hash), not the link itself. To subscribe on another device, reset it: you get a new link and the old one stops working.',
  none: 'You have no calendar link yet.',
  resetLink: 'Reset link',
  createLink: 'Create calendar link',
  resetTitle: 'Reset calendar link?',
})
