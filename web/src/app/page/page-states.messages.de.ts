import type { Translation } from '@teamspace/domain/i18n/messages'
import type { pageStatesMessages } from './page-states.messages'

export default {
  loadingPage: 'Seite wird geladen…',
  stillLoading: 'Lädt noch…',
  stillLoadingText: 'Vielleicht ist der Empfang schwach: Die Seite erscheint, sobald der Server antwortet.',
} satisfies Translation<typeof pageStatesMessages>
