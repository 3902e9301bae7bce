import type { CurrentNames } from '../shared/current-names'
import type { DomainEvent } from '../shared/events'
import type { Language } from '../shared/languages'
import type { HistoryItem, HistoryKind } from './history.schemas'
import { words } from './history.wording'

/**
 * What a feature tells the history about its own events, typed by its event union: one sentence per event
 * type (a type added to the union without one fails the type-check), the items that have a History view of
 * their own, and the events that are nobody else's business. Each feature declares its history beside its
 * events; the server assembles them from its list of features, as it does live topics.
 */

/** Who did it when nobody did: what the system recorded on its own. */
export const SYSTEM_ACTOR = 'Team Space'

/** An event as the feed reads it: its type, its data and who did it. */
export interface HistoryFact {
  readonly type: string
  readonly data: object
  readonly actorId: string | null
}

/** Everything a sentence may draw on beside the event's own data. */
export interface SentenceContext<E extends DomainEvent> {
  /** Who did it, by today's name. */
  readonly actor: string
  readonly actorId: string | null
  /** For an event about a subject with a state: the latest earlier event carrying that state (what it changed). */
  readonly previous: E | null
  /**
   * For the same events: the first event carrying that state, the one that started the subject (a volunteer
   * need's adding, which names the calendar event it is for, when later changes do not).
   */
  readonly origin: E | null
  readonly names: CurrentNames
  /** The language of the person reading the history: every word of the sentence is theirs. */
  readonly language: Language
}

/** One pure sentence per event type of the union `E`, over the (upcast) event's data. */
export type Sentences<E extends DomainEvent> = {
  readonly [T in E['type']]: (data: Extract<E, { type: T }>['data'], c: SentenceContext<E>) => string
}

/**
 * Something several events are about, named by a field of their data (the same field in each). Its state
 * events say what a later change is a change from. With a `kind`, it has a History view of its own, read from
 * the `streams` its events are in.
 */
export type HistorySubject<E extends DomainEvent> = {
  readonly idField: string
  readonly types: readonly E['type'][]
  readonly state: readonly E['type'][]
  /** The stream holding its state, when that is not the changing event's own (a message's thread). */
  readonly stateStream?: (id: string) => string
} & (
  | {
      readonly kind: HistoryKind
      /** The streams its events are in; `scope` is the id of the tenant it belongs to. */
      readonly streams: (id: string, scope: string) => readonly string[]
    }
  | { readonly kind?: undefined }
)

export interface FeatureHistory<E extends DomainEvent> {
  /** The feature's name in the feed's filter: the same in every language, or in the reader's. */
  readonly label: string | ((language: Language) => string)
  readonly sentences: Sentences<E>
  readonly subjects?: readonly HistorySubject<E>[]
  /** Events that a member's own doings leave behind, not an action anyone else needs to see. */
  readonly unlisted?: readonly E['type'][]
}

/** A feature's history, checked against its event union `E`. */
export const defineHistory = <E extends DomainEvent>(history: FeatureHistory<E>) => history

/** The state before, when the previous event is one of `types`. */
export const stateBefore = <E extends DomainEvent, T extends E['type']>(c: SentenceContext<E>, ...types: T[]) =>
  c.previous && (types as string[]).includes(c.previous.type)
    ? (c.previous.data as Extract<E, { type: T }>['data'])
    : null

/** The state the subject started with, when its first state event is one of `types`. */
export const stateAtStart = <E extends DomainEvent, T extends E['type']>(c: SentenceContext<E>, ...types: T[]) =>
  c.origin && (types as string[]).includes(c.origin.type) ? (c.origin.data as Extract<E, { type: T }>['data']) : null

/** A feature's history with its union forgotten, as the assembled list holds it. */
export interface AnyHistory {
  /** The feature's name in English. */
  readonly label: string
  labelIn(language: Language): string
  readonly types: readonly string[]
  readonly subjects: readonly HistorySubject<DomainEvent>[]
  readonly unlisted: readonly string[]
  describe(
    event: HistoryFact,
    states: { previous: HistoryFact | null; origin: HistoryFact | null },
    c: Omit<SentenceContext<DomainEvent>, 'previous' | 'origin'>,
  ): string
}

export const eraseHistory = <E extends DomainEvent>(history: FeatureHistory<E>): AnyHistory => {
  // Only ever asked about the feature's own types (see assembleHistory), whose data the sentence reads.
  const sentences = history.sentences as Readonly<Record<string, (data: object, c: SentenceContext<E>) => string>>
  const labelIn = (language: Language) => (typeof history.label === 'string' ? history.label : history.label(language))
  return {
    label: labelIn('en'),
    labelIn,
    types: Object.keys(sentences),
    subjects: history.subjects ?? [],
    unlisted: history.unlisted ?? [],
    describe: (event, { previous, origin }, c) =>
      sentences[event.type]!(event.data, { ...c, previous: previous as E | null, origin: origin as E | null }),
  }
}

const fieldOf = (data: object, field: string): string | null => {
  const value = (data as Record<string, unknown>)[field]
  return typeof value === 'string' ? value : null
}

/** Where to find what an event changed: the state types, and the stream they are in when not the event's own. */
export interface StateLookup {
  readonly subjectId: string
  readonly types: readonly string[]
  readonly stream: string | null
}

/** The features' histories together: which feature each type is, each item's events, and every sentence. */
export const assembleHistory = (entries: readonly { readonly feature: string; readonly history: AnyHistory }[]) => {
  const byType = new Map<string, { feature: string; history: AnyHistory }>()
  const subjectOfType = new Map<string, HistorySubject<DomainEvent>>()
  for (const entry of entries) {
    for (const type of entry.history.types) {
      if (byType.has(type)) throw new Error(`event type ${type} has two histories`)
      byType.set(type, entry)
    }
    // A state event is about its subject too, whether or not the subject lists it among its types.
    for (const subject of entry.history.subjects)
      for (const type of [...subject.types, ...subject.state])
        if (!subjectOfType.has(type)) subjectOfType.set(type, subject)
  }
  const items = new Map<string, HistorySubject<DomainEvent>>(
    entries.flatMap((entry) =>
      entry.history.subjects.flatMap((subject) => (subject.kind ? [[subject.kind, subject] as const] : [])),
    ),
  )

  return {
    /** The features the feed's filter offers, in the app's order. */
    features: entries.map(({ feature, history }) => ({ feature, label: history.label })),
    /** The same, each named in `language`. */
    featuresIn: (language: Language) =>
      entries.map(({ feature, history }) => ({ feature, label: history.labelIn(language) })),
    featureOf: (type: string) => byType.get(type)?.feature ?? null,
    typesOf: (feature: string) => [...byType].filter(([, entry]) => entry.feature === feature).map(([type]) => type),
    unlisted: entries.flatMap((entry) => entry.history.unlisted),
    /** The item with a History view of its own: its events, the field naming it and the streams they are in. */
    item: (kind: string) => items.get(kind) ?? null,
    /** The item an event is about, if that item has a History view. */
    itemOf: (fact: Pick<HistoryFact, 'type' | 'data'>): HistoryItem | null => {
      const subject = subjectOfType.get(fact.type)
      const id = subject?.kind ? fieldOf(fact.data, subject.idField) : null
      return subject?.kind && id ? { kind: subject.kind, id } : null
    },
    /** For an event that changes something with a state, where that state is to be found. */
    stateOf: (fact: Pick<HistoryFact, 'type' | 'data'>): StateLookup | null => {
      const subject = subjectOfType.get(fact.type)
      const subjectId = subject ? fieldOf(fact.data, subject.idField) : null
      if (!subject || !subjectId || subject.state.length === 0) return null
      return { subjectId, types: subject.state, stream: subject.stateStream?.(subjectId) ?? null }
    },
    /** The id of what an event is about, for matching it with the state it changes. */
    subjectIdOf: (fact: Pick<HistoryFact, 'type' | 'data'>) => {
      const subject = subjectOfType.get(fact.type)
      return subject ? fieldOf(fact.data, subject.idField) : null
    },
    /**
     * The sentence of one event: `previous` is the state `stateOf` points to (null if none), `origin` the first
     * event carrying it; `language` the reader's. A type without a history reads "Casey Coach: photo uploaded."
     */
    describe: (
      event: HistoryFact,
      previous: HistoryFact | null,
      names: CurrentNames,
      origin: HistoryFact | null = null,
      language: Language = 'en',
    ): string => {
      const actor = event.actorId ? names.member(event.actorId) : SYSTEM_ACTOR
      const history = byType.get(event.type)?.history
      if (!history) return `${actor}: ${words(event.type)}.`
      try {
        return history.describe(event, { previous, origin }, { actor, actorId: event.actorId, names, language })
      } catch {
        // An event whose data does not have the shape its type promises still gets a line of its own.
        return `${actor}: ${words(event.type)}.`
      }
    },
  }
}

export type HistoryRegistry = ReturnType<typeof assembleHistory>
