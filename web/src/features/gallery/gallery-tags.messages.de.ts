import type { Translation } from '@teamspace/domain/i18n/messages'
import type { galleryTagMessages } from './gallery-tags.messages'

export default {
  game: 'Spiel',
  practice: 'Training',
  team: 'Team',
  celebration: 'Jubel',
  training: 'Übungen',
  tournament: 'Turnier',
  awards: 'Ehrungen',
} satisfies Translation<typeof galleryTagMessages>
