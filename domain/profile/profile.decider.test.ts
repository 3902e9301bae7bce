import { describe, it } from 'vitest'
import { specFor, testMetadata } from '../shared/testing'
import { profileDecider, type ProfileCommand, type ProfileEvent, type ProfileField } from './profile.decider'

const spec = specFor(profileDecider)
const metadata = testMetadata({ actor: { userId: 'user-parent', role: 'parent' } })
const at = metadata.now.toISOString()

const command = <C extends ProfileCommand>(type: C['type'], data: C['data']) => ({ type, data, metadata }) as C
const update = (changedFields: ProfileField[]) => command('UpdateProfile', { userId: 'user-parent', changedFields })
const updated = (changedFields: ProfileField[]): ProfileEvent => ({
  type: 'ProfileUpdated',
  data: { userId: 'user-parent', changedFields, updatedAt: at },
})

describe('profile decider', () => {
  describe('editing a profile', () => {
    it('records which fields changed, and nothing of their values', () =>
      spec([])
        .when(update(['phoneNumber', 'privacy']))
        .then([updated(['phoneNumber', 'privacy'])]))

    it('records nothing when no field changed', () => spec([]).when(update([])).then([]))

    it('records each later change on its own, whatever came before', () =>
      spec([updated(['name']), updated(['address'])])
        .when(update(['emergencyContact', 'emergencyPhone']))
        .then([updated(['emergencyContact', 'emergencyPhone'])]))
  })

  describe('deleting an account', () => {
    it('records the deletion by the account’s id only', () =>
      spec([updated(['name'])])
        .when(command('DeleteAccount', { userId: 'user-parent' }))
        .then([{ type: 'AccountDeleted', data: { userId: 'user-parent', deletedAt: at } }]))
  })
})
