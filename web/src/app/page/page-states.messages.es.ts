import type { Translation } from '@teamspace/domain/i18n/messages'
import type { pageStatesMessages } from './page-states.messages'

export default {
  loadingPage: 'Cargando la página…',
  stillLoading: 'Sigue cargando…',
  stillLoadingText: 'Puede que haya poca cobertura: la página aparecerá en cuanto responda el servidor.',
} satisfies Translation<typeof pageStatesMessages>
