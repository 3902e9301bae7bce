/** The result of game1 (League vs Lions, in the current-names fixture): 3–1, Mia scoring twice and Leo once. */
export const lionsResult = {
  teamId: 't',
  calendarEventId: 'game1',
  opponent: 'Lions',
  goalsFor: 3,
  goalsAgainst: 1,
  scorers: [
    { playerId: 'mia', goals: 2 },
    { playerId: 'leo', goals: 1 },
  ],
}
