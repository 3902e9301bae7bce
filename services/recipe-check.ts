/**
 * What adding a feature costs (`npm run recipe:check`): writes a throwaway feature into the tree, as the README's
 * "Adding a feature" recipe builds one (an event with its live topic, a history sentence, an "as of" view, a push
 * kind, a mail kind and an outbox table with its migration), adds it to the app-level lists only (`features` in
 * services/src/app.ts, migrations/index.ts), and runs the checks that find what else a feature must touch: the
 * type-check, the lint of the feature's own files, and the app's start (which assembles every feature's slots).
 * It reports each file outside the feature's own folders that had to change, then removes everything it wrote.
 *
 * A file the checks ask for beyond the lists is either one the recipe names (the notifications card lists each
 * push kind with its words in every language) or a finding: the script fails for any other.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const at = (file: string) => path.join(root, file)

const name = 'recipe-probe'
/** The feature's own folders: whatever it writes there is its own, whatever it changes elsewhere is a cost. */
const ownFolders = [`domain/${name}/`, `services/src/features/${name}/`, `web/src/features/${name}/`]

const nextMigration = () => {
  const numbers = readdirSync(at('migrations')).flatMap((file) => /^(\d{4})_/.exec(file)?.[1] ?? [])
  return String(Math.max(...numbers.map(Number)) + 1).padStart(4, '0')
}
const migration = `${nextMigration()}_create_recipe_probe_mail_outbox`

/** The feature's own files, each as a feature of the app writes it. */
const featureFiles: Record<string, string> = {
  [`domain/${name}/${name}.events.ts`]: `import type { DomainEvent } from '../shared/events'

declare module '../shared/live-topics' {
  interface LiveTopics {
    'recipe-probe': true
  }
}

export type ProbeEvent = DomainEvent<'ProbeLaunched', { teamId: string; probeId: string; title: string }>

export const probeEventTypes = ['ProbeLaunched'] as const satisfies readonly ProbeEvent['type'][]
`,
  [`domain/${name}/${name}.history.ts`]: `import { defineHistory } from '../history/history.plugin'
import type { ProbeEvent } from './${name}.events'

export const probeHistory = defineHistory<ProbeEvent>({
  label: 'Probes',
  sentences: { ProbeLaunched: (d, c) => \`\${c.actor} launched \${d.title}.\` },
})
`,
  [`domain/${name}/${name}.push.ts`]: `import { definePushKind } from '../push/push-kinds'

declare module '../push/push-kinds' {
  interface PushKinds {
    probes: true
  }
}

export const probePushKind = definePushKind('probes', 'Probes launched')
`,
  [`services/src/features/${name}/${name}.tables.ts`]: `import type { Generated } from 'kysely'
import type { Timestamp } from '../../platform/db/schema'

declare module '../../platform/db/schema' {
  interface DB {
    recipe_probe_mail_outbox: RecipeProbeMailOutboxTable
  }
}

export interface RecipeProbeMailOutboxTable {
  key: string
  team_id: string
  user_id: string
  subject: string
  body: string
  created_at: Generated<Date>
  attempts: Generated<number>
  next_attempt_at: Generated<Date>
  claimed_until: Timestamp | null
  outcome: 'sent' | 'skipped' | 'failed' | null
  finished_at: Timestamp | null
  last_error: string | null
}
`,
  [`services/src/features/${name}/${name}.as-of.ts`]: `import { probeEventTypes, type ProbeEvent } from '@teamspace/domain/${name}/${name}.events'
import { z } from 'zod'
import { defineAsOfView, readTeamLogUntil } from '../../platform/as-of'

export const probesAsOf = defineAsOfView({
  path: 'recipe-probes',
  response: z.array(z.string()),
  fold: async ({ db, teamId, until }) =>
    (await readTeamLogUntil<ProbeEvent>(db, teamId, probeEventTypes, until)).map((event) => event.data.title),
})
`,
  [`services/src/features/${name}/${name}.outbox.ts`]: `import { defineMailKind } from '../../platform/mail/mail-kinds'
import type { DeclaredOutbox } from '../../platform/mail/outbox-delivery'
import './${name}.tables'

export const probeMails = defineMailKind({
  name: 'recipe-probes',
  label: { en: 'probe e-mails', de: 'Sonden-E-Mails', es: 'correos de sondas' },
  defaultOn: true,
  recipients: 'team',
  setting: '/api/recipe-probe-emails',
})

export const probeMailOutbox: DeclaredOutbox = { table: 'recipe_probe_mail_outbox', keepDays: 30 }
`,
  [`services/src/features/${name}/index.ts`]: `import type { ProbeEvent } from '@teamspace/domain/${name}/${name}.events'
import { probeHistory } from '@teamspace/domain/${name}/${name}.history'
import { probePushKind } from '@teamspace/domain/${name}/${name}.push'
import { defineFeature } from '../../platform/feature'
import { probesAsOf } from './${name}.as-of'
import { probeMailOutbox, probeMails } from './${name}.outbox'

export const recipeProbeFeature = defineFeature<ProbeEvent>({
  name: '${name}',
  routes: async () => {},
  erasure: {
    member: async (trx, { userId }) => {
      await trx.deleteFrom('recipe_probe_mail_outbox').where('user_id', '=', userId).execute()
    },
  },
  history: probeHistory,
  asOf: [probesAsOf],
  pushKinds: [probePushKind],
  mailKinds: [probeMails],
  mailOutboxes: [probeMailOutbox],
  liveTopics: { ProbeLaunched: ['recipe-probe'] },
})
`,
  [`migrations/${migration}.ts`]: `import { sql, type Kysely } from 'kysely'
import { grantReadTableToApp } from './support'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recipe_probe_mail_outbox')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql\`now()\`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql\`now()\`))
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('outcome', 'text')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute()
  await grantReadTableToApp(db, 'recipe_probe_mail_outbox')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recipe_probe_mail_outbox').execute()
}
`,
}

/** An edit of a file outside the feature: a line after the one that matches `after`. */
interface Edit {
  readonly file: string
  readonly after: RegExp
  readonly line: string
}

/** The app-level lists the recipe says a feature joins. */
const listEdits: Edit[] = [
  {
    file: 'services/src/app.ts',
    after: /^import .* from '\.\/features\/volunteers'$/m,
    line: `import { recipeProbeFeature } from './features/${name}'`,
  },
  { file: 'services/src/app.ts', after: /^ {2}playingTimeFeature,$/m, line: '  recipeProbeFeature,' },
  {
    file: 'migrations/index.ts',
    after: /^import type \{ Migration \} from 'kysely\/migration'$/m,
    line: `import * as createRecipeProbeMailOutbox from './${migration}'`,
  },
  {
    file: 'migrations/index.ts',
    after: /^ {2}'\d{4}_\w+': \w+,(?![\s\S]*^ {2}'\d{4}_)/m,
    line: `  '${migration}': createRecipeProbeMailOutbox,`,
  },
]

/**
 * The files the recipe names beyond the lists, and why: the notifications card lists every push kind with its
 * words in each language the app speaks (README, "Adding a feature": `pushKinds` and the notifications card).
 */
const namedEdits: Edit[] = [
  {
    file: 'web/src/features/notifications/notification-kinds.ts',
    after: /^import type \{ PushKind \} .*$/m,
    line: `import { probePushKind } from '@teamspace/domain/${name}/${name}.push'`,
  },
  {
    file: 'web/src/features/notifications/notification-kinds.ts',
    after: /^ {2}matchPushKind,$/m,
    line: '  probePushKind,',
  },
  {
    file: 'web/src/features/notifications/notifications-kinds.messages.de.ts',
    after: /^ {2}match: .*$/m,
    line: "  probes: 'Gestartete Sonden',",
  },
  {
    file: 'web/src/features/notifications/notifications-kinds.messages.es.ts',
    after: /^ {2}match: .*$/m,
    line: "  probes: 'Sondas lanzadas',",
  },
]

const originals = new Map<string, string>()
const written: string[] = []

const apply = (edits: readonly Edit[]) => {
  for (const { file, after, line } of edits) {
    const text = readFileSync(at(file), 'utf8')
    if (!originals.has(file)) originals.set(file, text)
    const match = after.exec(text)
    if (!match) throw new Error(`${file}: no line matches ${after}; the recipe check needs updating`)
    const end = match.index + match[0].length
    writeFileSync(at(file), `${text.slice(0, end)}\n${line}${text.slice(end)}`)
  }
}

const cleanUp = () => {
  for (const file of written) rmSync(at(file), { force: true })
  for (const folder of ownFolders) if (existsSync(at(folder))) rmSync(at(folder), { recursive: true, force: true })
  for (const [file, text] of originals) writeFileSync(at(file), text)
}

const bin = (tool: string) => at(`node_modules/.bin/${tool}`)

/** The type-check's errors, by file. */
const typeErrors = () => {
  const run = spawnSync(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { cwd: root, encoding: 'utf8' })
  const lines = `${run.stdout}${run.stderr}`.split('\n').filter((line) => /^\S+\.tsx?\(\d+,\d+\): error/.test(line))
  return { ok: run.status === 0, lines, files: [...new Set(lines.map((line) => line.replace(/\(.*$/, '')))] }
}

const isOwn = (file: string) =>
  ownFolders.some((folder) => file.startsWith(folder)) || file === `migrations/${migration}.ts`

const status = () => execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' })

const main = () => {
  const before = status()
  process.on('SIGINT', () => {
    cleanUp()
    process.exit(130)
  })
  let failed = false
  try {
    for (const [file, text] of Object.entries(featureFiles)) {
      mkdirSync(path.dirname(at(file)), { recursive: true })
      writeFileSync(at(file), text)
      written.push(file)
    }
    apply(listEdits)
    console.log(
      `wrote ${written.length} files of the feature; added it to the lists in ${[...originals.keys()].join(', ')}`,
    )

    console.log('type-check with the lists alone …')
    const first = typeErrors()
    const asked = first.files.filter((file) => !isOwn(file))
    const own = first.files.filter(isOwn)
    if (own.length > 0) {
      console.log(first.lines.join('\n'))
      throw new Error('the throwaway feature itself does not type-check: the recipe check needs updating')
    }
    const named = new Set(namedEdits.map(({ file }) => file))
    const unnamed = asked.filter((file) => !named.has(file))
    for (const file of asked) console.log(`  asks for ${file}${named.has(file) ? ' (named by the recipe)' : ''}`)
    if (!first.ok) {
      apply(namedEdits.filter(({ file }) => asked.includes(file)))
      console.log('type-check with those files changed too …')
      const second = typeErrors()
      if (!second.ok) {
        console.log(second.lines.join('\n'))
        failed = true
      }
    }

    console.log('lint of the feature’s own files …')
    const lint = spawnSync(bin('eslint'), ['--max-warnings', '0', ...written], { cwd: root, encoding: 'utf8' })
    if (lint.status !== 0) {
      console.log(lint.stdout, lint.stderr)
      failed = true
    }

    console.log('the app’s start checks (every feature’s slots assembled) …')
    const start = spawnSync(
      bin('tsx'),
      [
        '--eval',
        "import('./services/src/app.ts').then(({ features }) => console.log(`  ${features.length} features`))",
      ],
      { cwd: root, encoding: 'utf8' },
    )
    process.stdout.write(start.stdout)
    if (start.status !== 0) {
      console.log(start.stderr)
      failed = true
    }

    const touched = [...originals.keys()]
    console.log(`\nfiles outside the feature's folders touched: ${touched.length}`)
    for (const file of touched)
      console.log(
        `  ${file}${listEdits.some((edit) => edit.file === file) ? ' (app-level list)' : ' (named by the recipe)'}`,
      )
    if (unnamed.length > 0) {
      console.log(`\nfinding: a feature must also touch ${unnamed.join(', ')}, which the recipe does not name`)
      failed = true
    }
  } finally {
    cleanUp()
  }
  const after = status()
  if (after !== before) {
    console.log(`the tree is not as it was:\n${after}`)
    failed = true
  } else console.log('removed the throwaway feature; the tree is as it was')
  process.exit(failed ? 1 : 0)
}

main()
