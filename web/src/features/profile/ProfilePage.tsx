import { useSignedInUser } from '../../app/signed-in-user'
import { CalendarSubscriptionCard } from './CalendarSubscriptionCard'
import { ChangePasswordForm } from './ChangePasswordForm'
import { NewsMailsCard } from './NewsMailsCard'
import { DeleteAccountCard } from './DeleteAccountCard'
import { ProfileForm } from './ProfileForm'
import { ScheduleMailsCard } from './ScheduleMailsCard'
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
        <CalendarSubscriptionCard />
        <ScheduleMailsCard />
        <NewsMailsCard />
        <DeleteAccountCard />
      </div>
    </div>
  )
}
