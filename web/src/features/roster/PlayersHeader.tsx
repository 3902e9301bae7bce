import { can } from '@teamspace/domain/shared/permissions'
import type { ReactNode } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { TeamPageHeader } from '../../app/page/TeamPageHeader'

/** The roster page's header, the same while it loads and once it has. */
export function PlayersHeader({ actions }: { actions?: ReactNode }) {
  const user = useSignedInUser()
  const subtitle = can(user.role, 'players.manage')
    ? 'Manage your roster: players, positions and contacts.'
    : 'Everyone on the team and their season so far.'
  return <TeamPageHeader title="Team Players" subtitle={subtitle} actions={actions} />
}
