import type { Translation } from '@teamspace/domain/i18n/messages'
import type { galleryTagMessages } from './gallery-tags.messages'

export default {
  game: 'Partido',
  practice: 'Entrenamiento',
  team: 'Equipo',
  celebration: 'Celebración',
  training: 'Ejercicios',
  tournament: 'Torneo',
  awards: 'Premios',
} satisfies Translation<typeof galleryTagMessages>
