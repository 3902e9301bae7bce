import { defineMessages, type Translations } from '../i18n/messages'

/** The roster in the coaches' history, and how a player's things are named ("Mia’s photo"). */
export const rosterHistoryMessages = defineMessages('roster-history', {
  label: 'Roster',
  owner: '{name}’s',
  ownerRemoved: 'a removed player’s',
  aPlayer: 'a player',
  position:
    '{position, select, Goalkeeper {Goalkeeper} Defender {Defender} Midfielder {Midfielder} Forward {Forward} Striker {Striker} other {{position}}}',
  jersey: '#{number}, ',
  noNumber: 'no number',
  added: '{actor} added {player} to the roster ({jersey}{position}).',
  updated: '{actor} updated {owner} details.',
  changed: '{actor} changed {owner} {changes}.',
  changeJersey: 'jersey from {before} to {after}',
  changePosition: 'position from {before} to {after}',
  leftTeam: '{actor} marked {player} as having left the team.',
  rejoinedTeam: '{actor} marked {player} as back in the team.',
  photoRemoved: '{actor} removed {owner} photo.',
  photoChanged: '{actor} changed {owner} photo.',
  removed: '{actor} removed {player} from the roster.',
})

export const rosterHistoryTranslations: Translations<typeof rosterHistoryMessages> = {
  de: {
    label: 'Kader',
    owner: 'von {name}',
    ownerRemoved: 'eines entfernten Kindes',
    aPlayer: 'ein Kind',
    position:
      '{position, select, Goalkeeper {Torwart} Defender {Verteidiger} Midfielder {Mittelfeldspieler} Forward {Stürmer} Striker {Mittelstürmer} other {{position}}}',
    jersey: 'Nr. {number}, ',
    noNumber: '–',
    added: '{actor} hat {player} in den Kader aufgenommen ({jersey}{position}).',
    updated: '{actor} hat die Angaben {owner} aktualisiert.',
    changed: '{actor} hat die Angaben {owner} geändert: {changes}.',
    changeJersey: 'Trikotnummer von {before} auf {after}',
    changePosition: 'Position von {before} auf {after}',
    leftTeam: '{actor} hat {player} als ausgeschieden markiert.',
    rejoinedTeam: '{actor} hat {player} als wieder im Team markiert.',
    photoRemoved: '{actor} hat das Foto {owner} entfernt.',
    photoChanged: '{actor} hat das Foto {owner} geändert.',
    removed: '{actor} hat {player} aus dem Kader entfernt.',
  },
  es: {
    label: 'Plantilla',
    owner: 'de {name}',
    ownerRemoved: 'de un jugador eliminado',
    aPlayer: 'un jugador',
    position:
      '{position, select, Goalkeeper {Portero} Defender {Defensa} Midfielder {Centrocampista} Forward {Delantero} Striker {Delantero centro} other {{position}}}',
    jersey: 'n.º {number}, ',
    noNumber: 'ninguno',
    added: '{actor} añadió a {player} a la plantilla ({jersey}{position}).',
    updated: '{actor} actualizó los datos {owner}.',
    changed: '{actor} cambió los datos {owner}: {changes}.',
    changeJersey: 'el dorsal de {before} a {after}',
    changePosition: 'la posición de {before} a {after}',
    leftTeam: '{actor} marcó que {player} dejó el equipo.',
    rejoinedTeam: '{actor} marcó que {player} volvió al equipo.',
    photoRemoved: '{actor} quitó la foto {owner}.',
    photoChanged: '{actor} cambió la foto {owner}.',
    removed: '{actor} quitó a {player} de la plantilla.',
  },
}
