/**
 * A flat catalog (id → words) from the translation modules of one language, keyed by their paths: a module's
 * namespace is its file's name before `.messages` (`calendar.messages.de.ts` translates `calendar.*`), which
 * catalogs.test.ts checks against each module's English.
 */
export function catalogFrom(modules: Record<string, Record<string, string>>): Record<string, string> {
  const catalog: Record<string, string> = {}
  for (const [path, words] of Object.entries(modules)) {
    const namespace = namespaceOf(path)
    for (const [key, text] of Object.entries(words)) catalog[`${namespace}.${key}`] = text
  }
  return catalog
}

/** 'calendar' for '…/calendar.messages.de.ts' and '…/calendar.messages.ts'. */
export const namespaceOf = (path: string): string => path.split('/').pop()!.split('.messages')[0]!
