import { defineMessages } from '@teamspace/domain/i18n/messages'

/**
 * Each team page's heading and the line under it (page-titles.ts, which the build writes into the pages' HTML in
 * English), as the app shows them in the person's language: the same English, word for word (page-titles.test.ts).
 */
export const pageTitlesMessages = defineMessages('page-titles', {
  activity: 'Team Activity',
  activitySubtitle: 'Who did what and when, newest first.',
  attendance: 'Attendance',
  attendanceSubtitle: 'Who was at each practice and game.',
  calendar: 'Team Calendar',
  calendarSubtitle: 'Practices, games and team events.',
  chat: 'Team Chat',
  chatSubtitle: 'Conversations between coaches and families.',
  dashboard: 'Dashboard',
  directory: 'Team Directory',
  directorySubtitle: 'How to reach the team’s coaches and families.',
  exports: 'Exports',
  exportsSubtitle: 'Files for the club: roster, stats, attendance and volunteers.',
  gallery: 'Team Gallery',
  gallerySubtitle: 'Photos from games and practices, for the team only.',
  help: 'Help & Support',
  helpSubtitle: 'How the team space works, for coaches and for families.',
  news: 'Team News',
  newsSubtitle: 'Announcements and match reports from the coaches.',
  playerOfMatch: 'Player of the Match',
  playerOfMatchSubtitle: 'Vote for the standout player of each game.',
  players: 'Team Players',
  printRoster: 'Roster Sheet',
  printRosterSubtitle: 'The roster and contact sheet, ready to print.',
  printSchedule: 'Schedule Sheet',
  printScheduleSubtitle: 'The upcoming schedule, ready to print.',
  profile: 'Profile Settings',
  profileSubtitle: 'Your contact details and what the team can see.',
  stats: 'Team Statistics',
  statsSubtitle: 'Goals, assists, saves and minutes, season and game by game.',
  teamSettings: 'Team Settings',
  teamSettingsSubtitle: 'Your team’s details, invite links and members.',
  volunteers: 'Volunteers',
  volunteersSubtitle: 'Snacks, setup, cleanup and rides: who is helping when.',
})
