import type { Translation } from '@teamspace/domain/i18n/messages'
import type { allergiesMessages } from './allergies.messages'

export default {
  nuts: 'Nüsse',
  peanuts: 'Erdnüsse',
  milk: 'Milch',
  egg: 'Ei',
  gluten: 'Gluten',
  soy: 'Soja',
  sesame: 'Sesam',
  fish: 'Fisch',
  shellfish: 'Schalentiere',
  nutsInTheTeam: 'Nussallergie im Team',
  peanutsInTheTeam: 'Erdnussallergie im Team',
  milkInTheTeam: 'Milchallergie im Team',
  eggInTheTeam: 'Eiallergie im Team',
  glutenInTheTeam: 'Glutenunverträglichkeit im Team',
  soyInTheTeam: 'Sojaallergie im Team',
  sesameInTheTeam: 'Sesamallergie im Team',
  fishInTheTeam: 'Fischallergie im Team',
  shellfishInTheTeam: 'Schalentierallergie im Team',

  allergiesInTheTeam: 'Allergien im Team',
  bringSafeFood: 'Bitte bring nur mit, was alle essen dürfen.',
  noneShared: 'Im Team wurden keine Allergien geteilt.',

  title: 'Allergien',
  intro:
    'Familien können die Allergien ihres Kindes ohne Namen mit dem Team teilen: Wer Essen mitbringt, sieht nur die Art der Allergie. Trainer sehen, um wen es geht.',
  loading: 'Allergien werden geladen…',
  loadFailed: 'Die Allergien konnten nicht geladen werden.',
  noChildren: 'Noch ist kein Kind von dir im Kader. Ein Trainer verknüpft Kinder mit der E-Mail-Adresse der Eltern.',
  allergiesOf: 'Allergien von {name}',
  share: 'Ohne den Namen von {name} mit dem Team teilen',
  notShared: 'Nicht mit dem Team geteilt',
  sharedByFamily: 'Von der Familie mit dem Team geteilt',
  save: 'Speichern',
  saved: 'Gespeichert.',
  saveFailed: 'Die Allergien konnten nicht gespeichert werden. Bitte versuch es noch einmal.',
} satisfies Translation<typeof allergiesMessages>
