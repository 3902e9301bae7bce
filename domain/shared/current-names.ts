/**
 * Names as they are now, looked up by id when a view is read: the log keeps ids only, so a view of the past
 * says who someone is today, or that they are gone ("Former member", "a removed player").
 */
export interface CurrentNames {
  member(userId: string): string
  player(playerId: string): string
  /** A calendar event's title and date, or null when it is unknown. */
  calendarEvent(calendarEventId: string): { readonly title: string; readonly date: string } | null
}
