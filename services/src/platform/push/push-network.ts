import { lookup as dnsLookup } from 'node:dns/promises'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/** One address a host name resolves to, as `dns.lookup` gives it. */
export interface ResolvedAddress {
  readonly address: string
  readonly family: number
}

/**
 * Where the server may post push notifications. A subscription's endpoint is an address a member hands the
 * server, so it is checked twice: when it is subscribed (the name must resolve, and only to public addresses) and
 * on every send, in the connection's own lookup, so that the address connected to is the one checked and a name
 * that later resolves elsewhere (DNS rebinding) is refused before any connection is made.
 */
export interface PushNetwork {
  /** Every address of a host name: the system's resolver (`dns.lookup`) unless a test names its own. */
  readonly resolve: (hostname: string) => Promise<readonly ResolvedAddress[]>
  /**
   * Tests only: a push service on this machine's loopback, over http and at any port. The server never sets it;
   * there is no setting or variable that turns it on.
   */
  readonly allowLoopbackForTests?: boolean
}

/** How long a name may take to resolve when a device subscribes. */
const RESOLVE_TIMEOUT_MS = 5_000

/** The push services of the browsers: names on the public internet, each resolved by the system's resolver. */
export const publicPushNetwork: PushNetwork = {
  resolve: (hostname) => dnsLookup(hostname, { all: true, verbatim: true }),
}

/**
 * Addresses that are not on the public internet: this machine, private and shared networks, link-local,
 * unique-local, multicast, reserved and documentation ranges. An IPv4 address inside IPv6 (`::ffff:127.0.0.1`)
 * is checked as the IPv4 address it is.
 */
const notPublic = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6')

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

const typeOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/** Whether an address is on the public internet (see `notPublic`). */
export const isPublicAddress = (address: string) => {
  if (isIP(address) === 0) return false
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return !notPublic.check(mapped, 'ipv4')
  return !notPublic.check(address, typeOf(address))
}

/** Whether the server may connect to this address for a push: a public one, or loopback in a test. */
const allowed = (network: PushNetwork, address: string) =>
  isPublicAddress(address) || (network.allowLoopbackForTests === true && loopback.check(address, typeOf(address)))

/** Why an endpoint is refused before any name is resolved, or null. */
export type EndpointFault = 'not-a-push-address' | 'unknown-host'

/**
 * The rules an endpoint's address itself must meet: https at the standard port (443), a host name (no bare IP
 * address, no `localhost`), no user name or password. A port other than 443 is refused, so even a name that
 * resolved to a public address cannot aim the server at another service there.
 */
export const endpointUrlOf = (endpoint: string, network: PushNetwork): URL | null => {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  if (network.allowLoopbackForTests && LOOPBACK_HOSTS.has(url.hostname))
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  const host = url.hostname.toLowerCase()
  const bareAddress = isIP(host.replace(/^\[|\]$/g, '')) !== 0
  if (url.protocol !== 'https:' || url.port !== '' || bareAddress) return null
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return null
  return url
}

/**
 * Whether a device may subscribe at this endpoint now: its address meets `endpointUrlOf`, and its name resolves,
 * to public addresses only. Checked again at every send (see `guardedLookup`).
 */
export const endpointFault = async (endpoint: string, network: PushNetwork): Promise<EndpointFault | null> => {
  const url = endpointUrlOf(endpoint, network)
  if (!url) return 'not-a-push-address'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host) !== 0) return null
  let timer: NodeJS.Timeout | undefined
  try {
    const addresses = await Promise.race([
      network.resolve(host),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), RESOLVE_TIMEOUT_MS)
      }),
    ])
    if (addresses.length === 0) return 'unknown-host'
    return addresses.every(({ address }) => allowed(network, address)) ? null : 'not-a-push-address'
  } catch {
    return 'unknown-host'
  } finally {
    clearTimeout(timer)
  }
}

/** A push's connection refused because its host resolved to an address that is not public. */
export class PushAddressError extends Error {
  readonly code = 'EPUSHADDRESS'
  constructor() {
    super('the push service’s address is not public')
    this.name = 'PushAddressError'
  }
}

/**
 * The lookup of every push connection: the host resolved with the network's resolver and refused, before any
 * connection is made, when any of its addresses is not public; otherwise the connection goes to exactly the
 * addresses checked here.
 */
export const guardedLookup =
  (network: PushNetwork): LookupFunction =>
  (hostname, options, callback) => {
    network.resolve(hostname).then(
      (resolved) => {
        const want = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family
        const addresses = resolved.filter(({ family }) => !want || family === want)
        if (addresses.length === 0 || !resolved.every(({ address }) => allowed(network, address))) {
          callback(new PushAddressError(), '', 0)
          return
        }
        if (options.all)
          callback(
            null,
            addresses.map(({ address, family }) => ({ address, family })),
          )
        else callback(null, addresses[0]!.address, addresses[0]!.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    )
  }
