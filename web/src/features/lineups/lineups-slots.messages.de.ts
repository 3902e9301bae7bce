import type { Translation } from '@teamspace/domain/i18n/messages'
import type { lineupsSlotsMessages } from './lineups-slots.messages'

export default {
  gk: 'Torwart',
  lb: 'Linker Verteidiger',
  cb: 'Innenverteidiger',
  lcb: 'Linker Innenverteidiger',
  rcb: 'Rechter Innenverteidiger',
  rb: 'Rechter Verteidiger',
  lm: 'Linkes Mittelfeld',
  cm: 'Zentrales Mittelfeld',
  lcm: 'Linkes zentrales Mittelfeld',
  rcm: 'Rechtes zentrales Mittelfeld',
  rm: 'Rechtes Mittelfeld',
  st: 'Stürmer',
  ls: 'Linker Stürmer',
  rs: 'Rechter Stürmer',
  GK: 'TW',
  DF: 'AB',
  MF: 'MF',
  FW: 'ST',
} satisfies Translation<typeof lineupsSlotsMessages>
