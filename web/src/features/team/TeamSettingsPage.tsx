import { TeamPageHeader } from '../../app/page/TeamPageHeader'
import { ActiveInvitesCard } from './ActiveInvitesCard'
import { MembersCard } from './MembersCard'
import { TeamDetailsForm } from './TeamDetailsForm'
import './team.css'

export function TeamSettingsPage() {
  return (
    <>
      <TeamPageHeader title="Team Settings" subtitle="Your team’s details, invite links and members." />
      <div className="stack stack--loose">
        <TeamDetailsForm />
        <ActiveInvitesCard />
        <MembersCard />
      </div>
    </>
  )
}
