/**
 * The kinds of notification a member turns on or off, per team. Each feature that notifies declares its own kind
 * beside its wording, by adding a key to this interface and defining the kind's label:
 *
 *   declare module '../push/push-kinds' {
 *     interface PushKinds { news: true }
 *   }
 *   export const newsPushKind = definePushKind('news', 'New news posts')
 *
 * The server queues each notification under its kind and keeps each member's choice per kind; the web's settings
 * card lists the same names, so a kind that one side spells differently fails the type-check.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's declaration
export interface PushKinds {}

export type PushKind = Extract<keyof PushKinds, string>

/** One member's kinds for one team: every kind is on until the member turns it off. */
export type PushPreferences = { [K in PushKind]: boolean }

/** A kind as a feature declares it: its name, and what it is as the settings card says it. */
export interface PushKindDefinition<K extends PushKind = PushKind> {
  readonly kind: K
  readonly label: string
}

export const definePushKind = <K extends PushKind>(kind: K, label: string): PushKindDefinition<K> => ({ kind, label })
