import type { AnyFieldLikeMetaBase, AnyFieldMeta, AnyFormApi, ValidationLogicFn } from '@tanstack/react-form'
import { fieldErrors, hasFieldErrors, type FieldErrors } from '@teamspace/domain/shared/field-errors'
import type { z } from 'zod'
import { translateRefusal } from '../i18n/locale'
import { isClientError } from './api'

export type { FieldErrors }

/**
 * Any form, whatever its values. The form library's own "any form" type refuses forms without submit meta, so
 * the helpers here take this and read the form through `asAny`.
 */
export interface SomeForm {
  readonly state: { readonly submissionAttempts: number; readonly isSubmitting: boolean }
}
const asAny = (form: SomeForm) => form as unknown as AnyFormApi

// ---- Checking: one schema (or check) per form, run on every change, every leave and every submit ----

/**
 * A form is checked as a whole each time a field changes or is left and when it is submitted, under one key
 * (`onDynamic`), so a message never outlives the value it was about. Whether it shows is `shownError`'s call.
 */
export const checkOnEveryEvent: ValidationLogicFn = ({ validators, event, form, runValidation }) => {
  const check: unknown = validators?.onDynamic
  // The library reads the validators to run from what this returns, though its type says void.
  return runValidation({
    validators: event.async || event.type === 'mount' ? [] : [{ fn: check, cause: 'dynamic' }],
    form,
  })
}

/**
 * The form's name for a field path: `emergencyContacts.0.name` is `emergencyContacts[0].name` to the form,
 * as array items are named there.
 */
export const formFieldName = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]')

/**
 * A form-level validator from a check that names its problems by field path (as the server does), each in the
 * person's language: the checks word them in English, as the domain's schemas do.
 */
export function checkWith<Values>(check: (values: Values) => FieldErrors) {
  return ({ value }: { value: Values }) => {
    const errors = check(value)
    if (!hasFieldErrors(errors)) return undefined
    const fields: Record<string, string> = {}
    for (const [path, message] of Object.entries(errors)) fields[formFieldName(path)] = translateRefusal(message)
    return { fields }
  }
}

/** Every problem a schema finds in the values, one message per field path; empty when they pass. */
export function validate(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values)
  return result.success ? {} : fieldErrors(result.error.issues)
}

/** A form-level validator from a domain schema, given the form's values (or what they become as a request). */
export const checkSchema = <Values>(schema: z.ZodType, toInput: (values: Values) => unknown = (values) => values) =>
  checkWith<Values>((values) => validate(schema, toInput(values)))

// ---- Showing: the one rule for when a field's message is shown ----

/**
 * A field is judged once it is left after being edited, or left holding a value: passing through an empty
 * field is not a mistake, so that one only complains after a submit.
 */
export const isJudgedOnLeave = (value: unknown, meta: Pick<AnyFieldMeta, 'isDirty'>) =>
  meta.isDirty || (value !== '' && value !== undefined && value !== null)

/** The message to show beside a field: once it has been judged (`isBlurred`), or after any submit attempt. */
export function shownError(
  meta: Pick<AnyFieldMeta, 'isBlurred' | 'errors'>,
  submissionAttempts: number,
): string | undefined {
  if (!meta.isBlurred && submissionAttempts === 0) return undefined
  const first: unknown = meta.errors.find(Boolean)
  return typeof first === 'string' ? first : undefined
}

/** A field being left: it is judged only when the rule above says so (only judged fields count as blurred). */
export function leaveField(field: {
  state: { value: unknown; meta: Pick<AnyFieldMeta, 'isDirty'> }
  handleBlur: () => void
}) {
  if (isJudgedOnLeave(field.state.value, field.state.meta)) field.handleBlur()
}

/** The message shown for a field path, wherever the form has one, by the same rule. */
export function shownErrorAt(form: SomeForm, path: string): string | undefined {
  const meta = asAny(form).getFieldMeta(formFieldName(path))
  return meta ? shownError(meta, form.state.submissionAttempts) : undefined
}

// ---- The server's word: a 400's `error.fields`, shown beside the fields until they change ----

/** The per-field messages a refused request carries (`error.fields`), by field path, in the person's language. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isClientError(error) || typeof error.body !== 'object' || error.body === null) return {}
  const fields = (error.body as { error?: { fields?: unknown } }).error?.fields
  if (typeof fields !== 'object' || fields === null) return {}
  const errors: FieldErrors = {}
  for (const [path, message] of Object.entries(fields)) {
    if (typeof message === 'string') errors[path] = translateRefusal(message)
  }
  return errors
}

/**
 * Puts the server's messages beside their fields (after a submit, so they show at once). Returns whether any
 * found its field: a message about something the form does not show belongs in the form's own notice.
 */
export function showServerErrors(form: SomeForm, errors: FieldErrors): boolean {
  const api = asAny(form)
  let placed = false
  for (const [path, message] of Object.entries(errors)) {
    const name = formFieldName(path)
    if (!api.getFieldMeta(name)) continue
    api.setFieldMeta(name, (previous: AnyFieldLikeMetaBase) => ({
      ...previous,
      errorMap: { ...previous.errorMap, onServer: message },
    }))
    placed = true
  }
  return placed
}

/** Whether a field path is the field `outer` or one of its parts (`parentEmails[1]`, `contacts[0].name`). */
const isWithin = (inner: string, outer: string) =>
  inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`)

/**
 * Forgets the server's messages: for a field that changed (with its rows, and the lists it is a row of, whose
 * message was about it), or for all of them before the form is sent again.
 */
export function clearServerErrors(form: SomeForm, changed?: string) {
  const api = asAny(form)
  const name = changed === undefined ? undefined : formFieldName(changed)
  for (const [key, meta] of Object.entries(api.state.fieldMeta as Record<string, AnyFieldMeta | undefined>)) {
    if (!meta?.errorMap.onServer) continue
    if (name !== undefined && !isWithin(key, name) && !isWithin(name, key)) continue
    api.setFieldMeta(key, (previous: AnyFieldLikeMetaBase) => ({
      ...previous,
      errorMap: { ...previous.errorMap, onServer: undefined },
    }))
  }
}

/** A refusal whose messages belong beside fields (a 4xx with `error.fields`): shown there, and true if any was. */
export const showRefusal = (form: SomeForm, error: unknown): boolean => showServerErrors(form, serverFieldErrors(error))

// ---- Focus and pointer ----

/** Moves focus to the first field marked invalid, after React has marked it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}

/**
 * For a submit button under fields that are checked when left: pressing it must not move focus first, or the
 * message that appears above it pushes it away from under the pointer and the click is lost.
 */
export const keepFocusOnPress = (event: { preventDefault: () => void }) => event.preventDefault()
