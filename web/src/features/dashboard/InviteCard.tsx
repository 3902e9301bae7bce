import { Link } from '@tanstack/react-router'
import { INVITE_LIFETIME_DAYS } from '@teamspace/domain/invites/relationships'
import { isCoachLike, type Role } from '@teamspace/domain/shared/roles'
import { useT } from '../../i18n/use-t'
import { Button, Card } from '../../ui'
import { useInviteDialog } from '../invites'
import { inviteLabel } from '../../app/shell/nav-links'
import { useTeamId } from '../../app/team/team-context'
import { dashboardMessages as m } from './dashboard.messages'

/** A short nudge to bring people in: coaches invite parents and staff, families invite their own. */
export function InviteCard({ role }: { role: Role }) {
  const teamId = useTeamId()
  const { openInvite } = useInviteDialog()
  const coach = isCoachLike(role)
  const t = useT()
  return (
    <Card title={coach ? t(m.inviteTeamTitle) : t(m.inviteFamilyTitle)} className="invite-card">
      <p className="muted invite-card__text">
        {coach ? t(m.inviteTeamText, { days: INVITE_LIFETIME_DAYS }) : t(m.inviteFamilyText)}
      </p>
      <div className="invite-card__actions">
        <Button variant="primary" onClick={openInvite}>
          {t(inviteLabel(role))}
        </Button>
        <Link to="/t/$teamId/help" params={{ teamId }} className="btn btn--ghost">
          {t(m.howInvitesWork)}
        </Link>
      </div>
    </Card>
  )
}
