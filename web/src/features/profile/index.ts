// The profile's public face: the directory edits one's own profile with the same form.
export { ProfileForm } from './ProfileForm'
