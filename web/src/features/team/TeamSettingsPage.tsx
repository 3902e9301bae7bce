import { GameDaySettingCard } from '../gameday'
import { ActiveInvitesCard } from '../invites'
import { ReminderSettingCard } from '../reminders'
import { MembersCard } from './MembersCard'
import { TeamDetailsForm } from './TeamDetailsForm'
import './team.css'

export function TeamSettingsPage() {
  return (
    <div className="stack stack--loose">
      <TeamDetailsForm />
      <ReminderSettingCard />
      <GameDaySettingCard />
      <ActiveInvitesCard />
      <MembersCard />
    </div>
  )
}
