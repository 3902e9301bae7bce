import type { Command, DomainEvent } from './events'

/**
 * A decider is the whole behaviour of one kind of stream: the state before its first event,
 * how a command turns state into new events (throwing a DomainError to refuse), and how an event moves state on.
 */
export interface Decider<State, C extends Command, E extends DomainEvent> {
  readonly initialState: () => State
  readonly decide: (command: C, state: State) => readonly E[]
  readonly evolve: (state: State, event: E) => State
}

export const fold = <State, E extends DomainEvent>(
  decider: Pick<Decider<State, never, E>, 'initialState' | 'evolve'>,
  events: readonly E[],
): State => events.reduce(decider.evolve, decider.initialState())

/** For the exhaustive end of a `switch` over a union: the compiler proves this is never reached. */
export const assertNever = (value: never): never => {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`)
}
