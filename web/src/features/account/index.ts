// The account's public face: what other features may use of it (profile settings change the password and sign
// out; team and profile changes refresh the session).
export { accountKeys, changePassword, type Session } from './account.queries'
export { authErrorMessage } from './auth-errors'
export { NewPasswordFields } from './NewPasswordFields'
export { useSignOut } from './use-sign-out'
export { useAgeGroupLabel } from './use-age-group-label'
export { AgeGroupSelect } from './AgeGroupSelect'
export { accountErrorsMessages } from './account-errors.messages'
