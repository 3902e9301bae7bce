import { Suspense } from 'react'
import { Button, Dialog, Spinner } from '../../ui'
import { ProfileForm } from '../profile'

/** Edit My Profile: the same form and command as the Profile page, in a dialog over the directory. */
export function EditProfileDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit My Profile"
      description="Your details, and what other families see of them in the directory."
    >
      <Suspense fallback={<Spinner label="Loading your profile…" showLabel />}>
        <ProfileForm
          onSaved={onSaved}
          secondaryAction={
            <Button type="button" onClick={onClose}>
              Cancel
            </Button>
          }
        />
      </Suspense>
    </Dialog>
  )
}
