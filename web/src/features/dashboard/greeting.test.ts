import { describe, expect, it } from 'vitest'
import { firstName, greetingFor, hourIn } from './greeting'

const utc = (hours: number, minutes = 0) => new Date(Date.UTC(2026, 2, 14, hours, minutes))

describe('greetingFor', () => {
  it('changes at noon and at five in the afternoon', () => {
    expect(greetingFor(utc(0), 'UTC')).toBe('Good morning')
    expect(greetingFor(utc(11, 59), 'UTC')).toBe('Good morning')
    expect(greetingFor(utc(12), 'UTC')).toBe('Good afternoon')
    expect(greetingFor(utc(16, 59), 'UTC')).toBe('Good afternoon')
    expect(greetingFor(utc(17), 'UTC')).toBe('Good evening')
    expect(greetingFor(utc(23, 59), 'UTC')).toBe('Good evening')
  })

  describe('when the team plays in another time zone than UTC', () => {
    it('goes by the team’s clocks (New York, on daylight time since March 8)', () => {
      expect(greetingFor(utc(15, 59), 'America/New_York')).toBe('Good morning')
      expect(greetingFor(utc(16), 'America/New_York')).toBe('Good afternoon')
      expect(greetingFor(utc(20, 59), 'America/New_York')).toBe('Good afternoon')
      expect(greetingFor(utc(21), 'America/New_York')).toBe('Good evening')
    })

    it('honours half-hour offsets (Kolkata, UTC+5:30)', () => {
      expect(greetingFor(utc(6, 29), 'Asia/Kolkata')).toBe('Good morning')
      expect(greetingFor(utc(6, 30), 'Asia/Kolkata')).toBe('Good afternoon')
      expect(greetingFor(utc(11, 30), 'Asia/Kolkata')).toBe('Good evening')
    })

    it('greets the same moment differently on each side of the world', () => {
      const moment = utc(3)
      expect(greetingFor(moment, 'Asia/Tokyo')).toBe('Good afternoon')
      expect(greetingFor(moment, 'Europe/London')).toBe('Good morning')
      expect(greetingFor(moment, 'America/Los_Angeles')).toBe('Good evening')
    })

    it('reads midnight as hour 0, a morning', () => {
      const berlinMidnight = new Date(Date.UTC(2026, 0, 10, 23, 0))
      expect(hourIn(berlinMidnight, 'Europe/Berlin')).toBe(0)
      expect(greetingFor(berlinMidnight, 'Europe/Berlin')).toBe('Good morning')
    })
  })

  it('falls back to the device’s clock for a time zone it does not know', () => {
    const moment = utc(9)
    expect(hourIn(moment, 'Not/AZone')).toBe(moment.getHours())
  })
})

describe('firstName', () => {
  it('greets by the first name, or as Coach without one', () => {
    expect(firstName('Sam Rivera')).toBe('Sam')
    expect(firstName('  Kim ')).toBe('Kim')
    expect(firstName('')).toBe('Coach')
    expect(firstName('   ')).toBe('Coach')
  })
})
