import { Button, TextField } from '../../ui'
import { emptyContact, type ContactValues, type PlayerFormErrors } from './player-form'

// The player schema's limit on emergency contacts.
const MAX_CONTACTS = 5

interface EmergencyContactFieldsProps {
  contacts: ContactValues[]
  errors: PlayerFormErrors
  onChange: (contacts: ContactValues[]) => void
}

/** Who to call when a parent cannot be reached: name, relationship, phone, and which one to call first. */
export function EmergencyContactFields({ contacts, errors, onChange }: EmergencyContactFieldsProps) {
  const update = (index: number, patch: Partial<ContactValues>) =>
    onChange(
      contacts.map((contact, at) => {
        if (at === index) return { ...contact, ...patch }
        // One primary contact: choosing another one moves it.
        return patch.isPrimary ? { ...contact, isPrimary: false } : contact
      }),
    )
  const errorOf = (index: number, field: keyof ContactValues) => errors[`emergencyContacts.${index}.${field}`]

  return (
    <div className="contact-list">
      {contacts.map((contact, index) => (
        <fieldset key={index} className="contact-card">
          <legend className="contact-card__legend">Emergency contact {index + 1}</legend>
          <TextField
            label="Contact name"
            required
            autoComplete="off"
            value={contact.name}
            onValueChange={(name) => update(index, { name })}
            error={errorOf(index, 'name')}
          />
          <div className="field-pair">
            <TextField
              label="Relationship"
              autoComplete="off"
              placeholder="Aunt, neighbour…"
              value={contact.relationship}
              onValueChange={(relationship) => update(index, { relationship })}
              error={errorOf(index, 'relationship')}
            />
            <TextField
              label="Phone number"
              required
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={contact.phoneNumber}
              onValueChange={(phoneNumber) => update(index, { phoneNumber })}
              error={errorOf(index, 'phoneNumber')}
            />
          </div>
          <div className="contact-card__footer">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={contact.isPrimary}
                onChange={(event) => update(index, { isPrimary: event.target.checked })}
              />
              Primary contact
            </label>
            <Button variant="ghost" onClick={() => onChange(contacts.filter((_, at) => at !== index))}>
              Remove contact {index + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      {contacts.length < MAX_CONTACTS && (
        <div>
          <Button variant="ghost" onClick={() => onChange([...contacts, emptyContact()])}>
            + Add emergency contact
          </Button>
        </div>
      )}
    </div>
  )
}
