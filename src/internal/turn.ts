import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import * as Model from "../Model.js"
import { unfinishedToolCalls, validateHistory } from "./history.js"
import { InvalidOptionError, knownKeys, object, storedKey } from "./options.js"
import { randomHex } from "./randomHex.js"
import { printedThroughSpans } from "./tracedError.js"
import { closeHistory, closeToolCalls, CurrentTemplates, MAY_HAVE_RUN, pairResults } from "./turnHistory.js"
import { Cancelled, Counters, isFinal, Running, Turn, type TurnState } from "./turnSchema.js"
import type { TurnAlreadyExists, TurnStoreError } from "./turnStore.js"
import { TurnStore } from "./turnStore.js"

/** @internal */
export class TurnNotFound extends Schema.TaggedError<TurnNotFound>()("TurnNotFound", {
  turnId: Schema.String
}) {
  override get message(): string {
    return `no turn with id ${this.turnId}`
  }
}

/** @internal */
export class TurnStateError extends Schema.TaggedError<TurnStateError>()("TurnStateError", {
  turnId: Schema.String,
  operation: Schema.String,
  state: Schema.String
}) {
  override get message(): string {
    return `cannot ${this.operation} turn ${this.turnId}: it is ${this.state}`
  }
}

/** @internal */
export interface StartInput {
  readonly id?: string | undefined
  readonly history?: Model.History | undefined
  readonly message?: string | undefined
}

const startKeys: ReadonlyArray<keyof StartInput> = ["id", "history", "message"]

const randomId = Effect.map(randomHex(4), (hex) => `turn_${hex}`)

const isMessage = Schema.is(Model.Message)

/**
 * Each message made with its class: a plain object with a message's `_tag` (`{ _tag: "UserMessage", content }`, JSON
 * parsed back) passes `validateHistory`, then died inside the effect with a ParseError of the whole turn.
 */
const checkMessages = (history: ReadonlyArray<unknown>): void =>
  history.forEach((message, i) => {
    if (!isMessage(message)) {
      throw new InvalidOptionError(
        `history[${i}]`,
        message,
        "a message made with its class, such as new Model.UserMessage({ content: \"hi\" }) (decode JSON with " +
          "Schema.decodeUnknown(Schema.Array(Model.Message)))"
      )
    }
  })

/**
 * Each tool result right after the assistant message that made its call (only other results between them), once per
 * call, as `closeToolCalls` pairs them: two parallel calls that share an id take a result each. A result elsewhere
 * (`User, Assistant[x], User, Tool(x)`, a history merged out of order) answers nothing: every provider refuses it, and
 * `startHistory` would close `x` with a result of its own beside it.
 */
const checkResults = (history: Model.History): void =>
  pairResults(history, {
    result: (message, i, answered) => {
      if (!answered) {
        throw new InvalidOptionError(
          `history[${i}]`,
          message,
          `a tool result right after the assistant message that called ${message.toolName} (id ${message.toolCallId}), ` +
            "with only other results between them, and one per call"
        )
      }
    }
  })

const NOT_IN_HISTORY = `its result was not in the history the turn started with; ${MAY_HAVE_RUN}`

/**
 * The given history, with the message appended. A call without a result that a later message follows (a
 * conversation imported with an exchange cut short) is closed, as `addUserMessage` closes one: every provider
 * refuses such a history, and the turn failed at its first model call. Only the calls of a last assistant
 * message stay open, without a message after them: the runner runs those.
 */
const startHistory = (
  given: ReadonlyArray<Model.Message>,
  message: string | undefined,
  template: string
): Model.History => {
  if (message !== undefined) {
    return [...closeToolCalls(given, NOT_IN_HISTORY, template), new Model.UserMessage({ content: message })]
  }
  const last = unfinishedToolCalls(given)
  return last === undefined
    ? closeToolCalls(given, NOT_IN_HISTORY, template)
    : [...closeToolCalls(given.slice(0, last.index), NOT_IN_HISTORY, template), ...given.slice(last.index)]
}

/** @internal */
export const start = (
  input: StartInput
): Effect.Effect<Turn, TurnAlreadyExists | TurnStoreError, TurnStore> => {
  const expected = "an object such as { history } or { message }"
  // `object` names an Effect given as the input, which read field by field blamed an option named "_op"
  if (object("input", input, expected) === undefined) throw new InvalidOptionError("input", input, expected)
  // a misspelt `mesage` started no turn ("at least one message"), a misspelt `ID` one under a random id
  knownKeys("", input, startKeys)
  // Checked here, not by the store's Schema when the turn is saved: "hi" would spread into ["h", "i"] and die there.
  if (input.history !== undefined) {
    checkMessages(validateHistory("history", input.history, false))
    checkResults(input.history)
  }
  if (input.message !== undefined && typeof input.message !== "string") {
    throw new InvalidOptionError("message", input.message, "a string, the user's message")
  }
  const given: ReadonlyArray<Model.Message> = [...(input.history ?? [])]
  if (given.length === 0 && input.message === undefined) {
    throw new InvalidOptionError("history", input.history, "at least one message")
  }
  if (input.id !== undefined) storedKey("id", input.id)
  return Effect.gen(function*() {
    const store = yield* TurnStore
    const { unfinishedTool } = yield* CurrentTemplates
    const now = yield* Clock.currentTimeMillis
    const id = input.id ?? (yield* randomId)
    return yield* store.create(
      new Turn({
        id,
        history: startHistory(given, input.message, unfinishedTool),
        state: new Running(),
        counters: new Counters({ cumulativeRetries: 0, consecutiveRetries: 0, compactions: 0 }),
        steps: 0,
        createdAt: now,
        startedAt: now,
        updatedAt: now,
        version: 0
      })
    )
  })
}

// Checked when called, as `start` checks its id: an id no store can hold names no turn.
const checkId = (id: unknown): void => {
  storedKey("id", id)
}

/** @internal */
export const get = (id: string): Effect.Effect<Turn, TurnNotFound | TurnStoreError, TurnStore> => {
  // `Turn.get(req.params.id)` with the parameter missing died inside the effect: its TurnNotFound refused the id
  checkId(id)
  return find(id)
}

const find = (id: string): Effect.Effect<Turn, TurnNotFound | TurnStoreError, TurnStore> =>
  Effect.flatMap(TurnStore, (store) =>
    Effect.flatMap(
      store.get(id),
      Option.match({
        onNone: () => Effect.fail(new TurnNotFound({ turnId: id })),
        onSome: Effect.succeed
      })
    ))

/**
 * Read, change, write with the version read; a concurrent write (a worker's step, another
 * operation) makes the write fail, and the change is made again on the newer turn.
 */
const update = <E>(
  id: string,
  change: (turn: Turn, now: number) => Effect.Effect<Turn, E>
): Effect.Effect<Turn, E | TurnNotFound | TurnStoreError, TurnStore> =>
  Effect.gen(function*() {
    const store = yield* TurnStore
    const turn = yield* find(id)
    const now = yield* Clock.currentTimeMillis
    const next = yield* change(turn, now)
    if (next === turn) return turn
    return yield* store.save(new Turn({ ...next, updatedAt: now }), { expectedVersion: turn.version })
  }).pipe(Effect.catchTag("TurnConflict", () => Effect.zipRight(Effect.yieldNow(), update(id, change))))

const withState = (turn: Turn, state: TurnState, fields?: Partial<Turn>): Turn =>
  new Turn({ ...turn, ...fields, state })

const resetConsecutive = (turn: Turn): Counters => new Counters({ ...turn.counters, consecutiveRetries: 0 })

/** @internal */
export const retryModel = (
  id: string
): Effect.Effect<Turn, TurnNotFound | TurnStateError | TurnStoreError, TurnStore> => {
  checkId(id)
  return update(id, (turn, now) =>
    turn.state._tag === "WaitingForModel" || turn.state._tag === "RetryScheduled"
      // A person asked for this try: the automatic retries start afresh after it, and so does the time budget (the
      // turn waited for that person; counted, an hour's wait ended a turn with a 5 minutes' budget before its call).
      ? Effect.succeed(withState(turn, new Running(), { counters: resetConsecutive(turn), startedAt: now }))
      : Effect.fail(new TurnStateError({ turnId: id, operation: "retry the model of", state: turn.state._tag })))
}

// A call without a result may be running right now in a worker (which finds the turn changed only at
// its next renewal or save) or have been cut off by a crash: either way its effect may have happened.
const UNKNOWN_OUTCOME = `its result had not come when a new user message arrived; ${MAY_HAVE_RUN}`

/** @internal */
export const addUserMessage = (
  id: string,
  content: string
): Effect.Effect<Turn, TurnNotFound | TurnStoreError, TurnStore> => {
  // `addUserMessage(id, req.body.message)` with the field missing died inside the effect, a ParseError of the message
  checkId(id)
  if (typeof content !== "string") throw new InvalidOptionError("content", content, "a string, the user's message")
  return Effect.flatMap(
    CurrentTemplates,
    (templates) =>
      update(id, (turn, now) =>
        Effect.succeed(withState(turn, new Running(), {
          history: [
            ...closeToolCalls(turn.history, UNKNOWN_OUTCOME, templates.unfinishedTool),
            new Model.UserMessage({ content })
          ],
          counters: new Counters({ ...turn.counters, consecutiveRetries: 0, compactions: 0 }),
          // The user speaking again opens a new budget of steps, time and compactions.
          steps: 0,
          startedAt: now
        })))
  )
}

/** @internal */
export const cancel = (
  id: string,
  reason = "cancelled by the user"
): Effect.Effect<Turn, TurnNotFound | TurnStoreError, TurnStore> => {
  checkId(id)
  if (typeof reason !== "string") throw new InvalidOptionError("reason", reason, "a string, why the turn was cancelled")
  return Effect.flatMap(CurrentTemplates, (templates) =>
    update(id, (turn) =>
      Effect.succeed(
        isFinal(turn.state)
          ? turn
          // stopped by its budget, its history is closed already, with a note saying why: a second note read
          // "The turn stopped: …" then "The turn was cancelled: …", two assistant messages in a row
          : turn.state._tag === "BudgetExceeded"
          ? withState(turn, new Cancelled({ reason }))
          : withState(turn, new Cancelled({ reason }), {
            // A worker stops the step only at its next renewal, and a call it cuts off keeps its claim as
            // unknown: as after a new user message, the call's message must not read as not having run.
            history: closeHistory(turn.history, reason, templates, "cancelled", `${reason}; ${MAY_HAVE_RUN}`)
          })
      )))
}

// Printed as themselves when Effect hands them on in its span-carrying Proxy (see `printedThroughSpans`).
printedThroughSpans(TurnNotFound, TurnStateError)
