import { backupCommand } from './backup-command'

/** `npm run backup -- <folder>` and `npm run restore -- <folder>` (see backup-command.ts). */
process.exitCode = await backupCommand(process.argv.slice(2))
