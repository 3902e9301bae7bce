import { describe, expect, it } from 'vitest'
import { devApiTarget } from './dev-api-target'

describe('the development proxy', () => {
  it('sends /api to the port and host the API server listens on', () => {
    expect(devApiTarget({ PORT: '4123' })).toBe('http://127.0.0.1:4123')
    expect(devApiTarget({ PORT: '4123', HOST: 'localhost' })).toBe('http://localhost:4123')
  })

  it('uses the API server’s defaults when nothing is set', () => {
    expect(devApiTarget({})).toBe('http://127.0.0.1:3000')
    expect(devApiTarget({ PORT: '', HOST: '' })).toBe('http://127.0.0.1:3000')
  })

  it('reaches a server that listens on every interface through loopback, and brackets IPv6 addresses', () => {
    expect(devApiTarget({ HOST: '0.0.0.0', PORT: '3001' })).toBe('http://127.0.0.1:3001')
    expect(devApiTarget({ HOST: '::' })).toBe('http://[::1]:3000')
    expect(devApiTarget({ HOST: '::1' })).toBe('http://[::1]:3000')
  })
})
