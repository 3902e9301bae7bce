/** Which maps app a link should open: Apple Maps on Apple devices, the chosen app on Android, a web map elsewhere. */
export type MapsPlatform = 'apple' | 'android' | 'other'

/** The platform of a browser's user agent string (iPadOS reports itself as a Mac). */
export const mapsPlatformOf = (userAgent: string): MapsPlatform =>
  /iPhone|iPad|iPod|Macintosh/.test(userAgent) ? 'apple' : /Android/.test(userAgent) ? 'android' : 'other'

/**
 * A link that opens `address` in the phone's maps app: no map service of our own, only the platform's. Android's
 * `geo:` URI hands the address to whichever maps app the person uses.
 */
export function mapsLink(address: string, platform: MapsPlatform): string {
  const query = encodeURIComponent(address.trim())
  switch (platform) {
    case 'apple':
      return `https://maps.apple.com/?q=${query}`
    case 'android':
      return `geo:0,0?q=${query}`
    case 'other':
      return `https://www.openstreetmap.org/search?query=${query}`
  }
}
