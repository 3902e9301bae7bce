/** A basic address shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const PASSWORD_MIN_LENGTH = 6

/** Who a new member says they are on the register screen; Coach needs an invite that grants a coach-like role. */
export const registerRoles = ['parent', 'coach'] as const
export type RegisterRole = (typeof registerRoles)[number]

/** Error codes the auth endpoints answer with, beside the HTTP status; the browser maps them to the spec's words. */
export const authErrorCodes = [
  'invalid-credential',
  'email-already-in-use',
  'too-many-requests',
  'invalid-invite',
  'coach-invite-required',
  'invalid-reset-token',
  'federated-not-configured',
  'already-member',
] as const
export type AuthErrorCode = (typeof authErrorCodes)[number]

/** The spec's words for each sign-in outcome (section 8), with the enumeration-safe deviation for sign-in. */
export const authMessages = {
  'invalid-credential': 'Invalid email or password. Please check your credentials.',
  'email-already-in-use': 'An account with this email already exists. Try signing in instead.',
  'too-many-requests': 'Too many failed attempts. Please wait a moment and try again.',
  'invalid-email': 'Please enter a valid email address.',
  'weak-password': 'Password is too weak. Please choose a stronger password.',
  'network-request-failed': 'Network error. Please check your connection and try again.',
  'permission-denied': 'There was a setup issue. Please contact support.',
  'invalid-invite': 'This invite link is invalid or has expired. Ask for a new one.',
  'coach-invite-required':
    'Only an invite from a coach can make you a coach. Choose Parent, or ask your coach for a coach invite.',
  'invite-required': 'You need an invite code to join a team. To start a new team, create a team instead.',
  'already-member': 'You are already a member of this team.',
  'invalid-reset-token': 'This reset link is invalid or has expired. Please ask for a new one.',
  'reset-sent': 'If an account exists for that email, we have sent a link to reset the password.',
  'password-changed': 'Your password has been changed.',
  fallback: 'Authentication failed. Please try again.',
} as const

export const federatedMessages = {
  'popup-closed-by-user': 'Sign-in was cancelled. Please try again.',
  'popup-blocked': 'Pop-up was blocked. Please allow pop-ups and try again.',
  'not-configured': 'Google sign-in is not configured for this site.',
  fallback: 'Google sign-in failed. Please try again.',
} as const

export const accountDeletionMessages = {
  title: 'Delete my account',
  /** What goes and what stays, as the confirmation dialog says it. */
  goes: 'Your name, e-mail address, phone number, address and emergency contact, your password and Google sign-in, your calendar subscription link, your e-mail settings and your membership of every team you belong to are deleted for good, and you are signed out everywhere.',
  stays:
    'What you wrote or recorded for the team (articles, events, stats, votes, sign-ups) stays, attributed to "Former member".',
  /** The team of which the person is the only coach, by name: an account in several teams may be it of any. */
  lastCoach: (teamName: string) =>
    `You are the only coach of ${teamName}. Make another member a coach before you delete your account: a team needs at least one coach.`,
  confirm: 'Delete my account',
  failed: 'Failed to delete your account. Please try again.',
  /** The field's label and its error when the password is wrong (the words of a wrong current password). */
  passwordLabel: 'Your password',
  wrongPassword: 'Current password is incorrect',
  /** For an account without a password. */
  emailLabel: 'Type your e-mail address to confirm',
  wrongEmail: 'This is not your account’s e-mail address',
} as const
