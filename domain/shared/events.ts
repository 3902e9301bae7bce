import type { Role } from './roles'

/** A fact in the log. `type` is past tense (`TeamCreated`); `data` is the fact's payload, never a secret. */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  readonly type: Type
  readonly data: Data
}

/**
 * Who did it, by id and role only: a name is erasable personal data, read from the profile when shown.
 * `null` for facts the system records on its own (migrations, jobs).
 */
export interface Actor {
  readonly userId: string
  readonly role: Role
}

/**
 * The actor as an event's metadata holds it. Events recorded before names left the metadata also carry the
 * actor's name as it was then; no reader uses it (every view joins the member's current name by id).
 */
export interface RecordedActor extends Actor {
  readonly name?: string
}

/** Everything that arrives beside a command: the decider gets time, ids and the actor from here, never from I/O. */
export interface CommandMetadata {
  readonly now: Date
  readonly actor: Actor | null
  /** Client-supplied, unique per intent: a retried command returns the first result. */
  readonly commandId: string
  readonly correlationId: string
}

export interface Command<Type extends string = string, Data extends object = object> {
  readonly type: Type
  readonly data: Data
  readonly metadata: CommandMetadata
}

/** Stored beside every event (ARCHITECTURE §3.6). */
export interface EventMetadata {
  readonly teamId: string | null
  readonly actor: RecordedActor | null
  readonly commandId: string
  readonly correlationId: string
  readonly recordedAt: string
  readonly schemaVersion: number
}

/** An event as read back from the log. */
export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  readonly type: E['type']
  readonly data: E['data']
  readonly streamId: string
  readonly streamVersion: number
  /** Global position; unique and increasing, but not gap-free and not commit-ordered. */
  readonly position: number
  /** The writing transaction's id (xid8, as a decimal string). Readers page by (txId, position). */
  readonly txId: string
  readonly teamId: string | null
  readonly metadata: EventMetadata
}

/** A recorded event of the union `E`, one member at a time, so a check of `type` narrows `data`. */
export type RecordedOf<E extends DomainEvent> = E extends DomainEvent ? RecordedEvent<E> : never
