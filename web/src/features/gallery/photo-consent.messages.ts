import { defineMessages } from '@teamspace/domain/i18n/messages'

/** Photo consent, the children a photo names, held photos and the coach's blur. */
export const photoConsentMessages = defineMessages('photo-consent', {
  intro: 'Photos that show your child appear in the team gallery only with your consent.',
  photos: 'Photos in the team gallery',
  none: 'No photos',
  notAnswered: 'Not answered yet',
  teamDefault: 'For children without an answer',
  defaultAsk: 'Ask families first (no photos until they say yes)',
  defaultPhotos: 'Photos in the team gallery',
  coachIntro:
    'Each child’s family decides. A photo that names a child without consent is held: only coaches and its uploader see it.',
  noChildren: 'No child of yours is on the roster yet. Ask a coach to add your e-mail address to your child.',
  saved: 'Saved.',
  saveFailed: 'Could not save the photo consent. Please try again.',
  kept: 'Photo consent for {name}: {consent}',
  consentOf: 'Photo consent for {name}',

  whoIsIn: 'Who is in this photo?',
  whoIsInHint:
    'Name the players from the roster. A photo of a child without photo consent waits until the family agrees.',
  noPlayers: 'No players on the roster yet.',
  playersIn: 'In this photo',
  held: 'Held',
  heldTitle: 'Held: only coaches and the person who uploaded it see this photo',
  heldWhy: 'Waiting for photo consent for {names}.',
  editPlayers: 'Change who is in it',
  savePlayers: 'Save',
  cancel: 'Cancel',
  playersSaveFailed: 'Could not save who is in this photo. Please try again.',
  blur: 'Blur a region',
  blurHint: 'Drag over the part of the photo to blur, for example a face.',
  blurApply: 'Blur this region',
  blurring: 'Blurring…',
  blurFailed: 'Could not blur the photo. Please try again.',
  blurRegion: 'Region to blur',
})
