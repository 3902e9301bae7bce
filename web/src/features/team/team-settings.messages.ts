import { defineMessages } from '@teamspace/domain/i18n/messages'

/** The words of Team Settings: the team's details and its members. */
export const teamSettingsMessages = defineMessages('team-settings', {
  detailsTitle: 'Team details',
  teamName: 'Team name',
  ageGroup: 'Age group',
  timeZone: 'Time zone',
  timeZoneHint: 'Practice and game times are shown in this time zone.',
  language: 'Team language',
  languageHint:
    'For new members whose phone speaks none of the app’s languages, and for mails and notifications to anyone who hasn’t chosen one.',
  saved: 'Team settings saved.',
  saveChanges: 'Save changes',
  saveFailed: 'Failed to save team settings. Please try again.',
  membersTitle: 'Members ({count})',
  removeTitle: 'Remove {name} from the team?',
  removeThisMember: 'Remove this member from the team?',
  removeDescription:
    'They will no longer be able to sign in to the team space. This cannot be undone; to come back they need a new invite.',
  removeConfirm: 'Remove member',
  removeFailed: 'Failed to remove the member. Please try again.',
  you: 'You',
  joined: 'Joined {date}',
  roleFor: 'Role for {name}',
  remove: 'Remove',
  changeRoleFailed: 'Failed to change the role. Please try again.',
})
