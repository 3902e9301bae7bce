import { defineMessages, type Translations } from '../i18n/messages'

/** Invites in the coaches' history: who was invited as what, never the code. */
export const invitesHistoryMessages = defineMessages('invites-history', {
  label: 'Invites',
  created:
    '{actor} created an invite for {relationship, select, parent_guardian {a Parent/Guardian} assistant_coach {an Assistant Coach} team_manager {a Team Manager} volunteer {a Volunteer} spouse {a Spouse/Partner} parent {a Parent} sibling {a Sibling} grandparent {a Grandparent} otherFamily {an Other Family Member} other {{unknown}}}.',
  revoked: '{actor} revoked an invite.',
})

export const invitesHistoryTranslations: Translations<typeof invitesHistoryMessages> = {
  de: {
    label: 'Einladungen',
    created:
      '{actor} hat eine Einladung als {relationship, select, parent_guardian {Elternteil/Erziehungsberechtigte} assistant_coach {Co-Trainer} team_manager {Teammanager} volunteer {Helfer} spouse {Partner/Partnerin} parent {Elternteil} sibling {Geschwister} grandparent {Großelternteil} otherFamily {anderes Familienmitglied} other {{unknown}}} erstellt.',
    revoked: '{actor} hat eine Einladung zurückgezogen.',
  },
  es: {
    label: 'Invitaciones',
    created:
      '{actor} creó una invitación con el rol de {relationship, select, parent_guardian {Padre/Madre/Tutor} assistant_coach {Segundo entrenador} team_manager {Delegado del equipo} volunteer {Voluntario} spouse {Cónyuge/Pareja} parent {Padre/Madre} sibling {Hermano/Hermana} grandparent {Abuelo/Abuela} otherFamily {Otro familiar} other {{unknown}}}.',
    revoked: '{actor} revocó una invitación.',
  },
}
