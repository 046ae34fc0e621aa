import * as classify from "./classify.js"
await classify.run()
