import { FieldApi, FormApi } from '@tanstack/react-form'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError } from './api'
import {
  checkOnEveryEvent,
  checkSchema,
  clearServerErrors,
  formFieldName,
  isJudgedOnLeave,
  leaveField,
  serverFieldErrors,
  shownError,
  shownErrorAt,
  showRefusal,
} from './form'

const schema = z
  .object({
    email: z.string().min(1, 'Email is required').email('Please enter a valid email address'),
    password: z.string().min(6, 'Password must be at least 6 characters'),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
type Values = z.input<typeof schema>

function setUp(defaults: Partial<Values> = {}) {
  let submitted: Values | undefined
  const form = new FormApi({
    defaultValues: { email: '', password: '', confirmPassword: '', ...defaults },
    validationLogic: checkOnEveryEvent,
    validators: { onDynamic: checkSchema<Values>(schema) },
    onSubmit: ({ value }) => {
      submitted = value
    },
  })
  form.mount()
  const field = (name: keyof Values) => {
    const api = new FieldApi({ form, name })
    api.mount()
    return api
  }
  const fields = { email: field('email'), password: field('password'), confirmPassword: field('confirmPassword') }
  const shown = (name: keyof Values) => shownError(fields[name].state.meta, form.state.submissionAttempts)
  return { form, fields, shown, submitted: () => submitted }
}

describe('when a field shows its error', () => {
  it('stays quiet while the person types, and speaks once the field is left', () => {
    const { fields, shown } = setUp()
    fields.email.handleChange('sam@')
    expect(shown('email')).toBeUndefined()
    leaveField(fields.email)
    expect(shown('email')).toBe('Please enter a valid email address')
  })

  it('does not blame an empty field that was only passed through', () => {
    const { fields, shown } = setUp()
    leaveField(fields.email)
    expect(shown('email')).toBeUndefined()
  })

  it('judges a field left holding a value it was given', () => {
    const { fields, shown } = setUp({ email: 'sam@' })
    leaveField(fields.email)
    expect(shown('email')).toBe('Please enter a valid email address')
  })

  it('judges a field emptied again after an edit', () => {
    const { fields, shown } = setUp()
    fields.email.handleChange('s')
    fields.email.handleChange('')
    leaveField(fields.email)
    expect(shown('email')).toBe('Email is required')
  })

  it('shows every error after a submit attempt, and sends nothing', async () => {
    const { form, shown, submitted } = setUp()
    await form.handleSubmit()
    expect(shown('email')).toBe('Email is required')
    expect(shown('password')).toBe('Password must be at least 6 characters')
    expect(submitted()).toBeUndefined()
  })

  it('follows the values: a fixed field stops complaining as it is typed', async () => {
    const { form, fields, shown } = setUp({ email: 'sam@example.com' })
    fields.password.handleChange('secret1')
    fields.confirmPassword.handleChange('secret2')
    await form.handleSubmit()
    expect(shown('confirmPassword')).toBe('Passwords do not match')
    fields.password.handleChange('secret2')
    expect(shown('confirmPassword')).toBeUndefined()
  })

  it('sends the values once they pass', async () => {
    const { form, fields, submitted } = setUp({ email: 'sam@example.com' })
    fields.password.handleChange('secret1')
    fields.confirmPassword.handleChange('secret1')
    await form.handleSubmit()
    expect(submitted()).toEqual({ email: 'sam@example.com', password: 'secret1', confirmPassword: 'secret1' })
  })
})

describe('the rule on its own', () => {
  it('judges a left field when it was edited or holds a value', () => {
    expect(isJudgedOnLeave('', { isDirty: false })).toBe(false)
    expect(isJudgedOnLeave('', { isDirty: true })).toBe(true)
    expect(isJudgedOnLeave('x', { isDirty: false })).toBe(true)
  })

  it('shows the first message of a judged field, or of any field after a submit', () => {
    const meta = { isBlurred: false, errors: [undefined, 'Name is required', 'Other'] }
    expect(shownError(meta, 0)).toBeUndefined()
    expect(shownError(meta, 1)).toBe('Name is required')
    expect(shownError({ ...meta, isBlurred: true }, 0)).toBe('Name is required')
  })

  it('names array items as the form does', () => {
    expect(formFieldName('emergencyContacts.0.phoneNumber')).toBe('emergencyContacts[0].phoneNumber')
    expect(formFieldName('parentEmails.12')).toBe('parentEmails[12]')
    expect(formFieldName('name')).toBe('name')
  })
})

describe('the server’s field messages', () => {
  const refusal = (fields: unknown) =>
    new ApiError(400, 'x', 'validation', { error: { code: 'validation', message: 'x', fields } })

  it('are read from a refused request', () => {
    expect(serverFieldErrors(refusal({ email: 'Taken', n: 3 }))).toEqual({ email: 'Taken' })
    expect(serverFieldErrors(new ApiError(500, 'x'))).toEqual({})
    expect(serverFieldErrors(new Error('boom'))).toEqual({})
  })

  it('show beside their field at once, and go when it changes or the form is sent again', async () => {
    const { form, fields, shown } = setUp({ email: 'sam@example.com', password: 'secret1', confirmPassword: 'secret1' })
    await form.handleSubmit()
    expect(showRefusal(form, refusal({ email: 'An account with this email already exists.' }))).toBe(true)
    expect(shown('email')).toBe('An account with this email already exists.')
    expect(shownErrorAt(form, 'email')).toBe('An account with this email already exists.')
    fields.email.handleChange('kim@example.com')
    clearServerErrors(form, 'email')
    expect(shown('email')).toBeUndefined()

    showRefusal(form, refusal({ password: 'Wrong' }))
    clearServerErrors(form)
    expect(shownErrorAt(form, 'password')).toBeUndefined()
  })

  it('are not a field refusal when the answer names no field', () => {
    const { form } = setUp()
    expect(showRefusal(form, new ApiError(409, 'Conflict'))).toBe(false)
  })
})

describe('the server’s messages in lists', () => {
  it('go from the list and its row when a field of the row changes', async () => {
    const form = new FormApi({
      defaultValues: { emails: ['pat@', 'kim@example.com'] },
      validationLogic: checkOnEveryEvent,
      onSubmit: () => undefined,
    })
    form.mount()
    for (const name of ['emails', 'emails[0]', 'emails[1]'] as const) new FieldApi({ form, name }).mount()
    await form.handleSubmit()
    showRefusal(
      form,
      new ApiError(400, 'x', 'validation', {
        error: {
          fields: { emails: 'Please check parent email addresses', 'emails.0': 'Invalid', 'emails.1': 'Other' },
        },
      }),
    )
    clearServerErrors(form, 'emails[0]')
    expect(shownErrorAt(form, 'emails')).toBeUndefined()
    expect(shownErrorAt(form, 'emails.0')).toBeUndefined()
    expect(shownErrorAt(form, 'emails.1')).toBe('Other')
  })
})
