import { directoryMessages as spec } from '@teamspace/domain/directory/directory.schemas'
import { defineMessages } from '@teamspace/domain/i18n/messages'

/** The words of the Team Directory: the spec's (domain/directory/directory.schemas.ts) and the page's own. */
export const directoryMessages = defineMessages('directory', {
  noMatches: spec.noMatches,
  empty: spec.empty,
  refreshed: spec.refreshed,
  profileSaved: spec.profileSaved,
  coachesOnly: spec.coachesOnly,
  loadFailed: spec.loadFailed,
  searchLabel: 'Search members',
  searchPlaceholder: 'Member or player name…',
  refresh: 'Refresh',
  editProfile: 'Edit My Profile',
  loading: 'Loading the directory…',
  tryAnotherName: 'Try another member’s or player’s name.',
  clearSearch: 'Clear search',
  teamMembers: 'Team members',
  editDescription: 'Your details, and what other families see of them in the directory.',
  loadingProfile: 'Loading your profile…',
  cancel: 'Cancel',
  you: 'You',
  children: '{count, plural, one {Child:} other {Children:}} ',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  noContact: 'No contact details shared.',
  emergencyContactOf: 'Emergency contact of {name}',
  emergencyContact: 'Emergency contact',
})
