import { defineMessages } from '@teamspace/domain/i18n/messages'

/** The dashboard's Quick Actions (spec §2): each one's name and what it is for. */
export const dashboardActionsMessages = defineMessages('dashboard-actions', {
  managePlayers: 'Manage Players',
  managePlayersText: 'Add players and keep the roster up to date',
  trackStats: 'Track Stats',
  trackStatsText: 'Record goals, assists and saves after a game',
  postNews: 'Post News',
  postNewsText: 'Share announcements with the families',
  scheduleEvents: 'Schedule Events',
  scheduleEventsText: 'Plan games, practices and team events',
  viewPlayers: 'View Players',
  viewPlayersText: 'The roster and every player’s season',
  viewStats: 'View Stats',
  viewStatsText: 'Team leaders and game-by-game numbers',
  photoGallery: 'Photo Gallery',
  photoGalleryText: 'Photos from games and practices',
  teamCalendar: 'Team Calendar',
  teamCalendarText: 'When and where the next games are',
})
