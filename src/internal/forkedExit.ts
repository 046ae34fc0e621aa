import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as HashSet from "effect/HashSet"

/**
 * What a fiber forked for work its joiner handles runs: the work's exit as the fiber's value when the work ends by itself,
 * for the joiner to hand on (`Exit.flatten`, `Effect.flatten(Fiber.join(…))`). A fiber that fails has its failure logged
 * by Effect as "Fiber terminated with an unhandled error" (at Debug, or the level an operator raised unhandled errors
 * to): a timed call, a SQL statement, a runner's claim or step that failed was logged so, the raw error whole (a driver's
 * stack, a key an error body echoed), though its joiner had it. Work cut off from outside still fails its fiber: it still
 * ends interrupted for its joiner, and nobody gets its exit, so a defect in its release (a connection's close that
 * throws) is that fiber's unhandled error, as it is for the loser of `Effect.timeout`'s race.
 * @internal
 */
export const exitAsValue = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<Exit.Exit<A, E>, E, R> =>
  Effect.matchCauseEffect(self, {
    onFailure: (cause) =>
      Effect.descriptorWith((fiber) =>
        HashSet.size(fiber.interruptors) > 0 ? Effect.failCause(cause) : Effect.succeed(Exit.failCause(cause))
      ),
    onSuccess: (value) => Effect.succeed(Exit.succeed(value))
  })
