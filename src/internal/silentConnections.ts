import * as Context from "effect/Context"
import type * as net from "node:net"
import type { Duplex } from "node:stream"

/** What each connection had sent and received when a statement began. */
export type Mark = ReadonlyMap<net.Socket, { readonly read: number; readonly written: number }>

/**
 * The sockets of a store's PostgreSQL pool, watched so that one that went dead without a word can be ended.
 *
 * A connection whose server is gone without closing it (a failover that moved the address, a NAT or firewall that
 * dropped its state, a network partition) looks alive: a statement on it gets no answer, and `queryTimeout` fails it,
 * but the client goes back to the pool as healthy, the pool hands it out first again, and each later statement failed
 * after `queryTimeout` too, until the operating system gave up on the socket (some 15 minutes of retransmissions) —
 * though a new connection would have worked at once.
 * @internal
 */
export interface Watched {
  readonly mark: () => Mark
  /**
   * Ends the connections that sent something since `mark` and received nothing: the pool drops them and opens new ones.
   * Called once a statement got no answer and its cancel was tried: a live connection has had the cancel's answer by
   * then, or ends a statement that was cancelled anyway.
   */
  readonly endSilent: (mark: Mark) => void
}

/** @internal */
export class SilentConnections extends Context.Reference<SilentConnections>()(
  "effect-resilience/SilentConnections",
  { defaultValue: (): Watched | undefined => undefined }
) {}

/**
 * The watch, and the `stream` option that gives the PostgreSQL client its sockets through it: `given`'s (a connector's
 * own) or a plain one, as the driver makes by default. A stream that is no socket is not watched.
 * @internal
 */
export const watchSockets = (
  Socket: typeof net.Socket,
  given: (() => Duplex) | undefined
): { readonly watched: Watched; readonly stream: () => Duplex } => {
  const sockets = new Set<net.Socket>()
  // the driver passes its connection's options: handed on to a stream of the caller's
  const stream = (...args: Array<unknown>): Duplex => {
    const made = given === undefined ? new Socket() : (given as (...args: Array<unknown>) => Duplex)(...args)
    if (made instanceof Socket) {
      sockets.add(made)
      made.once("close", () => sockets.delete(made))
    }
    return made
  }
  const mark = (): Mark => new Map([...sockets].map((s) => [s, { read: s.bytesRead, written: s.bytesWritten }]))
  const endSilent = (before: Mark) => {
    for (const socket of sockets) {
      const then = before.get(socket) ?? { read: 0, written: 0 }
      if (socket.bytesWritten > then.written && socket.bytesRead === then.read) {
        socket.destroy(new Error("the connection gave no answer within the store's queryTimeout: taken for dead"))
      }
    }
  }
  return { watched: { mark, endSilent }, stream }
}
