/** The first message for each field, keyed by its path: `name`, `parentEmails.1`, `emergencyContacts.0.phoneNumber`. */
export type FieldErrors = Record<string, string>

/** The key of a problem with the value as a whole rather than one of its fields. */
export const ROOT_FIELD = '_'

/** What a zod issue (or anything shaped like one) tells about where it is and what is wrong. */
export interface IssueLike {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

/** A path as the server and the browser both name it: its segments joined with '.', or '_' for the root. */
export const fieldPath = (path: readonly PropertyKey[]) => path.map(String).join('.') || ROOT_FIELD

/**
 * Issues to one message per field, the first one found. The server answers a 400 with these as `error.fields`,
 * and the browser shows the same keys beside its inputs, so both sides say the same thing in the same place.
 */
export function fieldErrors(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) errors[fieldPath(issue.path)] ??= issue.message
  return errors
}

export const hasFieldErrors = (errors: Partial<FieldErrors>) => Object.values(errors).some(Boolean)
