import { describe, expect, it } from 'vitest'
import { fact, sentencesOf } from '../history/history.test-support'
import { names } from '../shared/current-names.fixture'
import { profileHistory } from './profile.history'

const { say } = sentencesOf(profileHistory, names)

describe('the profiles’ history', () => {
  it('names the changed fields, never the profile values', () => {
    expect(say(fact('ProfileUpdated', { userId: 'pat', changedFields: ['phoneNumber', 'address'] }, 'pat'))).toBe(
      'Pat Parent updated their phone number and address.',
    )
  })
})
