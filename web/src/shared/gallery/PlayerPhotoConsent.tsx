import { useQuery } from '@tanstack/react-query'
import type { PhotoConsent } from '@teamspace/domain/gallery/gallery.events'
import { useT } from '../../i18n/use-t'
import { Badge } from '../../ui'
import { photoConsentQuery } from './photo-consent'
import { photoConsentBadgeMessages as m } from './photo-consent-badge.messages'
import './photo-consent.css'

/** A child's consent as a short word: what the family said, or that it has not. */
export function ConsentBadge({ consent, allowed }: { consent: PhotoConsent | null; allowed: boolean }) {
  const t = useT()
  if (consent === null) return <Badge tone={allowed ? 'success' : 'warning'}>{t(m.askBadge)}</Badge>
  return <Badge tone={allowed ? 'success' : 'danger'}>{t(allowed ? m.allowedBadge : m.noPhotosBadge)}</Badge>
}

/** A child's photo consent as the roster shows it to coaches: "Photo consent: No photos". */
export default function PlayerPhotoConsent({ playerId }: { playerId: string }) {
  const t = useT()
  const query = useQuery(photoConsentQuery())
  const child = query.data?.players.find((each) => each.playerId === playerId)
  if (!child) return null
  return (
    <p className="player-photo-consent">
      {t(m.title)}: <ConsentBadge consent={child.consent} allowed={child.allowed} />
    </p>
  )
}
