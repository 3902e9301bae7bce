import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { Card, ConfirmDialog } from '../../ui'
import { useSignedInUser } from '../../app/signed-in-user'
import { MemberRow } from './MemberRow'
import { teamSettingsMessages as m } from './team-settings.messages'
import { membersQuery, removeMember, type Member } from './team.queries'

/** Everyone on the team, with their roles. A team always keeps at least one coach (the server says so). */
export function MembersCard() {
  const t = useT()
  const me = useSignedInUser()
  const { data: members } = useSuspenseQuery(membersQuery())
  const [removing, setRemoving] = useState<Member | null>(null)

  const remove = async (member: Member, commandId: string) => {
    await removeMember(member.userId, commandId)
  }

  return (
    <Card title={t(m.membersTitle, { count: members.length })}>
      <ul className="item-list">
        {members.map((member) => (
          <MemberRow key={member.userId} member={member} isSelf={member.userId === me.id} onRemove={setRemoving} />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t(m.removeTitle, { name: removing.name }) : t(m.removeThisMember)}
        description={t(m.removeDescription)}
        confirmLabel={t(m.removeConfirm)}
        destructive
        onConfirm={(commandId) => (removing ? remove(removing, commandId) : Promise.resolve())}
        onClose={() => setRemoving(null)}
        errorMessage={(error) => (isClientError(error) ? error.message : failureMessage(error, t(m.removeFailed)))}
      />
    </Card>
  )
}
