import { expect } from 'vitest'
import type { Decider } from './decider'
import type { Command, CommandMetadata, DomainEvent } from './events'
import type { DomainError } from './errors'

/** Metadata for decider tests: a fixed clock and a coach actor unless a test says otherwise. */
export const testMetadata = (overrides: Partial<CommandMetadata> = {}): CommandMetadata => ({
  now: new Date('2026-09-01T10:00:00Z'),
  actor: { userId: 'user-coach', role: 'coach' },
  commandId: 'command-1',
  correlationId: 'correlation-1',
  ...overrides,
})

/**
 * Specification-style decider tests: given(events).when(command).then(events) / .thenThrows(ErrorClass, message).
 */
export const specFor =
  <State, C extends Command, E extends DomainEvent>(decider: Decider<State, C, E>) =>
  (given: readonly E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()))
      return {
        then: (expected: readonly E[]) => expect(run()).toEqual(expected),
        thenThrows: (errorClass: new (...args: never[]) => DomainError, message?: string) => {
          expect(run).toThrow(errorClass)
          if (message !== undefined) expect(run).toThrow(message)
        },
      }
    },
  })
