// The invites' public face: what other features may use of them.
export { ActiveInvitesCard } from './ActiveInvitesCard'
export { useInviteDialog } from './invite-dialog-context'
export { invitePreviewQuery } from './invites.queries'
export { invitesRelationshipsMessages } from './invites-relationships.messages'
