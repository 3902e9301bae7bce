import type { Translation } from '@teamspace/domain/i18n/messages'
import type { photoConsentBadgeMessages } from './photo-consent-badge.messages'

export default {
  title: 'Permiso de fotos',
  allowedBadge: 'Fotos OK',
  noPhotosBadge: 'Sin fotos',
  askBadge: 'Sin respuesta',
} satisfies Translation<typeof photoConsentBadgeMessages>
