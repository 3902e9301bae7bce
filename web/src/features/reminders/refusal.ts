import { failureMessage, isClientError } from '../../lib/api'

/** The server's own words for a refusal (too soon, everyone answered); else the card's own. */
export const refusalOr = (error: unknown, otherwise: string) =>
  isClientError(error) ? error.message : failureMessage(error, otherwise)
