import { Link } from '@tanstack/react-router'
import { INVITE_LIFETIME_DAYS, familyRelationships, staffRelationships } from '@teamspace/domain/invites/relationships'
import type { ReactNode } from 'react'
import { useTeamId } from '../../app/team/team-context'

export interface HelpSection {
  id: string
  title: string
  body: ReactNode
}

/** Profile Settings, in the team whose help this is. */
function ProfileSettingsLink() {
  const teamId = useTeamId()
  return (
    <Link to="/t/$teamId/profile" params={{ teamId }}>
      Profile Settings
    </Link>
  )
}

const list = (items: readonly { label: string }[]) => items.map((item) => item.label).join(', ')

/** The Help & Support page, section by section. */
export const helpSections: HelpSection[] = [
  {
    id: 'invites',
    title: 'How invites work',
    body: (
      <>
        <p>
          Nobody can join a team without an invite. Every invite link belongs to one team and says what role the new
          member gets.
        </p>
        <ul>
          <li>
            <strong>Coaches invite parents and staff:</strong> {list(staffRelationships)}. Use <em>Invite Parents</em>{' '}
            in the top bar or the menu.
          </li>
          <li>
            <strong>Parents invite their own family:</strong> {list(familyRelationships)}. Use <em>Invite Family</em>.
            Family members join as parents linked to the same children, so a second parent needs no help from the coach.
          </li>
          <li>Send the invite by e-mail, or copy the link and share it in a text message.</li>
          <li>
            Each link works for {INVITE_LIFETIME_DAYS} days. Coaches can see every open invite and revoke one in{' '}
            <em>Team Settings</em>; the link then stops working at once.
          </li>
          <li>
            Starting a brand-new team? Choose <em>Create a team</em> on the sign-in screen instead of joining.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'roles',
    title: 'Roles',
    body: (
      <>
        <p>
          <strong>Coaches</strong> (coach, assistant coach and team manager) run the team space: they manage the roster,
          record stats, schedule practices and games, post news, take attendance, start Player of the Match votes and
          moderate the chat. Only an invite from a coach can make someone a coach.
        </p>
        <p>
          <strong>Parents and family</strong> (parent, volunteer, spouse or partner, sibling, grandparent and other
          family members) see the same team information, and can chat, upload photos, sign up to volunteer, vote for
          Player of the Match (never for their own child) and edit their own profile.
        </p>
        <p>
          A coach can change anyone’s role or remove a member in Team Settings. A team always keeps at least one coach.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <>
        <ul>
          <li>Each team is its own private space. Nothing in it is visible to other teams or to the public.</li>
          <li>
            <strong>What other families see of you:</strong> your name, and your phone number, e-mail and address only
            if you allow it. Change this any time under <em>Privacy</em> in <ProfileSettingsLink /> (phone and e-mail
            are shown and the address is hidden until you change them).
          </li>
          <li>
            <strong>Children’s information</strong> such as medical notes, emergency contacts and dates of birth is
            visible to coaches only, and is erased for good when a player is removed.
          </li>
          <li>
            <strong>Photos</strong> can only be seen by signed-in members of the team. Location data is removed from
            every photo when it is uploaded.
          </li>
          <li>On a shared phone or computer, sign out from the menu when you are done.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'features',
    title: 'What is in the team space',
    body: (
      <dl className="help-features">
        <div>
          <dt>Dashboard</dt>
          <dd>The week at a glance: next events, latest news and top performers.</dd>
        </div>
        <div>
          <dt>Players and Stats</dt>
          <dd>The roster and each player’s season: goals, assists, minutes and games played.</dd>
        </div>
        <div>
          <dt>Calendar and Attendance</dt>
          <dd>Practices, games and team events, and who was there.</dd>
        </div>
        <div>
          <dt>Chat and News</dt>
          <dd>Conversations between coaches and families, and announcements from the coaches.</dd>
        </div>
        <div>
          <dt>Gallery</dt>
          <dd>Photos from games and practices, for the team only.</dd>
        </div>
        <div>
          <dt>Directory and Volunteers</dt>
          <dd>How to reach other families, and sign-ups for snacks, setup, cleanup and rides.</dd>
        </div>
        <div>
          <dt>Player of the Match</dt>
          <dd>A vote after each game, started and closed by a coach.</dd>
        </div>
      </dl>
    ),
  },
  {
    id: 'coaches',
    title: 'For coaches',
    body: (
      <ol>
        <li>Check the team name, age group and time zone in Team Settings.</li>
        <li>
          Invite your assistant coaches and team manager with the matching relationship, so they get coach rights.
        </li>
        <li>Invite one parent or guardian per family; they can bring in the rest of their family themselves.</li>
        <li>Add your players, then schedule practices and games; attendance lists are created with them.</li>
        <li>Revoke invite links you no longer need, and remove members who have left the team.</li>
      </ol>
    ),
  },
  {
    id: 'parents',
    title: 'For parents and families',
    body: (
      <ol>
        <li>Open the invite link you received and choose a password (or continue with Google).</li>
        <li>Fill in your phone number and emergency contact in Profile Settings, and choose what others may see.</li>
        <li>Invite your partner, grandparents or anyone else in the family with Invite Family.</li>
        <li>Keep an eye on the calendar and news, and sign up when the team needs volunteers.</li>
      </ol>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>
          Forgot your password? Choose <em>Forgot password?</em> on the sign-in screen; the link we e-mail works for one
          hour.
        </li>
        <li>
          Change your password in <ProfileSettingsLink />. All your other devices are signed out.
        </li>
        <li>Still stuck? Ask your team’s coach, who can send you a new invite or fix your role.</li>
      </ul>
    ),
  },
]
