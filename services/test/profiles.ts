import { expect } from 'vitest'
import type { App } from '../src/app'
import { ORIGIN } from './app'

/**
 * Saves `member`'s profile as the Profile page does: every field sent, blanks and the default privacy (phone and
 * e-mail shown, the address hidden) unless `values` say otherwise.
 */
export const saveProfile = (app: App, member: { readonly name: string; readonly cookie: string }, values: object) =>
  app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: { origin: ORIGIN, cookie: member.cookie },
    payload: {
      name: member.name,
      phoneNumber: null,
      address: null,
      emergencyContact: null,
      emergencyPhone: null,
      privacy: { showPhone: true, showEmail: true, showAddress: false },
      ...values,
    },
  })

/** Saves `member`'s profile (see `saveProfile`), which must succeed. */
export const profileSaved = async (
  app: App,
  member: { readonly name: string; readonly cookie: string },
  values: object,
) => {
  const response = await saveProfile(app, member, values)
  expect(response.statusCode, response.body).toBe(200)
}
