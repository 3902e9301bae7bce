import { defineMessages } from '@teamspace/domain/i18n/messages'

/** Each place of a formation, as a screen reader and the pitch's labels name it. */
export const lineupsSlotsMessages = defineMessages('lineups-slots', {
  gk: 'Goalkeeper',
  lb: 'Left back',
  cb: 'Centre back',
  lcb: 'Left centre back',
  rcb: 'Right centre back',
  rb: 'Right back',
  lm: 'Left midfield',
  cm: 'Central midfield',
  lcm: 'Left central midfield',
  rcm: 'Right central midfield',
  rm: 'Right midfield',
  st: 'Striker',
  ls: 'Left striker',
  rs: 'Right striker',
  GK: 'GK',
  DF: 'DF',
  MF: 'MF',
  FW: 'FW',
})
