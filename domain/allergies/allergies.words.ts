import { defineMessages, type Translations } from '../i18n/messages'
import { speak } from '../i18n/speak'
import type { Language } from '../shared/languages'
import { allergenWords as words, type Allergen } from './allergies.constants'

/** Each allergen as the team hears of it outside the app (a reminder mail), never naming a child. */
export const allergyWordMessages = defineMessages('allergyWords', {
  nuts: words.nuts.inTheTeam,
  peanuts: words.peanuts.inTheTeam,
  milk: words.milk.inTheTeam,
  egg: words.egg.inTheTeam,
  gluten: words.gluten.inTheTeam,
  soy: words.soy.inTheTeam,
  sesame: words.sesame.inTheTeam,
  fish: words.fish.inTheTeam,
  shellfish: words.shellfish.inTheTeam,
})

export const allergyWordTranslations: Translations<typeof allergyWordMessages> = {
  de: {
    nuts: 'Nussallergie im Team',
    peanuts: 'Erdnussallergie im Team',
    milk: 'Milchallergie im Team',
    egg: 'Eiallergie im Team',
    gluten: 'Glutenunverträglichkeit im Team',
    soy: 'Sojaallergie im Team',
    sesame: 'Sesamallergie im Team',
    fish: 'Fischallergie im Team',
    shellfish: 'Schalentierallergie im Team',
  },
  es: {
    nuts: 'Alergia a los frutos secos en el equipo',
    peanuts: 'Alergia al cacahuete en el equipo',
    milk: 'Alergia a la leche en el equipo',
    egg: 'Alergia al huevo en el equipo',
    gluten: 'Intolerancia al gluten en el equipo',
    soy: 'Alergia a la soja en el equipo',
    sesame: 'Alergia al sésamo en el equipo',
    fish: 'Alergia al pescado en el equipo',
    shellfish: 'Alergia al marisco en el equipo',
  },
}

/** "Nut allergy in the team", "Nussallergie im Team": an allergen in `language`. */
export const allergenInTheTeam = (allergen: Allergen, language: Language) =>
  speak(language, allergyWordMessages, allergyWordTranslations)(allergen)
