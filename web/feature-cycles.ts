/**
 * Fails when the web's features import each other in a circle, even through files that do not (`madge --circular`
 * sees only the files). Reads madge's JSON graph of web/src from the file it is given:
 *
 *   madge --json --extensions ts,tsx --ts-config tsconfig.json web/src > imports.json
 *   node web/feature-cycles.ts imports.json
 *
 * A file, not a pipe: madge exits as soon as it has written, and a pipe then keeps only its first 64 KiB.
 */
import { readFileSync } from 'node:fs'

type Graph = Record<string, string[]>

const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1]

/** For each feature, the features it imports and one import that shows it. */
function featureEdges(graph: Graph): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>()
  for (const [file, imports] of Object.entries(graph)) {
    const from = featureOf(file)
    if (!from) continue
    for (const imported of imports) {
      const to = featureOf(imported)
      if (!to || to === from) continue
      const targets = edges.get(from) ?? new Map<string, string>()
      if (!targets.has(to)) targets.set(to, `${file} → ${imported}`)
      edges.set(from, targets)
    }
  }
  return edges
}

/** The groups of features that reach each other (Tarjan's strongly connected components of more than one). */
function featureCycles(edges: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (feature: string) => {
    index.set(feature, index.size)
    low.set(feature, index.get(feature)!)
    stack.push(feature)
    onStack.add(feature)
    for (const next of edges.get(feature)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(feature, Math.min(low.get(feature)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(feature, Math.min(low.get(feature)!, index.get(next)!))
    }
    if (low.get(feature) !== index.get(feature)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== feature)
    if (group.length > 1) cycles.push(group.sort())
  }
  for (const feature of edges.keys()) if (!index.has(feature)) visit(feature)
  return cycles
}

const file = process.argv[2]
if (!file) throw new Error('usage: node web/feature-cycles.ts <madge --json output>')
const graph = JSON.parse(readFileSync(file, 'utf8')) as Graph
const edges = featureEdges(graph)
const cycles = featureCycles(edges)
if (cycles.length === 0) {
  console.log('No import cycle between web features.')
} else {
  for (const group of cycles) {
    console.error(`Web features that import each other: ${group.join(', ')}`)
    for (const from of group)
      for (const [to, example] of edges.get(from) ?? [])
        if (group.includes(to)) console.error(`  ${from} → ${to}: ${example}`)
  }
  process.exitCode = 1
}
