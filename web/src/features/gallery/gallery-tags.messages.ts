import { defineMessages } from '@teamspace/domain/i18n/messages'

/** The seven photo tags (domain/gallery photoTags) as a chip names them. */
export const galleryTagMessages = defineMessages('gallery-tags', {
  game: 'Game',
  practice: 'Practice',
  team: 'Team',
  celebration: 'Celebration',
  training: 'Training',
  tournament: 'Tournament',
  awards: 'Awards',
})
