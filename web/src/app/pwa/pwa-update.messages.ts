import { defineMessages } from '@teamspace/domain/i18n/messages'

/** The banner of a new version of the app. */
export const pwaUpdateMessages = defineMessages('pwa-update', {
  ready: 'A new version is ready.',
  reload: 'Reload',
  later: 'Later',
})
