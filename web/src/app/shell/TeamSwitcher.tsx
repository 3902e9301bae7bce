import { Link } from '@tanstack/react-router'
import type { MyTeam } from '@teamspace/domain/account/account.schemas'
import { useT } from '../../i18n/use-t'
import { useRoleLabel } from '../../shared/roles/use-role-label'
import { Menu, MenuLink } from '../../ui'
import { useSignedInUser } from '../signed-in-user'
import { useTeamId } from '../team/team-context'
import { useChooseTeam } from '../team/choose-team'
import { teamPageTo, useSamePage } from '../team/team-switch'
import { useShellActions } from './shell-actions'
import { shellMessages as m } from './shell.messages'
import { teamNameParts } from './team-name'

/** What the switcher says of a team under its name: its age group and the person's role there. */
function useTeamLine(): (team: MyTeam) => string {
  const roleLabel = useRoleLabel()
  return (team) => `${team.ageGroup} · ${roleLabel(team.role)}`
}

/** The team of the page, and the person's other teams: what every switcher lists. */
export function useTeams() {
  const user = useSignedInUser()
  const teamId = useTeamId()
  const current = user.teams.find((team) => team.teamId === teamId)
  return { teams: user.teams, current, currentName: current?.teamName ?? user.teamName }
}

/**
 * A team's name where it may not fit (the top bar): when it is cut, the end that tells it from the person's other
 * teams stays in sight ("Riversi… U10"), and the start gives way. Read out whole.
 */
export function TeamName({ name }: { name: string }) {
  const { teams } = useTeams()
  const { head, tail } = teamNameParts(
    name,
    teams.map((team) => team.teamName),
  )
  return (
    <span className="team-name">
      {/* The space stays in the text, so the name is read out as it is written. */}
      <span className="team-name__head">{tail ? `${head} ` : head}</span>
      {tail && <span className="team-name__tail">{tail}</span>}
    </span>
  )
}

/**
 * What each list of teams offers: the teams to list (none for someone in one team), whether one is the page's,
 * where choosing one leads (the same kind of page) and the choice itself, and each team's unread count.
 */
function useTeamChoices() {
  const { teams } = useTeams()
  const teamId = useTeamId()
  const page = useSamePage()
  const choose = useChooseTeam()
  const { TeamUnread } = useShellActions()
  return {
    listed: teams.length > 1 ? teams : [],
    isCurrent: (team: MyTeam) => team.teamId === teamId,
    to: teamPageTo(page),
    choose: (team: MyTeam) => {
      if (team.teamId !== teamId) choose(team.teamId)
    },
    TeamUnread,
  }
}

/**
 * The top bar's team switcher: the team the page is about and, for someone in several teams, a menu of them all
 * (each with its age group, the person's role and the unread chat count), which opens the same kind of page in
 * the chosen team. With one team it is only the team's name.
 */
export function TeamSwitcher() {
  const { teams, currentName } = useTeams()
  const t = useT()
  if (teams.length < 2) return <span className="team-switcher__single">{currentName}</span>
  return (
    <Menu
      label={
        <span className="team-switcher__name">
          <TeamName name={currentName} />
        </span>
      }
      // Starts with what the button shows (WCAG 2.5.3).
      buttonLabel={t(m.switchTeam, { team: currentName })}
      buttonClassName="top-bar__link team-switcher__button"
      align="start"
      className="team-switcher"
      header={<p className="team-switcher__heading">{t(m.yourTeams)}</p>}
    >
      <TeamMenuLinks />
    </Menu>
  )
}

/** Each team as a menu entry (for a `Menu`), the current one marked, then the way to create another. */
export function TeamMenuLinks() {
  const { listed, isCurrent, to, choose, TeamUnread } = useTeamChoices()
  const teamLine = useTeamLine()
  const t = useT()
  return (
    <>
      {listed.map((team) => (
        <MenuLink
          key={team.teamId}
          link={{ to, params: { teamId: team.teamId } }}
          description={teamLine(team)}
          current={isCurrent(team)}
          onSelect={() => choose(team)}
        >
          {team.teamName}
          <TeamUnread teamId={team.teamId} />
        </MenuLink>
      ))}
      <MenuLink link={{ to: '/setup' }}>{t(m.createTeam)}</MenuLink>
    </>
  )
}

/** The phone menu's teams: the same choices as plain links in its panel. */
export function PhoneTeamLinks({ onNavigate }: { onNavigate: () => void }) {
  const { listed, isCurrent, to, choose, TeamUnread } = useTeamChoices()
  const teamLine = useTeamLine()
  const t = useT()
  return (
    <>
      {listed.map((team) => (
        <Link
          key={team.teamId}
          to={to}
          params={{ teamId: team.teamId }}
          className="phone-menu__link phone-menu__link--team"
          aria-current={isCurrent(team) ? 'true' : undefined}
          onClick={() => {
            choose(team)
            onNavigate()
          }}
        >
          <span className="phone-menu__team">
            <span>{team.teamName}</span>
            <TeamUnread teamId={team.teamId} />
          </span>
          <span className="phone-menu__description">{teamLine(team)}</span>
        </Link>
      ))}
      <Link to="/setup" className="phone-menu__link" onClick={onNavigate}>
        {t(m.createTeam)}
      </Link>
    </>
  )
}
