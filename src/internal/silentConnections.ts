import type * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import type * as net from "node:net"
import type { Duplex } from "node:stream"

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
  /**
   * Notes what each connection has sent and received, as a statement begins (before it is given a connection, and
   * before each of its tries): a connection that has sent nothing since was idle then, so whatever it sends later is
   * that statement's or a later one's, waiting within its own `queryTimeout`.
   */
  readonly observe: () => void
  /**
   * Ends the connections that have waited for an answer for a whole `queryTimeout` at least: each sent something, and
   * received nothing, since it was last seen idle that long ago. The pool drops them and opens new ones. Called once a
   * statement got no answer and its cancel was tried: a live connection has had the cancel's answer by then. A
   * connection whose statement went out later is left to its own `queryTimeout`: ending every connection that waited
   * at that moment failed the statements waiting on another row's lock, or a purge's batch, long before their bound.
   */
  readonly endSilent: () => void
}

/** @internal */
export class SilentConnections extends Context.Reference<SilentConnections>()(
  "effect-resilience/SilentConnections",
  { defaultValue: (): Watched | undefined => undefined }
) {}

/**
 * What a connection had received and sent when it was last seen, and the latest time it was seen having sent no more
 * (idle, or waiting on what it sent before): it has waited for its answer since then at least.
 */
interface Seen {
  read: number
  written: number
  idleAt: number
}

/**
 * The watch, and the `stream` option that gives the PostgreSQL client its sockets through it: `given`'s (a connector's
 * own) or a plain one, as the driver makes by default. A stream that is no socket is not watched.
 *
 * Only the byte counts are read: the driver reads and writes a TLS connection through a `TLSSocket` it wraps around
 * the socket made here, which counts the encrypted bytes that pass (no event of this socket's sees them). `clock`
 * measures `queryTimeout` (real time: a watch over real I/O).
 * @internal
 */
export const watchSockets = (
  Socket: typeof net.Socket,
  given: (() => Duplex) | undefined,
  clock: Clock.Clock,
  queryTimeout: Duration.DurationInput
): { readonly watched: Watched; readonly stream: () => Duplex } => {
  const timeout = Duration.toMillis(queryTimeout)
  const sockets = new Map<net.Socket, Seen>()
  // the driver passes its connection's options: handed on to a stream of the caller's
  const stream = (...args: Array<unknown>): Duplex => {
    const made = given === undefined ? new Socket() : (given as (...args: Array<unknown>) => Duplex)(...args)
    if (made instanceof Socket) {
      sockets.set(made, { read: made.bytesRead, written: made.bytesWritten, idleAt: clock.unsafeCurrentTimeMillis() })
      made.once("close", () => sockets.delete(made))
    }
    return made
  }
  const observe = () => {
    const now = clock.unsafeCurrentTimeMillis()
    for (const [socket, seen] of sockets) {
      if (socket.bytesRead !== seen.read) {
        // answered (what it sent since may be answered too, or not: taken as answered, never as waiting too long)
        seen.read = socket.bytesRead
        seen.written = socket.bytesWritten
        seen.idleAt = now
      } else if (socket.bytesWritten === seen.written) {
        seen.idleAt = now
      }
    }
  }
  const endSilent = () => {
    const now = clock.unsafeCurrentTimeMillis()
    for (const [socket, seen] of sockets) {
      if (socket.bytesRead === seen.read && socket.bytesWritten > seen.written && now - seen.idleAt >= timeout) {
        socket.destroy(new Error("the connection gave no answer within the store's queryTimeout: taken for dead"))
      }
    }
  }
  return { watched: { observe, endSilent }, stream }
}
