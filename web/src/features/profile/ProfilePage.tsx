import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
import { NotificationsCard } from '../notifications'
import { allTeamsFeed, CalendarSubscriptionCard } from './CalendarSubscriptionCard'
import { ChangePasswordForm } from './ChangePasswordForm'
import { DeleteAccountCard } from './DeleteAccountCard'
import { LanguageCard } from './LanguageCard'
import { LeaveTeamCard } from './LeaveTeamCard'
import { ProfileForm } from './ProfileForm'
import { reminderMailQuery, setReminderMails } from '../reminders'
import { MailSettingCard } from './MailSettingCard'
import { profileMailsMessages as mails } from './profile-mails.messages'
import { profileMessages as m } from './profile.messages'
import {
  newsMailQuery,
  scheduleMailQuery,
  setNewsMails,
  setScheduleMails,
  setVolunteerReminderMails,
  volunteerReminderMailQuery,
} from './profile-settings.queries'
import './profile.css'

export function ProfilePage() {
  const t = useT()
  const user = useSignedInUser()
  return (
    <div className="profile-layout">
      <ProfileForm />
      <div className="stack stack--loose">
        {user.authProvider === 'email' ? (
          <ChangePasswordForm />
        ) : (
          <div className="card">
            <h2>{t(m.passwordTitle)}</h2>
            <p className="muted">{t(m.googlePassword)}</p>
          </div>
        )}
        <LanguageCard />
        <CalendarSubscriptionCard />
        {/* Someone in several teams: one more link, with every team's events. */}
        {user.teams.length > 1 && <CalendarSubscriptionCard kind={allTeamsFeed} />}
        <MailSettingCard
          title={mails.scheduleTitle}
          messages={{ label: mails.scheduleLabel, hint: mails.scheduleHint }}
          query={scheduleMailQuery()}
          save={setScheduleMails}
        />
        <MailSettingCard
          title={mails.newsTitle}
          messages={{ label: mails.newsLabel, hint: mails.newsHint }}
          query={newsMailQuery()}
          save={setNewsMails}
        />
        <NotificationsCard />
        <MailSettingCard
          title={mails.reminderTitle}
          messages={{ label: mails.reminderLabel, hint: mails.reminderHint }}
          query={reminderMailQuery()}
          save={setReminderMails}
        />
        <MailSettingCard
          title={mails.volunteerReminderTitle}
          messages={{ label: mails.volunteerReminderLabel, hint: mails.volunteerReminderHint }}
          query={volunteerReminderMailQuery()}
          save={setVolunteerReminderMails}
        />
        <LeaveTeamCard />
        <DeleteAccountCard />
      </div>
    </div>
  )
}
