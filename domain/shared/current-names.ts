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

/** The kinds of id a view may need the names of; each is resolved by the one feature that owns it. */
export type NameKind = keyof CurrentNames

/** Every kind, for the check at start that a feature resolves each (the type-check keeps the list whole). */
export const nameKinds = ['member', 'player', 'calendarEvent'] as const satisfies readonly NameKind[]
/** A kind added to `CurrentNames` but not to `nameKinds` fails the type-check here. */
type Unlisted = Exclude<NameKind, (typeof nameKinds)[number]>
const _everyKindListed: [Unlisted] extends [never] ? true : Unlisted = true
