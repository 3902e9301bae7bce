import { describe, it } from 'vitest'
import { ForbiddenError } from '../shared/errors'
import type { CommandMetadata } from '../shared/events'
import { specFor, testMetadata } from '../shared/testing'
import type { PhotoConsentCommand } from './gallery.commands'
import type { PhotoConsent, PhotoConsentEvent } from './gallery.events'
import { galleryMessages } from './gallery.schemas'
import { photoConsentDecider } from './photo-consent.decider'

const spec = specFor(photoConsentDecider)
const parent = testMetadata({ actor: { userId: 'user-parent', role: 'parent' } })
const otherParent = testMetadata({ actor: { userId: 'user-other', role: 'parent' } })
const coach = testMetadata()
const at = parent.now.toISOString()

const set = (consent: PhotoConsent, by: CommandMetadata = parent): PhotoConsentCommand => ({
  type: 'SetPhotoConsent',
  data: { teamId: 't1', playerId: 'mia', consent, parentIds: ['user-parent', 'user-spouse'] },
  metadata: by,
})
const wasSet = (consent: PhotoConsent): PhotoConsentEvent => ({
  type: 'PhotoConsentSet',
  data: { teamId: 't1', playerId: 'mia', consent, setAt: at },
})

describe('photo consent decider', () => {
  it('records a linked parent’s answer, and each change of it', () => {
    spec([])
      .when(set('none'))
      .then([wasSet('none')])
    spec([wasSet('none')])
      .when(set('photos'))
      .then([wasSet('photos')])
  })

  it('records nothing when the answer is what it was', () =>
    spec([wasSet('none')])
      .when(set('none'))
      .then([]))

  it('refuses anyone not linked to the child: another parent, a coach', () => {
    spec([]).when(set('photos', otherParent)).thenThrows(ForbiddenError, galleryMessages.notYourChild)
    spec([]).when(set('photos', coach)).thenThrows(ForbiddenError, galleryMessages.notYourChild)
  })

  describe('the team’s default', () => {
    const setDefault = (consentDefault: 'ask' | 'photos', by: CommandMetadata = coach): PhotoConsentCommand => ({
      type: 'SetPhotoConsentDefault',
      data: { teamId: 't1', consentDefault },
      metadata: by,
    })
    const defaultSet: PhotoConsentEvent = {
      type: 'PhotoConsentDefaultSet',
      data: { teamId: 't1', consentDefault: 'photos', setAt: coach.now.toISOString() },
    }

    it('asks families first until a coach says otherwise', () => {
      spec([]).when(setDefault('ask')).then([])
      spec([]).when(setDefault('photos')).then([defaultSet])
      spec([defaultSet]).when(setDefault('photos')).then([])
    })

    it('is a coach’s to set', () =>
      spec([]).when(setDefault('photos', parent)).thenThrows(ForbiddenError, galleryMessages.notCoach))
  })
})
