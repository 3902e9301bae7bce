import { defineMessages } from '@teamspace/domain/i18n/messages'

/** The shared components' own words: dialogs, spinners and a page's error states. */
export const uiMessages = defineMessages('ui', {
  close: 'Close',
  cancel: 'Cancel',
  loading: 'Loading…',
  notAvailableOffline: 'Not available offline',
  notAvailableOfflineText: 'This page was not saved on this phone. It will load when you are back online.',
  cannotReachServer: 'Cannot reach the server',
  cannotReachServerText:
    'This page was not saved on this phone, and the signal is too weak to load it. It will load by itself when the server answers.',
  tryAgain: 'Try again',
  retry: 'Retry',
  goToDashboard: 'Go to the dashboard',
  notFound: 'Not found',
  notFoundText: 'This page or item does not exist, or it has been removed.',
  noAccess: 'You do not have access',
  noAccessText: 'This part of the team space is not open to you. Ask a coach if you think it should be.',
  somethingWentWrong: 'Something went wrong',
  couldNotLoad: 'The page could not be loaded. Check your connection and try again.',
})
