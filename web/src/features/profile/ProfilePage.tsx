import { newsMailMessages } from '@teamspace/domain/news/news-mails'
import { reminderMailMessages } from '@teamspace/domain/reminders/reminders.constants'
import { scheduleMailMessages } from '@teamspace/domain/schedule-mails/schedule-mails.schemas'
import { useSignedInUser } from '../../app/signed-in-user'
import { NotificationsCard } from '../notifications'
import { allTeamsFeed, CalendarSubscriptionCard } from './CalendarSubscriptionCard'
import { ChangePasswordForm } from './ChangePasswordForm'
import { DeleteAccountCard } from './DeleteAccountCard'
import { LanguageCard } from './LanguageCard'
import { LeaveTeamCard } from './LeaveTeamCard'
import { ProfileForm } from './ProfileForm'
import { reminderMailQuery, setReminderMails } from '../reminders'
import { MailSettingCard } from './MailSettingCard'
import { newsMailQuery, scheduleMailQuery, setNewsMails, setScheduleMails } from './profile-settings.queries'
import './profile.css'

export function ProfilePage() {
  const user = useSignedInUser()
  return (
    <div className="profile-layout">
      <ProfileForm />
      <div className="stack stack--loose">
        {user.authProvider === 'email' ? (
          <ChangePasswordForm />
        ) : (
          <div className="card">
            <h2>Password</h2>
            <p className="muted">You sign in with Google, so there is no Team Space password to change.</p>
          </div>
        )}
        <LanguageCard />
        <CalendarSubscriptionCard />
        {/* Someone in several teams: one more link, with every team's events. */}
        {user.teams.length > 1 && <CalendarSubscriptionCard kind={allTeamsFeed} />}
        <MailSettingCard
          title="Schedule change e-mails"
          messages={scheduleMailMessages}
          query={scheduleMailQuery()}
          save={setScheduleMails}
        />
        <MailSettingCard
          title={newsMailMessages.title}
          messages={newsMailMessages}
          query={newsMailQuery()}
          save={setNewsMails}
        />
        <NotificationsCard />
        <MailSettingCard
          title={reminderMailMessages.title}
          messages={reminderMailMessages}
          query={reminderMailQuery()}
          save={setReminderMails}
        />
        <LeaveTeamCard />
        <DeleteAccountCard />
      </div>
    </div>
  )
}
