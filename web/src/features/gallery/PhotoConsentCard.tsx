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
  const name = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const [chosen, setChosen] = useState<PhotoConsent | null>(null)
  const label = (consent: PhotoConsent) => t(consent === 'photos' ? m.photos : m.none)
  const save = useOutboxCommand({
    describe: (consent: PhotoConsent) => ({
      description: t(m.kept, { name: child.name, consent: label(consent) }),
    }),
    queued: () => undefined,
    mutationFn: async (consent: PhotoConsent, commandId) => {
      await setPhotoConsent(child.playerId, consent, commandId)
    },
  })
  const shown = chosen ?? child.consent
  const choose = async (consent: PhotoConsent) => {
    setFailure(null)
    setChosen(consent)
    try {
      await save.mutateAsync(consent)
    } catch (error) {
      setFailure(isClientError(error) ? error.message : failureMessage(error, t(m.saveFailed)))
    } finally {
      setChosen(null)
    }
  }
  return (
    <fieldset className="photo-consent__child" disabled={save.isPending}>
      <legend>{t(m.consentOf, { name: child.name })}</legend>
      {shown === null && <p className="field__hint">{t(m.notAnswered)}</p>}
      <div className="photo-consent__choices">
        {photoConsents.map((consent) => (
          <label key={consent} className="photo-consent__choice">
            <input
              type="radio"
              name={name}
              value={consent}
              checked={shown === consent}
              onChange={() => void choose(consent)}
            />
            {label(consent)}
          </label>
        ))}
      </div>
      {failure && <Notice tone="error">{failure}</Notice>}
    </fieldset>
  )
}

/** The coach's setting: what counts for a child whose family has not answered. */
function DefaultChoice({ value }: { value: PhotoConsentDefault }) {
  const t = useT()
  const name = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const [chosen, setChosen] = useState<PhotoConsentDefault | null>(null)
  const save = useOutboxCommand({
    describe: (consentDefault: PhotoConsentDefault) => ({
      description: `${t(m.teamDefault)}: ${t(consentDefault === 'ask' ? m.defaultAsk : m.defaultPhotos)}`,
    }),
    queued: () => undefined,
    mutationFn: async (consentDefault: PhotoConsentDefault, commandId) => {
      await setPhotoConsentDefault(consentDefault, commandId)
    },
  })
  const shown = chosen ?? value
  const choose = async (consentDefault: PhotoConsentDefault) => {
    setFailure(null)
    setChosen(consentDefault)
    try {
      await save.mutateAsync(consentDefault)
    } catch (error) {
      setFailure(isClientError(error) ? error.message : failureMessage(error, t(m.saveFailed)))
    } finally {
      setChosen(null)
    }
  }
  return (
    <fieldset className="photo-consent__child" disabled={save.isPending}>
      <legend>{t(m.teamDefault)}</legend>
      <div className="photo-consent__choices">
        {photoConsentDefaults.map((consentDefault) => (
          <label key={consentDefault} className="photo-consent__choice">
            <input
              type="radio"
              name={name}
              value={consentDefault}
              checked={shown === consentDefault}
              onChange={() => void choose(consentDefault)}
            />
            {t(consentDefault === 'ask' ? m.defaultAsk : m.defaultPhotos)}
          </label>
        ))}
      </div>
      {failure && <Notice tone="error">{failure}</Notice>}
    </fieldset>
  )
}
