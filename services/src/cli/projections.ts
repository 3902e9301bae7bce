import { projectionsCommand } from './projections-command'

/** `npm run projections -- status | rebuild [name] | verify` (see projections-command.ts). */
process.exit(await projectionsCommand(process.argv.slice(2)))
