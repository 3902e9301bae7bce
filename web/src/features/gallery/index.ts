// The gallery's public face: the roster shows coaches each child's photo consent.
export { PlayerPhotoConsent } from './PhotoConsentCard'
