/**
 * Each feature's own tunables (a merge window, say), by the feature's name. A feature that has some adds its entry
 * from its own module (`declare module '../../platform/settings' { interface FeatureSettings { … } }`) and gives
 * their defaults in `defineFeature`'s `settings`; the server's configuration or a test sets any of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each feature with tunables adds its entry
export interface FeatureSettings {}

/** A feature's tunables with their defaults, named by the feature they belong to. */
export type SettingsDefaults = {
  readonly [K in keyof FeatureSettings]: { readonly of: K; readonly defaults: FeatureSettings[K] }
}[keyof FeatureSettings]

/** What the server or a test sets of the features' tunables: any of any feature's, the others at their defaults. */
export type FeatureSettingsOptions = { readonly [K in keyof FeatureSettings]?: Partial<FeatureSettings[K]> }

/** A feature's tunables as the app runs with them. */
export type SettingsOf = <K extends keyof FeatureSettings>(of: K) => FeatureSettings[K]

/**
 * Every feature's tunables, each default replaced by what `options` sets. A feature declares its own only (named
 * by it), and each once.
 */
export const settingsOf = (
  features: readonly { readonly name: string; readonly settings: SettingsDefaults | undefined }[],
  options: FeatureSettingsOptions = {},
): SettingsOf => {
  const settings = new Map<string, object>()
  for (const { name, settings: declared } of features) {
    if (!declared) continue
    if (declared.of !== name) throw new Error(`feature ${name} declares the settings of ${declared.of}`)
    settings.set(name, { ...declared.defaults, ...options[declared.of] })
  }
  return (of) => {
    const found = settings.get(of)
    if (!found) throw new Error(`no feature declares the settings of ${of}`)
    return found as FeatureSettings[typeof of]
  }
}
