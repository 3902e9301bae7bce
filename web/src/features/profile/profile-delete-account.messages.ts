import { accountDeletionMessages as spec } from '@teamspace/domain/account/account.constants'
import { defineMessages } from '@teamspace/domain/i18n/messages'

/** The words of deleting one's account: the account's own (domain/account/account.constants.ts) and the card's. */
export const profileDeleteAccountMessages = defineMessages('profile-delete-account', {
  title: spec.title,
  goes: spec.goes,
  stays: spec.stays,
  confirm: spec.confirm,
  failed: spec.failed,
  passwordLabel: spec.passwordLabel,
  emailLabel: spec.emailLabel,
  intro: 'Leave every team you belong to and delete everything Team Space keeps about you. This cannot be undone.',
  confirmTitle: 'Delete your account?',
  whatGoes: 'What goes:',
  whatStays: 'What stays:',
  cannotBeUndone: 'This cannot be undone.',
})
