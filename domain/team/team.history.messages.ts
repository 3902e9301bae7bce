import { defineMessages, type Translations } from '../i18n/messages'

/** The team and its members in the coaches' history. */
export const teamHistoryMessages = defineMessages('team-history', {
  label: 'Team and members',
  role: '{role, select, coach {Coach} assistant_coach {Assistant Coach} team_manager {Team Manager} parent {Parent} volunteer {Volunteer} spouse {Spouse/Partner} sibling {Sibling} grandparent {Grandparent} other {Other Family Member}}',
  created: '{actor} created the team {name}.',
  renamed: '{actor} renamed the team to {name}.',
  detailsChanged: '{actor} set the team’s age group to {ageGroup} and its time zone to {timeZone}.',
  languageChanged: '{actor} set the team’s language to {language}.',
  joined: '{member} joined the team as {role}.',
  roleChanged: '{actor} made {member} {role}.',
  left: '{actor} left the team.',
  removed: '{actor} removed {member} from the team.',
})

export const teamHistoryTranslations: Translations<typeof teamHistoryMessages> = {
  de: {
    label: 'Team und Mitglieder',
    role: '{role, select, coach {Trainer} assistant_coach {Co-Trainer} team_manager {Teammanager} parent {Elternteil} volunteer {Helfer} spouse {Partner/Partnerin} sibling {Geschwister} grandparent {Großelternteil} other {Anderes Familienmitglied}}',
    created: '{actor} hat das Team {name} angelegt.',
    renamed: '{actor} hat das Team in {name} umbenannt.',
    detailsChanged: '{actor} hat die Altersklasse des Teams auf {ageGroup} und die Zeitzone auf {timeZone} gesetzt.',
    languageChanged: '{actor} hat die Sprache des Teams auf {language} gesetzt.',
    joined: '{member} ist dem Team als {role} beigetreten.',
    roleChanged: '{actor} hat die Rolle von {member} auf {role} geändert.',
    left: '{actor} hat das Team verlassen.',
    removed: '{actor} hat {member} aus dem Team entfernt.',
  },
  es: {
    label: 'Equipo y miembros',
    role: '{role, select, coach {Entrenador} assistant_coach {Segundo entrenador} team_manager {Delegado del equipo} parent {Padre/Madre} volunteer {Voluntario} spouse {Cónyuge/Pareja} sibling {Hermano/Hermana} grandparent {Abuelo/Abuela} other {Otro familiar}}',
    created: '{actor} creó el equipo {name}.',
    renamed: '{actor} cambió el nombre del equipo a {name}.',
    detailsChanged: '{actor} fijó la categoría del equipo en {ageGroup} y su zona horaria en {timeZone}.',
    languageChanged: '{actor} cambió el idioma del equipo a {language}.',
    joined: '{member} se unió al equipo como {role}.',
    roleChanged: '{actor} cambió el rol de {member} a {role}.',
    left: '{actor} dejó el equipo.',
    removed: '{actor} quitó a {member} del equipo.',
  },
}
