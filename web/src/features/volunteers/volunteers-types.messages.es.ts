import type { Translation } from '@teamspace/domain/i18n/messages'
import type { volunteerTypeMessages } from './volunteers-types.messages'

export default {
  snacks: 'Merienda',
  setup: 'Montaje',
  cleanup: 'Recogida',
  transportation: 'Transporte',
  equipment: 'Material',
  other: 'Otros',
  snacksDescription: 'Trae merienda sana y bebidas para que las compartan los jugadores.',
  setupDescription: 'Ayuda a montar las porterías, las redes y los banderines de córner antes del partido.',
  cleanupDescription: 'Ayuda a desmontar las porterías, recoger los balones y dejar el campo limpio.',
  transportationDescription: 'Lleva al campo y de vuelta a casa a los jugadores que necesiten transporte.',
  equipmentDescription: 'Trae la bolsa del equipo: balones, petos, conos, inflador y botiquín.',
  otherDescription: 'Echa una mano donde el equipo lo necesite.',
} satisfies Translation<typeof volunteerTypeMessages>
