import type { z } from 'zod'

/** The first message for each top-level field, as a form shows it beside the field. */
export type FieldErrors = Partial<Record<string, string>>

export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = issue.path[0]
    if (field === undefined) continue
    const key = String(field)
    errors[key] ??= issue.message
  }
  return errors
}

/** Every problem a schema finds in the values, by field; empty when they pass. */
export function validate(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values)
  return result.success ? {} : fieldErrorsOf(result.error.issues)
}

/** The errors worth showing: a field is judged once it has been left, or once the form was submitted. */
export function visibleErrors(errors: FieldErrors, touched: ReadonlySet<string>, submitted: boolean): FieldErrors {
  if (submitted) return errors
  const shown: FieldErrors = {}
  for (const [field, message] of Object.entries(errors)) {
    if (touched.has(field)) shown[field] = message
  }
  return shown
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean)

/** Moves focus to the first field marked invalid, after React has marked it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}

/**
 * For a submit button under fields that are checked when left: pressing it must not move focus first, or the
 * message that appears above it pushes it away from under the pointer and the click is lost.
 */
export const keepFocusOnPress = (event: { preventDefault: () => void }) => event.preventDefault()
