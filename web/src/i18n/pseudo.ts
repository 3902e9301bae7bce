/**
 * The pseudo-locale, for checking layouts before a translation exists: every word accented and 40 % longer, as
 * German or Finnish often runs, so that a label cut short or two texts overlapping show on a page at 375 px. Turned
 * on for a device by `localStorage['teamspace.pseudo'] = '1'` (the browser tests do); never chosen by a person.
 */
const accented: Record<string, string> = {
  a: 'á',
  c: 'ç',
  e: 'é',
  i: 'î',
  n: 'ñ',
  o: 'ö',
  u: 'ü',
  y: 'ý',
  s: 'š',
  z: 'ž',
  A: 'Å',
  C: 'Ç',
  E: 'É',
  I: 'Î',
  N: 'Ñ',
  O: 'Ö',
  U: 'Ü',
  Y: 'Ý',
  S: 'Š',
  Z: 'Ž',
}

let on: boolean | undefined

/** Whether this device shows the pseudo-locale (read once). */
export function pseudoLocaleOn(): boolean {
  if (on === undefined) {
    try {
      on = globalThis.localStorage?.getItem('teamspace.pseudo') === '1'
    } catch {
      on = false
    }
  }
  return on
}

/**
 * "Save" → "Šááávé·": each word accented and longer by two fifths (its vowels drawn out, as a longer word of another
 * language would still break only between words), then marked as pseudo-localized.
 */
export function pseudoLocalize(text: string): string {
  if (text.trim() === '') return text
  const words = text.replace(/[A-Za-z]+/g, (word) => {
    const accentedWord = word.replace(/[A-Za-z]/g, (letter) => accented[letter] ?? letter)
    const extra = Math.round(word.length * 0.4)
    const vowel = /[aeiouAEIOU]/.exec(word)?.[0]
    const drawnOut = (accented[vowel ?? ''] ?? '~').repeat(extra)
    const at = vowel ? word.indexOf(vowel) + 1 : word.length
    return accentedWord.slice(0, at) + drawnOut + accentedWord.slice(at)
  })
  return `${words}·`
}

/** The words as this device shows them: themselves, or pseudo-localized. */
export const shown = (text: string): string => (pseudoLocaleOn() ? pseudoLocalize(text) : text)
