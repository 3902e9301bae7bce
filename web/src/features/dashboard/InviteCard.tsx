import { Link } from '@tanstack/react-router'
import { INVITE_LIFETIME_DAYS } from '@teamspace/domain/invites/relationships'
import { isCoachLike, type Role } from '@teamspace/domain/shared/roles'
import { useT } from '../../i18n/use-t'
import { Button, Card } from '../../ui'
import { useInviteDialog } from '../invites'
import { inviteLabel } from '../../app/shell/nav-links'
import { useTeamId } from '../../app/team/team-context'

/** A short nudge to bring people in: coaches invite parents and staff, families invite their own. */
export function InviteCard({ role }: { role: Role }) {
  const teamId = useTeamId()
  const { openInvite } = useInviteDialog()
  const coach = isCoachLike(role)
  const t = useT()
  return (
    <Card title={coach ? 'Bring your team together' : 'Bring your family along'} className="invite-card">
      <p className="muted invite-card__text">
        {coach
          ? `Invite parents, assistant coaches and volunteers. Each invite link works for ${INVITE_LIFETIME_DAYS} days.`
          : 'Invite another parent, a grandparent or anyone in the family who follows the team.'}
      </p>
      <div className="invite-card__actions">
        <Button variant="primary" onClick={openInvite}>
          {t(inviteLabel(role))}
        </Button>
        <Link to="/t/$teamId/help" params={{ teamId }} className="btn btn--ghost">
          How invites work
        </Link>
      </div>
    </Card>
  )
}
