import { assertNever, type Decider } from '../shared/decider'
import { ForbiddenError } from '../shared/errors'
import { isCoachLike } from '../shared/roles'
import type { PhotoConsentCommand } from './gallery.commands'
import type { PhotoConsent, PhotoConsentDefault, PhotoConsentEvent } from './gallery.events'
import { galleryMessages } from './gallery.schemas'

/** One child's answer (stream `photo-consent-<playerId>`), or the team's default (its own stream): the last set. */
export interface PhotoConsentState {
  readonly consent: PhotoConsent | null
  readonly consentDefault: PhotoConsentDefault | null
}

/** Only a parent linked to the child changes the child's consent; only a coach the team's default. */
export const photoConsentDecider: Decider<PhotoConsentState, PhotoConsentCommand, PhotoConsentEvent> = {
  initialState: () => ({ consent: null, consentDefault: null }),
  decide: (command, state) => {
    const { data, metadata } = command
    const at = metadata.now.toISOString()
    switch (command.type) {
      case 'SetPhotoConsent': {
        const userId = metadata.actor?.userId
        if (userId === undefined || !command.data.parentIds.includes(userId))
          throw new ForbiddenError(galleryMessages.notYourChild, { code: 'not-your-child' })
        if (state.consent === command.data.consent) return []
        return [
          {
            type: 'PhotoConsentSet',
            data: { teamId: data.teamId, playerId: command.data.playerId, consent: command.data.consent, setAt: at },
          },
        ]
      }
      case 'SetPhotoConsentDefault': {
        if (!metadata.actor || !isCoachLike(metadata.actor.role))
          throw new ForbiddenError(galleryMessages.notCoach, { code: 'not-coach' })
        const current = state.consentDefault ?? 'ask'
        if (current === command.data.consentDefault) return []
        return [
          {
            type: 'PhotoConsentDefaultSet',
            data: { teamId: data.teamId, consentDefault: command.data.consentDefault, setAt: at },
          },
        ]
      }
      default:
        return assertNever(command)
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'PhotoConsentSet':
        return { ...state, consent: event.data.consent }
      case 'PhotoConsentDefaultSet':
        return { ...state, consentDefault: event.data.consentDefault }
      default:
        return assertNever(event)
    }
  },
}
