import { Link } from '@tanstack/react-router'
import type { Message } from '@teamspace/domain/i18n/messages'
import { INVITE_LIFETIME_DAYS, familyRelationships, staffRelationships } from '@teamspace/domain/invites/relationships'
import type { ReactNode } from 'react'
import { RichText } from '../../i18n/RichText'
import { useTeamId } from '../../app/team/team-context'
import { useT } from '../../i18n/use-t'
import { invitesRelationshipsMessages } from '../invites'
import { helpMessages as m } from './help.messages'

export interface HelpSection {
  id: string
  title: Message
  body: ReactNode
}

/** Profile Settings, in the team whose help this is. */
function ProfileSettingsLink({ children }: { children: ReactNode }) {
  const teamId = useTeamId()
  return (
    <Link to="/t/$teamId/profile" params={{ teamId }}>
      {children}
    </Link>
  )
}

/** How the page's messages mark their words: <strong> and <em> as written, <profile> a link to Profile Settings. */
const tags = {
  strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  em: (chunks: ReactNode[]) => <em>{chunks}</em>,
  profile: (chunks: ReactNode[]) => <ProfileSettingsLink>{chunks}</ProfileSettingsLink>,
}

/** A message of the page in the person's language, with its marked words. */
function Words({ message, values }: { message: Message; values?: Record<string, string | number> }) {
  return <RichText message={message} values={{ ...values, ...tags }} />
}

type Relationship = keyof typeof invitesRelationshipsMessages

/** A line naming the relationships an invite may give (its argument `name`), each in the person's language. */
function RelationshipsLine({
  message,
  name,
  list,
}: {
  message: Message
  name: 'staff' | 'family'
  list: readonly { value: Relationship }[]
}) {
  const t = useT()
  return (
    <Words
      message={message}
      values={{ [name]: list.map(({ value }) => t(invitesRelationshipsMessages[value])).join(', ') }}
    />
  )
}

/** What is in the team space: each part's name and what it is for. */
const features = [
  [m.dashboard, m.dashboardText],
  [m.playersStats, m.playersStatsText],
  [m.calendarAttendance, m.calendarAttendanceText],
  [m.chatNews, m.chatNewsText],
  [m.gallery, m.galleryText],
  [m.directoryVolunteers, m.directoryVolunteersText],
  [m.playerOfTheMatch, m.playerOfTheMatchText],
] as const

/** The Help & Support page, section by section. */
export const helpSections: HelpSection[] = [
  {
    id: 'invites',
    title: m.invitesTitle,
    body: (
      <>
        <p>
          <Words message={m.invitesIntro} />
        </p>
        <ul>
          <li>
            <RelationshipsLine message={m.invitesCoaches} name="staff" list={staffRelationships} />
          </li>
          <li>
            <RelationshipsLine message={m.invitesParents} name="family" list={familyRelationships} />
          </li>
          <li>
            <Words message={m.invitesSend} />
          </li>
          <li>
            <Words message={m.invitesLifetime} values={{ days: INVITE_LIFETIME_DAYS }} />
          </li>
          <li>
            <Words message={m.invitesNewTeam} />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'roles',
    title: m.rolesTitle,
    body: (
      <>
        <p>
          <Words message={m.rolesCoaches} />
        </p>
        <p>
          <Words message={m.rolesFamily} />
        </p>
        <p>
          <Words message={m.rolesChange} />
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: m.privacyTitle,
    body: (
      <ul>
        {[m.privacyOwnSpace, m.privacySeen, m.privacyChildren, m.privacyPhotos, m.privacySignOut].map((message) => (
          <li key={message.id}>
            <Words message={message} />
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'features',
    title: m.featuresTitle,
    body: (
      <dl className="help-features">
        {features.map(([name, text]) => (
          <div key={name.id}>
            <dt>
              <Words message={name} />
            </dt>
            <dd>
              <Words message={text} />
            </dd>
          </div>
        ))}
      </dl>
    ),
  },
  {
    id: 'coaches',
    title: m.coachesTitle,
    body: (
      <ol>
        {[m.coachesSettings, m.coachesStaff, m.coachesParents, m.coachesPlayers, m.coachesRevoke].map((message) => (
          <li key={message.id}>
            <Words message={message} />
          </li>
        ))}
      </ol>
    ),
  },
  {
    id: 'parents',
    title: m.parentsTitle,
    body: (
      <ol>
        {[m.parentsOpen, m.parentsProfile, m.parentsInvite, m.parentsCalendar].map((message) => (
          <li key={message.id}>
            <Words message={message} />
          </li>
        ))}
      </ol>
    ),
  },
  {
    id: 'account',
    title: m.accountTitle,
    body: (
      <ul>
        {[m.accountForgot, m.accountChange, m.accountStuck].map((message) => (
          <li key={message.id}>
            <Words message={message} />
          </li>
        ))}
      </ul>
    ),
  },
]
