import type { Translation } from '@teamspace/domain/i18n/messages'
import type { lineupsSlotsMessages } from './lineups-slots.messages'

export default {
  gk: 'Portero',
  lb: 'Lateral izquierdo',
  cb: 'Central',
  lcb: 'Central izquierdo',
  rcb: 'Central derecho',
  rb: 'Lateral derecho',
  lm: 'Interior izquierdo',
  cm: 'Mediocentro',
  lcm: 'Mediocentro izquierdo',
  rcm: 'Mediocentro derecho',
  rm: 'Interior derecho',
  st: 'Delantero centro',
  ls: 'Delantero izquierdo',
  rs: 'Delantero derecho',
  GK: 'POR',
  DF: 'DEF',
  MF: 'MED',
  FW: 'DEL',
} satisfies Translation<typeof lineupsSlotsMessages>
