import { TeamPageHeader } from '../../app/page/TeamPageHeader'

/** The statistics page's header, the same while it loads, once it has, and when it fails. */
export function StatsHeader() {
  return (
    <TeamPageHeader title="Team Statistics" subtitle="Goals, assists, saves and minutes, season and game by game." />
  )
}
