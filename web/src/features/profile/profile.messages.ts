import { defineMessages } from '@teamspace/domain/i18n/messages'

/** The words of the person's details, their privacy in the directory and their password. */
export const profileMessages = defineMessages('profile', {
  detailsTitle: 'Your details',
  name: 'Name',
  email: 'Email',
  emailHint: 'The address you sign in with.',
  phone: 'Phone',
  shownAs: 'Shown as {phone}',
  address: 'Address',
  emergencyContact: 'Emergency contact',
  emergencyPhone: 'Emergency phone',
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile. Please try again.',
  saveProfile: 'Save profile',
  privacy: 'Privacy',
  privacyHint:
    'In {teamName}: choose what other families see in the team directory. Each of your teams has its own choices. Coaches always see your contact details and emergency contact, so they can reach you.',
  showPhone: 'Show my phone number',
  showEmail: 'Show my email',
  showAddress: 'Show my address',
  passwordTitle: 'Password',
  googlePassword: 'You sign in with Google, so there is no Team Space password to change.',
  changePassword: 'Change password',
  changePasswordIntro: 'You stay signed in here; every other device is signed out.',
  currentPassword: 'Current password',
})
