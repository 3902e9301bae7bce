import type { Translation } from '@teamspace/domain/i18n/messages'
import type { photoConsentBadgeMessages } from './photo-consent-badge.messages'

export default {
  title: 'Foto-Einwilligung',
  allowedBadge: 'Fotos OK',
  noPhotosBadge: 'Keine Fotos',
  askBadge: 'Noch keine Antwort',
} satisfies Translation<typeof photoConsentBadgeMessages>
