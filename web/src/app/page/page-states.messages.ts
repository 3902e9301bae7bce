import { defineMessages } from '@teamspace/domain/i18n/messages'

/** What a page says while it loads. */
export const pageStatesMessages = defineMessages('page-states', {
  loadingPage: 'Loading the page…',
  stillLoading: 'Still loading…',
  stillLoadingText: 'The signal may be weak: this page shows as soon as the server answers.',
})
