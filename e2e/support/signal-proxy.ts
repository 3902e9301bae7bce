import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

/**
 * One bar of signal, for real: an HTTP proxy on loopback that the browser sends everything through
 * (`--proxy-server`, with `--proxy-bypass-list=<-loopback>` so that loopback is not exempt). While it `forwards`, each
 * request goes on to the app; while it `hangs`, it accepts the connection and the request and never answers, as a
 * phone on the edge of coverage does, while the browser still says it is online. Switched back to forwarding, what it
 * held goes on to the app after all: the slow first attempt of a save lands late, as it may on a real network.
 */
export interface SignalProxy {
  /** The `--proxy-server` address. */
  readonly url: string
  /** Requests are accepted and never answered. */
  hang(): void
  /** Requests go on to the app, the ones held meanwhile first. */
  forward(): void
  /** How many requests (and websocket tunnels) it holds unanswered now. */
  held(): number
  close(): Promise<void>
}

type Held =
  | { kind: 'request'; req: IncomingMessage; res: ServerResponse }
  | { kind: 'tunnel'; req: IncomingMessage; socket: Socket; head: Buffer }

function passOn(req: IncomingMessage, res: ServerResponse) {
  const target = new URL(req.url ?? '/')
  const headers = { ...req.headers }
  delete headers['proxy-connection']
  const onward = forward(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: `${target.pathname}${target.search}`,
      headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  onward.on('error', () => res.destroy())
  req.pipe(onward)
}

/** A websocket (CONNECT) tunnel to the app. */
function tunnel(req: IncomingMessage, socket: Socket, head: Buffer) {
  const [host, port] = (req.url ?? '').split(':')
  const onward = connect(Number(port), host, () => {
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    if (head.length > 0) onward.write(head)
    onward.pipe(socket)
    socket.pipe(onward)
  })
  const end = () => {
    onward.destroy()
    socket.destroy()
  }
  onward.on('error', end)
  socket.on('error', end)
}

export async function startSignalProxy(): Promise<SignalProxy> {
  let hanging = false
  let holding: Held[] = []
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    if (hanging) holding.push({ kind: 'request', req, res })
    else passOn(req, res)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  server.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    if (hanging) holding.push({ kind: 'tunnel', req, socket, head })
    else tunnel(req, socket, head)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const open = (item: Held) => {
    if (item.kind === 'request') {
      if (!item.res.destroyed) passOn(item.req, item.res)
    } else if (!item.socket.destroyed) tunnel(item.req, item.socket, item.head)
  }
  return {
    url: `http://127.0.0.1:${port}`,
    hang() {
      hanging = true
    },
    forward() {
      hanging = false
      const late = holding
      holding = []
      for (const item of late) open(item)
    },
    held: () =>
      holding.filter((item) => (item.kind === 'request' ? !item.res.destroyed : !item.socket.destroyed)).length,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
