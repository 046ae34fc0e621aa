/** The classifier's tables alone (`node bench/build.mjs bench/classify-only.ts`, ~15 s): for work on `Classify`. */
import * as classify from "./classify.js"

await classify.run()
