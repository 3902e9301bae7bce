import { describe, expect, it } from 'vitest'
import { mapsLink, mapsPlatformOf } from './maps-link'

describe('the link that opens an address in the maps app', () => {
  const address = '12 Mill Lane, Springfield & Co'

  it('opens Apple Maps on an iPhone, an iPad and a Mac', () => {
    for (const agent of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
    ])
      expect(mapsLink(address, mapsPlatformOf(agent))).toBe(
        'https://maps.apple.com/?q=12%20Mill%20Lane%2C%20Springfield%20%26%20Co',
      )
  })

  it("hands the address to the Android phone's own maps app", () => {
    const agent = 'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'
    expect(mapsLink(` ${address} `, mapsPlatformOf(agent))).toBe(
      'geo:0,0?q=12%20Mill%20Lane%2C%20Springfield%20%26%20Co',
    )
  })

  it('opens a web map anywhere else', () => {
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'
    expect(mapsLink(address, mapsPlatformOf(agent))).toBe(
      'https://www.openstreetmap.org/search?query=12%20Mill%20Lane%2C%20Springfield%20%26%20Co',
    )
  })
})
