import { defineMessages } from '@teamspace/domain/i18n/messages'

/** The words of the pages for someone signed in (joining or creating another team) and of the reset link's page. */
export const accountPagesMessages = defineMessages('account-pages', {
  joinAnotherTeam: 'Join another team',
  alreadyMember: 'You are already a member of {teamName}.',
  goTo: 'Go to {teamName}',
  joinTeam: 'Join Team',
  notNow: 'Not now, back to {teamName}',
  createAnotherTeam: 'Create another team',
  coachAndTimeZone: 'You will be its coach. Its calendar uses this device’s time zone ({timeZone}).',
  createTeam: 'Create Team',
  chooseNewPassword: 'Choose a new password',
  signedInOnceSaved: 'You will be signed in once it is saved.',
  saveNewPassword: 'Save new password',
  requestNewLink: 'Request a new reset link',
  backToSignIn: 'Back to sign in',
})
