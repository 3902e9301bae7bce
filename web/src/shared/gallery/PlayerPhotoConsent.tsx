import { useQuery } from '@tanstack/react-query'
import type { PhotoConsent } from '@teamspace/domain/gallery/gallery.events'
import { useT } from '../../i18n/use-t'
import { Badge } from '../../ui'
import { CameraIcon } from '../../ui/icons'
import { photoConsentQuery } from './photo-consent'
import { photoConsentBadgeMessages as m } from './photo-consent-badge.messages'
import './photo-consent.css'

/** How a child's consent looks: its tone, its word, and the mark a phone's roster row shows instead of the word. */
const consentLook = (consent: PhotoConsent | null, allowed: boolean) =>
  consent === null
    ? ({ tone: allowed ? 'success' : 'warning', word: m.askBadge, mark: '?' } as const)
    : allowed
      ? ({ tone: 'success', word: m.allowedBadge, mark: '✓' } as const)
      : ({ tone: 'danger', word: m.noPhotosBadge, mark: '✕' } as const)

/** A child's consent as a short word: what the family said, or that it has not. */
export function ConsentBadge({ consent, allowed }: { consent: PhotoConsent | null; allowed: boolean }) {
  const t = useT()
  const look = consentLook(consent, allowed)
  return <Badge tone={look.tone}>{t(look.word)}</Badge>
}

/**
 * A child's photo consent as the roster shows it to coaches: "Photo consent: No photos" on a card; on a phone's row,
 * where a third line would push players out of the first screen, a camera with a mark beside the position (the words
 * kept for screen readers and as the mark's tooltip).
 */
export default function PlayerPhotoConsent({ playerId }: { playerId: string }) {
  const t = useT()
  const query = useQuery(photoConsentQuery())
  const child = query.data?.players.find((each) => each.playerId === playerId)
  if (!child) return null
  const look = consentLook(child.consent, child.allowed)
  const word = t(look.word)
  return (
    <span className="player-photo-consent" title={`${t(m.title)}: ${word}`}>
      <span className="player-photo-consent__label">{t(m.title)}: </span>
      <Badge tone={look.tone}>
        <span className="player-photo-consent__mark" aria-hidden="true">
          <CameraIcon size={14} />
          {look.mark}
        </span>
        <span className="player-photo-consent__word">{word}</span>
      </Badge>
    </span>
  )
}
