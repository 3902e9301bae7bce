import { allergenWords as words } from '@teamspace/domain/allergies/allergies.constants'
import { defineMessages } from '@teamspace/domain/i18n/messages'

/**
 * Allergies on the Volunteers page: each allergen by name and as the team hears of it without a child's name, and
 * the dialog where families (and coaches) keep a child's allergies.
 */
export const allergiesMessages = defineMessages('allergies', {
  nuts: words.nuts.name,
  peanuts: words.peanuts.name,
  milk: words.milk.name,
  egg: words.egg.name,
  gluten: words.gluten.name,
  soy: words.soy.name,
  sesame: words.sesame.name,
  fish: words.fish.name,
  shellfish: words.shellfish.name,
  nutsInTheTeam: words.nuts.inTheTeam,
  peanutsInTheTeam: words.peanuts.inTheTeam,
  milkInTheTeam: words.milk.inTheTeam,
  eggInTheTeam: words.egg.inTheTeam,
  glutenInTheTeam: words.gluten.inTheTeam,
  soyInTheTeam: words.soy.inTheTeam,
  sesameInTheTeam: words.sesame.inTheTeam,
  fishInTheTeam: words.fish.inTheTeam,
  shellfishInTheTeam: words.shellfish.inTheTeam,

  allergiesInTheTeam: 'Allergies in the team',
  bringSafeFood: 'Please bring food that is safe for everyone.',
  noneShared: 'No allergies shared in the team.',

  title: 'Allergies',
  intro:
    'Families can share a child’s allergies with the team without the child’s name: whoever brings food sees only the kind of allergy. Coaches see whose they are.',
  loading: 'Loading allergies…',
  loadFailed: 'Could not load the allergies.',
  noChildren: 'No child of yours is on the roster yet. A coach links children to their parents’ e-mail.',
  allergiesOf: 'Allergies of {name}',
  share: 'Share with the team, without {name}’s name',
  notShared: 'Not shared with the team',
  sharedByFamily: 'Shared with the team by the family',
  save: 'Save',
  saved: 'Saved.',
  saveFailed: 'Could not save the allergies. Please try again.',
})
