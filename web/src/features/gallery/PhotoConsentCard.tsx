import { useQuery } from '@tanstack/react-query'
import { photoConsentDefaults, photoConsents } from '@teamspace/domain/gallery/gallery.events'
import type { PhotoConsent, PhotoConsentDefault } from '@teamspace/domain/gallery/gallery.events'
import type { PhotoConsentOverview } from '@teamspace/domain/gallery/gallery.schemas'
import { useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { useOutboxCommand } from '../../lib/outbox/use-outbox-command'
import { Notice } from '../../ui'
import { photoConsentQuery } from '../../shared/gallery/photo-consent'
import { photoConsentBadgeMessages } from '../../shared/gallery/photo-consent-badge.messages'
import { ConsentBadge } from '../../shared/gallery/PlayerPhotoConsent'
import { setPhotoConsent, setPhotoConsentDefault } from './gallery.queries'
import { photoConsentMessages as m } from './photo-consent.messages'
import './photo-consent.css'

type Child = PhotoConsentOverview['players'][number]

/**
 * Photo consent beside the gallery: a parent answers for each of their children ("photos in the team gallery" or
 * "no photos"); a coach sees every child's answer and sets what counts for a child without one.
 */
export function PhotoConsentCard() {
  const t = useT()
  const query = useQuery(photoConsentQuery())
  if (!query.data) return null
  const { players, canChangeDefault } = query.data
  const mine = players.filter((child) => child.canChange)
  return (
    <section className="card photo-consent" aria-labelledby="photo-consent-title">
      <h2 id="photo-consent-title">{t(photoConsentBadgeMessages.title)}</h2>
      {canChangeDefault ? <p>{t(m.coachIntro)}</p> : <p>{t(m.intro)}</p>}
      {mine.map((child) => (
        <ChildConsent key={child.playerId} child={child} />
      ))}
      {!canChangeDefault && mine.length === 0 && <p className="field__hint">{t(m.noChildren)}</p>}
      {canChangeDefault && (
        <>
          <DefaultChoice value={query.data.consentDefault} />
          <ul className="photo-consent__list">
            {players.map((child) => (
              <li key={child.playerId}>
                <span>{child.name}</span> <ConsentBadge consent={child.consent} allowed={child.allowed} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** One child's two choices, saved at a tap (kept on the phone and sent when the signal returns). */
function ChildConsent({ child }: { child: Child }) {
  const t = useT()
  const label = (consent: PhotoConsent) => t(consent === 'photos' ? m.photos : m.none)
  return (
    <SavedChoice
      legend={t(m.consentOf, { name: child.name })}
      unanswered={t(m.notAnswered)}
      value={child.consent}
      choices={photoConsents}
      label={label}
      describe={(consent) => t(m.kept, { name: child.name, consent: label(consent) })}
      send={(consent, commandId) => setPhotoConsent(child.playerId, consent, commandId)}
    />
  )
}

/** The coach's setting: what counts for a child whose family has not answered. */
function DefaultChoice({ value }: { value: PhotoConsentDefault }) {
  const t = useT()
  const label = (consentDefault: PhotoConsentDefault) => t(consentDefault === 'ask' ? m.defaultAsk : m.defaultPhotos)
  return (
    <SavedChoice
      legend={t(m.teamDefault)}
      value={value}
      choices={photoConsentDefaults}
      label={label}
      describe={(consentDefault) => `${t(m.teamDefault)}: ${label(consentDefault)}`}
      send={(consentDefault, commandId) => setPhotoConsentDefault(consentDefault, commandId)}
    />
  )
}

/**
 * A set of radio choices saved at a tap through the outbox: the tapped one shows as chosen while its save is under
 * way, and a refusal or failure shows beneath.
 */
function SavedChoice<Choice extends string>({
  legend,
  unanswered,
  value,
  choices,
  label,
  describe,
  send,
}: {
  legend: string
  /** Said above the choices while none is chosen yet. */
  unanswered?: string
  value: Choice | null
  choices: readonly Choice[]
  label: (choice: Choice) => string
  /** The save in words, for the list of queued saves. */
  describe: (choice: Choice) => string
  send: (choice: Choice, commandId: string) => Promise<unknown>
}) {
  const t = useT()
  const name = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const [chosen, setChosen] = useState<Choice | null>(null)
  const save = useOutboxCommand({
    describe: (choice: Choice) => ({ description: describe(choice) }),
    queued: () => undefined,
    mutationFn: async (choice: Choice, commandId) => {
      await send(choice, commandId)
    },
  })
  const shown = chosen ?? value
  const choose = async (choice: Choice) => {
    setFailure(null)
    setChosen(choice)
    try {
      await save.mutateAsync(choice)
    } catch (error) {
      setFailure(isClientError(error) ? error.message : failureMessage(error, t(m.saveFailed)))
    } finally {
      setChosen(null)
    }
  }
  return (
    <fieldset className="photo-consent__child" disabled={save.isPending}>
      <legend>{legend}</legend>
      {shown === null && unanswered && <p className="field__hint">{unanswered}</p>}
      <div className="photo-consent__choices">
        {choices.map((choice) => (
          <label key={choice} className="photo-consent__choice">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={shown === choice}
              onChange={() => void choose(choice)}
            />
            {label(choice)}
          </label>
        ))}
      </div>
      {failure && <Notice tone="error">{failure}</Notice>}
    </fieldset>
  )
}
