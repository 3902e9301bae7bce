import { useSuspenseQuery } from '@tanstack/react-query'
import { formatPhone } from '@teamspace/domain/profile/profile.schemas'
import { directoryQuery } from '../directory'
import { playersQuery } from '../roster'
import { usePositionLabel } from '../../shared/player/use-position-label'
import { teamQuery } from '../team'
import { useT } from '../../i18n/use-t'
import { EmptyState } from '../../ui'
import { exportsPageMessages as m } from './exports.messages'
import { PrintSheet, SheetTable } from './PrintSheet'

/**
 * The roster and contact sheet: each player with number and position, and their parents with the phone and e-mail
 * the reader's directory shows (a coach sees what a member hides from other families; the server decides).
 * No medical data: that is a separate, explicit download.
 */
export function PrintRosterPage() {
  const t = useT()
  const positionLabel = usePositionLabel()
  const { data: players } = useSuspenseQuery(playersQuery())
  const { data: members } = useSuspenseQuery(directoryQuery())
  const { data: team } = useSuspenseQuery(teamQuery())
  const cards = new Map(members.map((member) => [member.userId, member]))
  const active = players.filter((player) => player.isActive)
  return (
    <PrintSheet title={t(m.rosterAndContacts)} timeZone={team.timeZone}>
      {active.length === 0 ? (
        <EmptyState title={t(m.noPlayers)} text={t(m.noPlayersText)} />
      ) : (
        <SheetTable label={t(m.rosterAndContacts)}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t(m.player)}</th>
              <th scope="col">{t(m.position)}</th>
              <th scope="col">{t(m.parents)}</th>
            </tr>
          </thead>
          <tbody>
            {active.map((player) => {
              const parents = player.parentIds.flatMap((id) => cards.get(id) ?? [])
              return (
                <tr key={player.id}>
                  <td>{player.jerseyNumber ?? '–'}</td>
                  <th scope="row">{player.name}</th>
                  <td>{positionLabel(player.position)}</td>
                  <td>
                    {parents.length === 0 ? (
                      <span className="print-table__none">{t(m.noParent)}</span>
                    ) : (
                      <ul className="print-table__contacts">
                        {parents.map((parent) => (
                          <li key={parent.userId}>
                            <span className="print-table__name">{parent.name}</span>
                            {parent.phone && <span>{formatPhone(parent.phone.value)}</span>}
                            {parent.email && <span>{parent.email.value}</span>}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </SheetTable>
      )}
    </PrintSheet>
  )
}
