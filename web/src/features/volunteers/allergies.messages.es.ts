import type { Translation } from '@teamspace/domain/i18n/messages'
import type { allergiesMessages } from './allergies.messages'

export default {
  nuts: 'Frutos secos',
  peanuts: 'Cacahuetes',
  milk: 'Leche',
  egg: 'Huevo',
  gluten: 'Gluten',
  soy: 'Soja',
  sesame: 'Sésamo',
  fish: 'Pescado',
  shellfish: 'Marisco',
  nutsInTheTeam: 'Alergia a los frutos secos en el equipo',
  peanutsInTheTeam: 'Alergia al cacahuete en el equipo',
  milkInTheTeam: 'Alergia a la leche en el equipo',
  eggInTheTeam: 'Alergia al huevo en el equipo',
  glutenInTheTeam: 'Intolerancia al gluten en el equipo',
  soyInTheTeam: 'Alergia a la soja en el equipo',
  sesameInTheTeam: 'Alergia al sésamo en el equipo',
  fishInTheTeam: 'Alergia al pescado en el equipo',
  shellfishInTheTeam: 'Alergia al marisco en el equipo',

  allergiesInTheTeam: 'Alergias en el equipo',
  bringSafeFood: 'Por favor, trae comida que todos puedan tomar.',
  noneShared: 'Nadie ha compartido alergias en el equipo.',

  title: 'Alergias',
  intro:
    'Las familias pueden compartir las alergias de su hijo o hija con el equipo sin el nombre: quien trae comida solo ve el tipo de alergia. Los entrenadores ven de quién son.',
  loading: 'Cargando alergias…',
  loadFailed: 'No se pudieron cargar las alergias.',
  noChildren:
    'Todavía no hay ningún hijo tuyo en la plantilla. Un entrenador vincula a los niños con el correo de sus padres.',
  allergiesOf: 'Alergias de {name}',
  share: 'Compartir con el equipo, sin el nombre de {name}',
  notShared: 'No compartidas con el equipo',
  sharedByFamily: 'Compartidas con el equipo por la familia',
  save: 'Guardar',
  saved: 'Guardado.',
  saveFailed: 'No se pudieron guardar las alergias. Inténtalo de nuevo.',
} satisfies Translation<typeof allergiesMessages>
