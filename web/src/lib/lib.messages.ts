import { defineMessages } from '@teamspace/domain/i18n/messages'

/** The words the api client, the forms and the saves kept without signal give the person. */
export const libMessages = defineMessages('lib', {
  network: 'Could not reach the server. Check your connection and try again.',
  close: 'Close',
  cancel: 'Cancel',
  kept: 'No signal: saved on this phone. It will be sent when the signal returns.',
  tooBig:
    'Could not reach the server, and this is too big to keep on this phone until the signal returns. Try again with signal.',
  waitingForSignal: 'Waiting for signal…',
})
