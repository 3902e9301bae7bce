import { useQuery } from '@tanstack/react-query'
import { allergens, inListOrder, type Allergen } from '@teamspace/domain/allergies/allergies.constants'
import type { ChildAllergies } from '@teamspace/domain/allergies/allergies.schemas'
import { useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { useCommand } from '../../lib/use-command'
import { Button, Dialog, Notice, Spinner } from '../../ui'
import { AllergenNotice } from './AllergenNotice'
import { allergiesMessages } from './allergies.messages'
import { allergiesPageQuery, saveChildAllergies } from './allergies.queries'

/**
 * A family's children's allergies, and their choice to share them with the team without the child's name; a coach
 * sees and keeps every child's (never sharing for a family). Mounted only while open.
 */
export function AllergiesDialog({ onClose }: { onClose: () => void }) {
  const t = useT()
  const page = useQuery(allergiesPageQuery())
  return (
    <Dialog open onClose={onClose} title={t(allergiesMessages.title)} description={t(allergiesMessages.intro)}>
      {page.isPending ? (
        <Spinner label={t(allergiesMessages.loading)} showLabel />
      ) : page.isError ? (
        <Notice tone="error">{t(allergiesMessages.loadFailed)}</Notice>
      ) : (
        <div className="stack allergies-dialog">
          <section className="stack" aria-label={t(allergiesMessages.allergiesInTheTeam)}>
            <h3 className="allergies-dialog__heading">{t(allergiesMessages.allergiesInTheTeam)}</h3>
            <AllergenNotice allergens={page.data.teamAllergens} />
          </section>
          {page.data.children.length === 0 ? (
            <p className="muted">{t(allergiesMessages.noChildren)}</p>
          ) : (
            page.data.children.map((child) => <ChildAllergiesForm key={child.playerId} child={child} />)
          )}
        </div>
      )}
    </Dialog>
  )
}

function ChildAllergiesForm({ child }: { child: ChildAllergies }) {
  const t = useT()
  const headingId = useId()
  const [chosen, setChosen] = useState<readonly Allergen[]>(child.allergens)
  const [shared, setShared] = useState(child.shared)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const save = useCommand({
    mutationFn: (_: void, commandId: string) =>
      saveChildAllergies(child.playerId, { allergens: [...chosen], ...(child.canShare ? { shared } : {}) }, commandId),
    onSuccess: () => setOutcome({ tone: 'success', text: t(allergiesMessages.saved) }),
    onError: (error) =>
      setOutcome({
        tone: 'error',
        text: isClientError(error) ? error.message : failureMessage(error, t(allergiesMessages.saveFailed)),
      }),
  })
  const toggle = (allergen: Allergen, on: boolean) => {
    setOutcome(null)
    setChosen(inListOrder(on ? [...chosen, allergen] : chosen.filter((code) => code !== allergen)))
  }

  return (
    <form
      className="child-allergies"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault()
        if (!save.isPending) save.mutate()
      }}
    >
      <fieldset className="choice-group">
        <legend id={headingId}>{t(allergiesMessages.allergiesOf, { name: child.name })}</legend>
        <div className="child-allergies__choices">
          {allergens.map((allergen) => (
            <label key={allergen} className="choice child-allergies__choice">
              <input
                type="checkbox"
                checked={chosen.includes(allergen)}
                onChange={(event) => toggle(allergen, event.target.checked)}
              />
              <span className="choice__text">{t(allergiesMessages[allergen])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {child.canShare ? (
        <label className="choice child-allergies__share">
          <input
            type="checkbox"
            checked={shared}
            onChange={(event) => {
              setOutcome(null)
              setShared(event.target.checked)
            }}
          />
          <span className="choice__text">{t(allergiesMessages.share, { name: child.name })}</span>
        </label>
      ) : (
        <p className="muted">{t(child.shared ? allergiesMessages.sharedByFamily : allergiesMessages.notShared)}</p>
      )}
      <div className="child-allergies__actions">
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t(allergiesMessages.save)}
        </Button>
        <p role="status" className="child-allergies__status">
          {outcome?.tone === 'success' ? outcome.text : null}
        </p>
      </div>
      {outcome?.tone === 'error' && <Notice tone="error">{outcome.text}</Notice>}
    </form>
  )
}
