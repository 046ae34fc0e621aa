/**
 * `npm start`: the demo of an agent surviving a flaky provider (see `src/bin/demo/`). `--help`
 * lists the options. The only place in the package that prints.
 */
import { cli } from "./demo/cli.js"
import { runCli } from "./runCli.js"

runCli(cli(process.argv))
