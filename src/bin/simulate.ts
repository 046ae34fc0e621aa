/**
 * `effect-resilience simulate`: compares retry policies under a fault model in virtual time, and
 * `simulate aws` reproduces the AWS "Exponential Backoff And Jitter" experiment.
 *
 * Run with `npx tsx src/bin/simulate.ts --help`.
 */
import { CliConfig, Command, HelpDoc, Options, ValidationError } from "@effect/cli"
import { FileSystem } from "@effect/platform"
import { Console, Effect, Either, Option } from "effect"
import { Simulate } from "../index.js"
import { runCli } from "./runCli.js"

const presetNames = Object.keys(Simulate.presets) as Array<keyof typeof Simulate.presets>
const defaultPolicies: ReadonlyArray<keyof typeof Simulate.presets> = [
  "none",
  "exponential",
  "openaiSdk",
  "vercelAiSdk",
  "standard",
  "budget",
  "policy"
]

const color = process.stdout.isTTY === true && process.env.NO_COLOR === undefined
const interactive = process.stderr.isTTY === true

/** A progress bar on stderr, redrawn in place; only on a terminal, so pipes and files stay clean. */
const progressBar = (p: Simulate.Progress) =>
  Effect.sync(() => {
    const width = 30
    const overall = (p.index + p.done / p.total) / p.policies
    const filled = Math.round(overall * width)
    process.stderr.write(
      `\r${"█".repeat(filled)}${"░".repeat(width - filled)} ${(overall * 100).toFixed(0).padStart(3)} %` +
        `  ${p.policy} (${p.index + 1}/${p.policies}), ${Simulate.formatMillis(p.now)} simulated\u001b[K`
    )
  })

const clearProgress = Effect.sync(() => {
  if (interactive) process.stderr.write("\r\u001b[K")
})

const readJson = (path: string) =>
  Effect.gen(function*() {
    const fs = yield* FileSystem.FileSystem
    return yield* fs.readFileString(path)
  })

const fail = (message: string) => Effect.fail(new Error(message))

/** A bad flag or file is the user's mistake, not a crash: one line on stderr and exit code 1, no stack. */
const reportErrors = <A, R>(effect: Effect.Effect<A, Error, R>) =>
  Effect.catchAll(effect, (error) =>
    Effect.zipRight(
      Console.error(error.message),
      Effect.sync(() => {
        process.exitCode = 1
      })
    ))

/**
 * A scenario file: an object of `Simulate.Config` fields, its `policies` decoded as a policy file's. Any other JSON
 * (`[]`, `5`) would be read as no field at all, and `null` crashed.
 */
const readScenario = (
  file: string
): Effect.Effect<
  Omit<Simulate.Config, "policies"> & { readonly policies?: ReadonlyArray<Simulate.PolicySpec> },
  Error,
  FileSystem.FileSystem
> =>
  Effect.gen(function*() {
    const invalid = (detail: string) => fail(`invalid scenario file ${file}: ${detail}`)
    const text = yield* readJson(file)
    const json = yield* Effect.try({ try: (): unknown => JSON.parse(text), catch: (e) => e as Error }).pipe(
      Effect.catchAll((e) => invalid(e.message))
    )
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
      return yield* invalid(`expected an object of Simulate.Config fields, got ${JSON.stringify(json)}`)
    }
    const { policies, ...fields } = json as Partial<Simulate.Config>
    if (policies === undefined) return fields
    const decoded = Simulate.decodePolicies(policies)
    // the issues' paths are the array's (`[0].retry.base`): within the file they are under `policies`
    if (Either.isLeft(decoded)) {
      return yield* invalid(decoded.left.issues.map((issue) => `policies${issue.path}: ${issue.message}`).join("; "))
    }
    return { ...fields, policies: decoded.right }
  })

const parseOutage = (text: string) => {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(text.trim())
  return match === null ? undefined : { start: Number(match[1]) * 1000, duration: Number(match[2]) * 1000 }
}

/** The defaults a run takes for what the flags leave out, as the help gives them. */
const defaults = Simulate.defaults
const defaultFaults = defaults.faults ?? {}

/** An option that may be left out, with its help text. */
const optional = <A>(option: Options.Options<A>, description: string) =>
  option.pipe(Options.optional, Options.withDescription(description))

const options = {
  policy: Options.choice("policy", presetNames).pipe(
    Options.repeated,
    Options.withDescription(`a policy by name, repeatable (default: ${defaultPolicies.join(", ")})`)
  ),
  policies: optional(
    Options.file("policies", { exists: "yes" }),
    "a JSON file with an array of policies (see the README); added after --policy ones"
  ),
  scenario: optional(
    Options.file("scenario", { exists: "yes" }),
    "a JSON file with scenario fields (clients, faults, outages, …); flags override it"
  ),
  clients: optional(Options.integer("clients"), `number of clients (${defaults.clients})`),
  calls: optional(Options.integer("calls"), `calls per client (${defaults.callsPerClient})`),
  seed: optional(Options.integer("seed"), `random seed (${defaults.seed})`),
  capacity: optional(
    Options.integer("capacity"),
    `calls the server accepts at once; 0 for no limit (${defaults.capacity})`
  ),
  outage: Options.text("outage").pipe(
    Options.repeated,
    Options.withDescription("an outage as START:DURATION in seconds, e.g. 20:10, repeatable; \"none\" for none")
  ),
  rateLimited: optional(Options.float("rate-limited"), `share of 429s (${defaultFaults.rateLimited})`),
  serverErrors: optional(Options.float("server-errors"), `share of 500s (${defaultFaults.serverError})`),
  dropped: optional(Options.float("dropped"), `share of dropped streams (${defaultFaults.droppedStream})`),
  overflow: optional(Options.float("overflow"), `share of context overflows (${defaultFaults.overflow})`),
  scope: optional(
    Options.choice("scope", ["shared", "client"]),
    "one policy (budget, breaker) for all clients, or one per client (shared)"
  ),
  json: Options.boolean("json").pipe(Options.withDescription("print the report as JSON")),
  out: optional(Options.file("out"), "write the chart to an .svg or .html file"),
  width: Options.integer("width").pipe(Options.withDefault(72), Options.withDescription("chart width in columns"))
}

/**
 * The file's faults (the default ones when it has none) with the fault flags over them. Faults that are no object are
 * left as they are, for `Simulate.run` to name: spread, `null`, `5` or `[]` became `{}`, no faults at all, or `null`
 * the default ones, and the run went on with faults the file never asked for.
 */
const withFaultFlags = (
  faults: Simulate.Config["faults"],
  o: { readonly [K in "rateLimited" | "serverErrors" | "dropped" | "overflow"]: Option.Option<number> }
): Simulate.Config["faults"] => {
  const fromFile: unknown = faults === undefined ? defaults.faults : faults
  if (typeof fromFile !== "object" || fromFile === null || Array.isArray(fromFile)) return faults
  return {
    ...fromFile,
    ...(Option.isSome(o.rateLimited) ? { rateLimited: o.rateLimited.value } : {}),
    ...(Option.isSome(o.serverErrors) ? { serverError: o.serverErrors.value } : {}),
    ...(Option.isSome(o.dropped) ? { droppedStream: o.dropped.value } : {}),
    ...(Option.isSome(o.overflow) ? { overflow: o.overflow.value } : {})
  }
}

const simulate = Command.make("simulate", options, (o) =>
  Effect.gen(function*() {
    // checked before the run rather than by formatChart once it is over
    if (o.width < 1) return yield* fail("--width takes a number of columns, at least 1")
    const scenarioFile = Option.getOrUndefined(o.scenario)
    const scenario = scenarioFile === undefined ? {} : yield* readScenario(scenarioFile)
    const policyFile = Option.getOrUndefined(o.policies)
    const fromFile = policyFile === undefined ?
      [] :
      yield* Effect.flatMap(readJson(policyFile), (text) =>
        Either.match(Simulate.parsePolicies(text, policyFile), {
          onLeft: (error) => fail(error.message),
          onRight: Effect.succeed
        }))
    // --policy overrides the scenario's policies, as any flag overrides the file; the defaults run when none is named
    const named = o.policy.length > 0
      ? o.policy.map((name) => Simulate.presets[name])
      : scenario.policies ?? (fromFile.length === 0 ? defaultPolicies.map((name) => Simulate.presets[name]) : [])
    const outages = o.outage.length === 0 ? undefined : o.outage.includes("none") ? [] : o.outage.map(parseOutage)
    if (outages?.some((x) => x === undefined)) {
      return yield* fail("--outage takes START:DURATION in seconds, e.g. 20:10")
    }
    const { policies: _, ...base } = scenario as Partial<Simulate.Config>
    const config: Simulate.Config = {
      ...base,
      ...(Option.isSome(o.clients) ? { clients: o.clients.value } : {}),
      ...(Option.isSome(o.calls) ? { callsPerClient: o.calls.value } : {}),
      ...(Option.isSome(o.seed) ? { seed: o.seed.value } : {}),
      ...(Option.isSome(o.capacity) ? { capacity: o.capacity.value === 0 ? undefined : o.capacity.value } : {}),
      ...(outages === undefined ? {} : { outages: outages as Array<{ start: number; duration: number }> }),
      ...(Option.isSome(o.scope) ? { policyScope: o.scope.value } : {}),
      faults: withFaultFlags(base.faults, o),
      policies: [...named, ...fromFile]
    }
    const running = yield* Effect.try({
      try: () => Simulate.run(config, interactive ? { onProgress: progressBar } : {}),
      catch: (e) => e as Error
    })
    const report = yield* Effect.ensuring(running, clearProgress)
    if (o.json) {
      yield* Console.log(JSON.stringify(report, null, 2))
    } else {
      const s = report.scenario
      yield* Console.log(
        `${s.clients} clients × ${s.callsPerClient} calls, capacity ${s.capacity ?? "unlimited"}, seed ${s.seed}` +
          (s.outages.length === 0
            ? ""
            : `, outages ${
              s.outages.map((x) => `${Simulate.formatMillis(x.start)}–${Simulate.formatMillis(x.end)}`).join(", ")
            }`)
      )
      yield* Console.log("")
      yield* Console.log(Simulate.formatTable(report, { color }))
      yield* Console.log("")
      yield* Console.log(Simulate.formatChart(report, { color, width: o.width }))
    }
    if (Option.isSome(o.out)) {
      const fs = yield* FileSystem.FileSystem
      const path = o.out.value
      yield* fs.writeFileString(path, path.endsWith(".html") ? Simulate.toHtml(report) : Simulate.toSvg(report))
      if (!o.json) yield* Console.log(`\nwrote ${path}`)
    }
  }).pipe(reportErrors))

const order = (results: ReadonlyArray<Simulate.AwsResult>, key: "calls" | "time") =>
  [...results].sort((a, b) => a[key] - b[key]).map((r) => r.name).join(" < ")

const aws = Command.make(
  "aws",
  {
    clients: Options.integer("clients").pipe(Options.withDefault(100), Options.withDescription("contending writers")),
    runs: Options.integer("runs").pipe(Options.withDefault(20), Options.withDescription("runs to average")),
    seed: Options.integer("seed").pipe(Options.withDefault(1)),
    json: Options.boolean("json").pipe(Options.withDescription("print the results as JSON"))
  },
  (o) =>
    Effect.gen(function*() {
      const results = yield* Simulate.awsExperiment({ clients: o.clients, runs: o.runs, seed: o.seed })
      if (o.json) {
        return yield* Console.log(JSON.stringify({ ...o, results, reference: Simulate.awsReference }, null, 2))
      }
      yield* Console.log(
        `${o.clients} writers contend for one row (base 5 ms, cap 2 s, network |N(10 ms, 2 ms)|), mean of ${o.runs} runs\n`
      )
      yield* Console.log(Simulate.formatAws(results, { color }))
      const compared = results.filter((r) => Simulate.awsReference.some((x) => x.name === r.name))
      yield* Console.log(`\ncalls: ${order(compared, "calls")}   (AWS: ${order(Simulate.awsReference, "calls")})`)
      yield* Console.log(`time:  ${order(compared, "time")}   (AWS: ${order(Simulate.awsReference, "time")})`)
      if (o.clients !== 100) yield* Console.log("(the AWS figures are for 100 clients)")
    })
).pipe(Command.withDescription("reproduce the AWS \"Exponential Backoff And Jitter\" experiment"))

const command = simulate.pipe(
  Command.withDescription("compare retry policies under failures, in virtual time"),
  Command.withSubcommands([aws])
)

const cli = Command.run(command, { name: "effect-resilience simulate", version: "0.1.0" })

/**
 * @effect/cli reads whatever follows `simulate`'s options as a subcommand, so a misspelt flag (`--polcy`) is
 * reported as "Invalid subcommand for simulate - use 'aws'" alone. This names the argument it could not read, as
 * it does for `aws`'s: what is left once `simulate`'s options are taken out, unless that is the subcommand, or the
 * flag @effect/cli would have suggested for it ("The flag '--jsn' is not recognized. Did you mean --json?").
 */
const nameUnknownArgument = (args: ReadonlyArray<string>) =>
  Options.processCommandLine(Options.all(options), args.slice(2), CliConfig.defaultConfig).pipe(
    Effect.flatMap(([suggestion, leftover]) =>
      Option.isSome(suggestion)
        ? Console.error(HelpDoc.toAnsiText(suggestion.value.error).trimEnd())
        : leftover.length === 0 || leftover[0] === "aws"
        ? Effect.void
        : Console.error(`Received unknown argument: '${leftover[0]}' (see --help)`)
    ),
    Effect.ignore
  )

runCli(
  cli(process.argv).pipe(
    Effect.tapError((error) =>
      ValidationError.isValidationError(error) && ValidationError.isCommandMismatch(error)
        ? nameUnknownArgument(process.argv)
        : Effect.void
    )
  )
)
