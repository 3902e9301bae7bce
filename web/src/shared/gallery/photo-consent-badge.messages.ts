import { defineMessages } from '@teamspace/domain/i18n/messages'

/** A child's photo consent as a badge: beside the gallery and, for coaches, on the roster. */
export const photoConsentBadgeMessages = defineMessages('photo-consent-badge', {
  title: 'Photo consent',
  allowedBadge: 'Photos OK',
  noPhotosBadge: 'No photos',
  askBadge: 'No answer yet',
})
