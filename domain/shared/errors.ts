/**
 * Typed domain errors. The HTTP layer maps each kind to one status code in one place
 * (services/src/platform/http/error-handler.ts); messages are the product's user-facing words.
 */
export type DomainErrorKind = 'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

export class ValidationError extends DomainError {
  readonly kind = 'validation';
  /** Field-level messages, keyed by field name, when a form needs to show them beside its inputs. */
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  constructor(message = 'Please sign in to continue.') {
    super(message);
    this.name = 'UnauthenticatedError';
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  constructor(message = 'You do not have permission to do that.') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
  constructor(message = 'Not found.') {
    super(message);
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  constructor(message = 'Someone else changed this at the same moment. Please try again.') {
    super(message);
    this.name = 'ConflictError';
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
