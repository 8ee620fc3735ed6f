/**
 * A TCP gate in front of a database for a test: open, it passes connections through to the target
 * port; closed, it cuts every connection through it and every new one at once, as a stopped or
 * failing-over server does, while the process keeps its address.
 */
import { connect, createServer, type Socket } from 'node:net'

export type TcpGate = { port: number; open(): void; close(): void; stop(): Promise<void> }

export async function startTcpGate(port: number, target: { host?: string; port: number }): Promise<TcpGate> {
  let isOpen = true
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  }
  const server = createServer((client) => {
    if (!isOpen) {
      client.destroy()
      return
    }
    const upstream = connect(target.port, target.host ?? '127.0.0.1')
    track(client)
    track(upstream)
    client.pipe(upstream).pipe(client)
    client.on('error', () => upstream.destroy())
    upstream.on('error', () => client.destroy())
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
  return {
    port,
    open: () => {
      isOpen = true
    },
    close: () => {
      isOpen = false
      for (const socket of sockets) socket.destroy()
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
