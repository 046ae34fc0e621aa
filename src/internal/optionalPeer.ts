import * as Effect from "effect/Effect"

/**
 * An optional peer dependency, loaded when a feature that needs it is built (a SQLite or PostgreSQL store, a
 * FaultServer): a program that never uses the feature need not install it. One it uses and did not install ends the
 * program with a defect that says which package to install, rather than Node's bare "Cannot find package".
 * @internal
 */
export const load = <A>(pkg: string, usedBy: string, importModule: () => Promise<A>): Effect.Effect<A> =>
  Effect.orDie(Effect.tryPromise({
    try: importModule,
    catch: (cause) =>
      isNotFound(cause, pkg)
        ? new Error(`${usedBy} needs the optional peer dependency ${pkg}: npm install ${pkg}`, { cause })
        : cause
  }))

const isNotFound = (cause: unknown, pkg: string): boolean =>
  typeof cause === "object" && cause !== null && "code" in cause && cause.code === "ERR_MODULE_NOT_FOUND" &&
  "message" in cause && typeof cause.message === "string" && cause.message.includes(`'${pkg}'`)
