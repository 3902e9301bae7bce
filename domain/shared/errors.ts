/**
 * Typed domain errors. The HTTP layer maps each kind to one status code in one place
 * (services/src/platform/http/error-handler.ts); messages are the product's user-facing words.
 * `code` is a stable machine-readable name the browser may branch on (e.g. 'invalid-invite'); it defaults to the kind.
 */
export type DomainErrorKind =
  'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'unprocessable'

export interface DomainErrorOptions {
  readonly code?: string
  /** Field-level messages, keyed by field name, when a form needs to show them beside its inputs. */
  readonly fields?: Record<string, string>
}

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind
  readonly fields: Record<string, string>
  readonly #code: string | undefined

  constructor(message: string, options: DomainErrorOptions = {}) {
    super(message)
    this.name = new.target.name
    this.fields = options.fields ?? {}
    this.#code = options.code
  }

  get code(): string {
    return this.#code ?? this.kind
  }
}

export class ValidationError extends DomainError {
  readonly kind = 'validation'
}

export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated'
  constructor(message = 'Please sign in to continue.', options?: DomainErrorOptions) {
    super(message, options)
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden'
  constructor(message = 'You do not have permission to do that.', options?: DomainErrorOptions) {
    super(message, options)
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found'
  constructor(message = 'Not found.', options?: DomainErrorOptions) {
    super(message, options)
  }
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict'
  constructor(
    message = 'Someone else changed this at the same moment. Please try again.',
    options?: DomainErrorOptions,
  ) {
    super(message, options)
  }
}

export const commandIdReusedMessage = 'This request was already used for a different change.'

/**
 * An Idempotency-Key (command id) sent again with another request than the one it was first recorded for: another
 * body, address, member or team. Its first answer belongs to that request, and this one is not made either (the
 * IETF Idempotency-Key draft's 422).
 */
export class CommandIdReused extends DomainError {
  readonly kind = 'unprocessable'
  constructor(message = commandIdReusedMessage, options: DomainErrorOptions = { code: 'command-id-reused' }) {
    super(message, options)
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError
