import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldErrors, fieldPath, hasFieldErrors } from './field-errors'

const schema = z
  .object({
    name: z.string().min(1, 'Name is required').min(2, 'Name is too short'),
    contacts: z.array(z.object({ phone: z.string().min(1, 'Phone is required') })),
  })
  .refine((value) => value.name !== 'nobody', 'Nobody is not a name')

const issuesOf = (value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues
}

describe('fieldErrors', () => {
  it('keeps the first message of each field', () => {
    expect(fieldErrors(issuesOf({ name: '', contacts: [] }))).toEqual({ name: 'Name is required' })
  })

  it('names nested fields by their dotted path', () => {
    expect(fieldErrors(issuesOf({ name: 'Sam', contacts: [{ phone: '1' }, { phone: '' }] }))).toEqual({
      'contacts.1.phone': 'Phone is required',
    })
  })

  it('puts a problem with the whole value under the root key', () => {
    expect(fieldErrors(issuesOf({ name: 'nobody', contacts: [] }))).toEqual({ _: 'Nobody is not a name' })
    expect(fieldPath([])).toBe('_')
  })

  it('finds nothing to say about a valid value', () => {
    const errors = fieldErrors(issuesOf({ name: 'Sam', contacts: [] }))
    expect(errors).toEqual({})
    expect(hasFieldErrors(errors)).toBe(false)
    expect(hasFieldErrors({ name: 'x' })).toBe(true)
  })
})
