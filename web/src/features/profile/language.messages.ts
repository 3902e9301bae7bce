import { defineMessages } from '@teamspace/domain/i18n/messages'

/** Profile → Language: the language the person reads the app, its mails and its pushes in. */
export const languageMessages = defineMessages('language', {
  title: 'Language',
  label: 'Language of the app, e-mails and notifications',
  hint: 'Dates and times follow it too. Your choice is kept with your account, on every device.',
  saved: 'Language saved.',
  saveFailed: 'Could not save your language. Please try again.',
})
