/** A need of two volunteers for snacks at game1 (League vs Lions, in the current-names fixture), as it was added. */
export const snacksNeed = {
  teamId: 't',
  needId: 'n1',
  calendarEventId: 'game1',
  type: 'snacks',
  slotsNeeded: 2,
  offsetMinutes: 0,
  description: '',
}
