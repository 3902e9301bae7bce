import type { Allergen } from '@teamspace/domain/allergies/allergies.constants'
import { useT } from '../../i18n/use-t'
import { allergiesMessages } from './allergies.messages'

/**
 * What a family bringing food is told: the kinds of allergy the team's families chose to share ("Nut allergy in
 * the team"), never whose. Said on a food need's card and in its sign-up dialog.
 */
export function AllergenNotice({ allergens }: { allergens: readonly Allergen[] }) {
  const t = useT()
  if (allergens.length === 0)
    return <p className="allergen-notice allergen-notice--none">{t(allergiesMessages.noneShared)}</p>
  return (
    <section className="allergen-notice" aria-label={t(allergiesMessages.allergiesInTheTeam)}>
      <ul className="allergen-notice__list">
        {allergens.map((allergen) => (
          <li key={allergen}>{t(allergiesMessages[`${allergen}InTheTeam`])}</li>
        ))}
      </ul>
      <p className="allergen-notice__hint">{t(allergiesMessages.bringSafeFood)}</p>
    </section>
  )
}
