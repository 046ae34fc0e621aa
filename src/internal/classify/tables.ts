/**
 * The rule tables of the default classifier. Codes are compared lower-cased and exactly; phrases are
 * found with `includes` on a lower-cased, length-capped copy of the messages (no regular expressions,
 * so no backtracking on hostile input).
 * @internal
 */

// ---------------------------------------------------------------------------------------------------
// user abort

/** @internal */
export const abortNames = new Set([
  "aborterror",
  "apiuseraborterror",
  "interruptedexception",
  "cancellederror" // Restate: the invocation was cancelled (its `code` 409 is the status it reports, not a conflict)
])

/**
 * A durable-execution engine's marker that a step must not be retried, thrown by the step's own code: Restate's
 * TerminalError (its `code` is the status it reports back, not a server's answer), Inngest's NonRetriableError,
 * Cloudflare Workflows' NonRetryableError, Trigger.dev's AbortTaskRunError. The step's own verdict: `Fatal`, unless its
 * words say the environment is broken or the prompt too long (read first), or a server's status came with it (review 40:
 * other libraries' TerminalError carries one). Not "FatalError": apps name their own wrappers so, around anything.
 * @internal
 */
export const nonRetryableNames = new Set([
  "terminalerror",
  "nonretriableerror",
  "nonretryableerror",
  "aborttaskrunerror"
])

/** @internal */
export const abortCodes = new Set(["abort_err", "und_err_aborted"])

/**
 * Errors that hold the model's own output they could not parse (LangChain's OutputParserException, the AI SDK's
 * JSONParseError, InvalidToolInputError and NoObjectGeneratedError): whatever that output says ("the service is
 * temporarily unavailable") is the model's prose, not the error's. The call is `Fatal`; the caller re-prompts.
 * @internal
 */
export const modelOutputNames = new Set([
  "outputparserexception",
  "ai_jsonparseerror",
  "ai_invalidtoolinputerror",
  "ai_noobjectgeneratederror",
  // @effect/ai: the model's tool-call parameters that do not decode (its description quotes what the model wrote)
  "malformedoutput"
])

// ---------------------------------------------------------------------------------------------------
// context overflow

/** @internal */
export const overflowCodes = new Set([
  "context_length_exceeded",
  // Mistral's orchestral runtime (round 112: mistral-vibe's exceptions.py, "returns these as 422" with no message); not
  // its `prompt_too_long`, which apps send for a field's character cap (review 89)
  "model_context_exceeded",
  "tokens_too_long", // Baidu Qianfan v2: "Prompt tokens too long"
  "string_above_max_length",
  "model_context_window_exceeded",
  "exceed_context_size_error",
  "model_max_prompt_tokens_exceeded",
  "tokens_limit_reached",
  "max_tokens_per_request", // OpenAI embeddings: "Requested 416735 tokens, max 300000 tokens per request"
  "requested_too_many_tokens", // Perplexity: "Requested 115120 to generate tokens, following a prompt of length 40055, …"
  "input_token_limit_exceeded", // Jina: "Input text exceeds the model's maximum of 8194 tokens. Use 'truncate: true' …"
  // ds4-server's first form (antirez/ds4@c4b8e37, its `type`): "Prompt tokens (140000) exceeds context size (131072)"
  "context_exceeded"
])

/**
 * A client's whole message for a 2xx answer whose body it could not read (the AI SDK's APICallError, at the status the
 * server sent): the body broke off or came in a shape the client did not expect, as a decode failure at 2xx
 * (`statusRules.ts`).
 * @internal
 */
export const undecodedSuccessMessages: ReadonlySet<string> = new Set(["failed to process successful response"])

/**
 * A client's whole message when the program reads a body it had read already (a second `json` after `arrayBuffer`,
 * `text` after draining `stream`), as measured on Node 20: fetch's "Body is unusable: Body has already been read",
 * undici's `request` body read after its stream was ("unusable"); before undici 6.14.0 (nodejs/undici#3105) fetch
 * said only "Body is unusable" (the Node 20 releases that bundle undici 5, an older `undici` fetch given to
 * FetchHttpClient). The program's own bug, as a decode failure at 2xx (`statusRules.ts`), not a body that broke off.
 * Whole messages, not phrases: @effect/ai renders the request (the prompt) into a cut body's message.
 * @internal
 */
export const bodyReadAlreadyMessages: ReadonlySet<string> = new Set([
  "body is unusable: body has already been read",
  "body is unusable",
  "unusable"
])

/** Phrases that always mean the prompt does not fit (provider in the comment). @internal */
export const overflowPhrases: ReadonlyArray<string> = [
  // Round 85: exllamav3 (TabbyAPI) when the prompt needs more cache pages than are allocated: "Job requires 257 pages
  // (only 256 available) and cannot be enqueued. Total cache allocated is 256 * 256 = 65536 tokens"
  "available) and cannot be enqueued",
  // LibreChat's com_error_input_length in Spanish, Dutch, Swedish, Lithuanian
  "excede el límite de tokens o los parámetros de contexto",
  "waardoor de tokenlimiet wordt overschreden",
  "överskrider token-gränsen",
  "viršija tokenų limitą",
  "大きすぎます。会話を簡潔に", // LobeHub's RequestBodyTooLarge (ja)
  "1回のリクエストで許可する以上の画像", // LobeHub's ExceededImageLimit (ja)
  "超出共享上下文窗口", // Reasonix: "无法压缩提示请求超出共享上下文窗口：prompt 264128 + 输出 0 = 264128 tokens，窗口只有 262144。"
  "prompt too large for the model", // OpenClaw: "Context overflow: prompt too large for the model. Try /reset …"
  "[input_too_large]", // xAI: "Failed to start sampling: [input_too_large] Current message (N tokens) exceeds budget (M tokens)"
  "上下文长度超出", // "上下文长度超出模型限制。请减少输入内容或清除对话历史。"
  "컨텍스트 길이를 초과", // Korean apps: "… 모델의 (최대) 컨텍스트 길이를 초과했습니다."
  // Round 74: self-hosted servers. MLC LLM: "Request prompt has 2354 tokens in total, larger than the model input length
  // limit -80."; TensorRT-LLM on Triton: "Prompt length (5056) exceeds maximum sequence length (2048)"; a NIM reranker:
  // "Input length 1024 exceeds maximum allowed token size 512"; LMDeploy: "exceed session max length. Please end the
  // session."
  "larger than the model input length limit",
  "exceeds maximum sequence length",
  // TensorRT-LLM when the prompt leaves no room to generate below `max_seq_len` (its `_deduce_max_tokens`, session 46):
  // "`default_max_tokens` (-152) must be greater than 0, `default_max_tokens` (-152) = max_seq_len (8192) -
  // `splited_prompt_len` (8000) - `query_token_len` (344)"
  "- `splited_prompt_len` (",
  "exceeds maximum allowed token size",
  "exceed session max length",
  "context_length_exceeded",
  "prompt tokens too long", // Baidu Qianfan v2 (tokens_too_long)
  // node-llama-cpp: the context is full ("could not find a KV slot for the batch (try reducing the size of the batch or
  // increase the context)"; "The context size is too small to generate a response")
  "could not find a kv slot for the batch",
  "context size is too small to generate",
  // Voyage AI: "The max allowed tokens per submitted batch is 120000. Your batch has 124417 tokens after truncation."
  // (one embedding request above its token cap: split, as an oversized prompt is compacted)
  "max allowed tokens per submitted batch",
  "input text exceeds the model's maximum of", // Jina (INPUT_TOKEN_LIMIT_EXCEEDED), for a text that kept no code
  "maximum length for this conversation", // Claude apps: "Claude hit the maximum length for this conversation. …"
  "prompt is too long", // Anthropic, Bedrock Claude
  "exceed the length limit for this chat", // claude.ai: "Your message will exceed the length limit for this chat. …"
  "context too large", // Zed: "Context too large" (the model's "Your input exceeds the context window" behind it)
  // SGLang: "Input length (700001 tokens) exceeds the maximum allowed length (536826 tokens). Use a shorter input or
  // enable --allow-auto-truncate."; llama.cpp: "Input prompt is too big compared to KV size. Please try increasing KV size."
  "tokens) exceeds the maximum allowed length",
  "too big compared to kv size",
  "maximum context length", // OpenAI chat, vLLM, OpenRouter, DeepSeek, Mistral
  "exceeds the context window", // OpenAI responses
  "context window exceeds limit", // MiniMax
  "input is too long", // Bedrock
  "input token count", // Gemini: "The input token count (N) exceeds the maximum number of tokens allowed (M)"
  "maximum prompt length is", // xAI
  "reduce the length of the messages", // Groq, OpenAI
  "exceeds the available context size", // llama.cpp
  // llama.cpp's shorter form, relayed by openai-python: "request (53192 tokens) exceeds context size (50176 tokens)"
  "tokens) exceeds context size (",
  // FastChat: "(max_tokens must be at least 1, got -37938.)": the prompt alone took the window and more
  "max_tokens must be at least 1, got -",
  // Hermes Studio: "Context overflow and auto-compaction is disabled (compression.enabled: false). Run /compress …"
  "context overflow and auto-compaction",
  // Zhipu's 1261 relayed by OpenCode: "Upstream request failed: [1261] Prompt exceeds max length" (its bare message is a
  // whole-message marker: `overflowMessages`)
  "[1261] prompt exceeds max length",
  // Zhipu's 1261 relayed as text without its code (CC Switch: "… upstream_status: HTTP 400; cause: Prompt exceeds max
  // length"); the whole-message form below is the same phrase read anywhere now
  "cause: prompt exceeds max length",
  "превышает допустимую длину модели", // LobeHub (ru): "Содержимое запроса превышает допустимую длину модели."
  // LobeHub's and LibreChat's locale texts for a context overflow: zh-CN "当前对话内容过长，无法继续处理。", "对话已超出模型上下文窗口
  // 限制。", zh-Hans "…超出了令牌限制…", ko-KR "컨텍스트 길이가 모델의 제한을 초과했습니다.", ru "…превышает ограничение по
  // токенам…", ja "最新のメッセージトークン数は長すぎます。"
  "对话内容过长",
  "超出模型上下文窗口",
  "超出了令牌限制",
  "컨텍스트 길이가 모델의 제한을 초과",
  "превышает ограничение по токенам",
  "トークン数は長すぎます",
  // the same texts in LobeHub's de-DE, fr-FR and tr-TR, LibreChat's de, fr, pt-BR and zh-Hant and Chatbox's it and ar
  "das gespräch ist zu lang",
  "kontextfensterlimit überschritten",
  "überschreitet das token-limit",
  "dépasse la capacité du modèle",
  "taille maximale du contexte",
  "modelin işleyebileceği uzunluğu aşıyor",
  "superato il limite di contesto",
  "الحد الأقصى لسياق النموذج",
  "excedendo o limite de tokens",
  "已超出 token 限制",
  // Coze (4010): "当前问题请求的 prompt token 数量超过模型上限" (the prompt's tokens exceed the model's limit); DeepSeek's
  // engine relayed by OpenRouter: "The sum of prompt length (50849.0), query length (0) should not exceed max_num_tokens
  // (32768)"
  "prompt token 数量超过模型上限",
  "should not exceed max_num_tokens",
  // LibreChat's it, LobeHub's nl-NL, fa-IR and bg-BG, Jan's en and de-DE ("This chat is reaching the AI's memory limit …
  // We can expand the memory window (called context size) …")
  "dimensione massima del contesto",
  "overschrijdt de limiet van het model",
  "مکالمه برای پردازش بیش از حد طولانی",
  "надвишава допустимата дължина за модела",
  "memory window (called context size)",
  "ki speicher limit",
  // LobeHub's zh-TW, es-ES, pt-BR, it-IT, vi-VN, pl-PL and ar
  "對話過長",
  "excede el límite del modelo",
  "a conversa é muito longa",
  "supera la lunghezza gestibile dal modello",
  "cuộc trò chuyện quá dài",
  // LibreChat's uk, th and cs: "…перевищує дозволений ліміт токенів ({{0}})…", "…เกินขีดจำกัดโทเค็น ({{0}})…", "…přesahuje
  // limit tokenů ({{0}})…"
  "перевищує дозволений ліміт токенів",
  "เกินขีดจำกัดโทเค็น",
  "přesahuje limit tokenů",
  // LibreChat's he, es, ko, pl, tr, ar, lv, fa, hu and ca: the same text's words for the token limit or the context size,
  // with the words around them where the phrase alone is a settings label or another limit ("tamaño máximo del contexto",
  // Korean "출력 토큰 제한을 초과" for an output cap, Latvian "exceeding the length limit" for any field)
  "חורג ממגבלת האסימונים",
  "ajuste el tamaño máximo del contexto desde los parámetros",
  "토큰 수가 너무 많아 토큰 제한을 초과",
  "przekraczając limit tokenów",
  "token limitini aşıyor",
  "تعديل الحد الأقصى للسياق",
  "ir pārāk garš, pārsniedzot garuma ierobežojumu",
  "بر پنجره زمینه تأثیر منفی",
  "meghaladja a tokenkorlátot",
  "paràmetres de límit de tokens",
  // round 52-CM2: LobeHub's error.json in nl-NL, tr-TR, vi-VN, ar, fa-IR, bg-BG
  "يتجاوز محتوى الطلب الحالي الحد الأقصى الذي يمكن للنموذج معالجته",
  "مکالمه از حد مجاز پنجره زمینه فراتر رفته است",
  // round 52-CM1: LobeHub's error.json in ru-RU, fr-FR, es-ES, it-IT, pt-BR, pl-PL
  "excede o limite que o modelo pode processar",
  // round 51-CI: Jan's model errors in 15 locales
  "tento chat se blíží k limitu paměti ai",
  "ai의 메모리 한계에 도달하고 있습니다",
  "yapay zekanın bellek sınırına yaklaşıyor",
  "son istek bağlam penceresini taşırdı",
  "ancak modelin bağlam penceresi yalnızca",
  "kullanılabilir bağlam boyutunu aşıyor",
  "上次请求超出了上下文窗口",
  "但模型的上下文窗口仅能容纳",
  "请求超出了可用的上下文大小",
  "cette conversation atteint la limite de mémoire",
  "temu czatowi zaczyna brakować pamięci si",
  // round 51-CH: LobeHub's error.json in zh-CN, zh-TW, ja-JP, ko-KR, de-DE
  "對話已超過上下文視窗限制",
  "當前請求內容超出模型可處理的長度",
  // round 50-CE: big-AGI's banners, ChatHub's and Poe's texts in 10 languages, Page Assist's connection banner in 19, Enchanted
  "surpasses the maximum size allowed for this model",
  // round 41-AT: LibreChat's key, base-URL, stream and fork-limit texts in every locale
  "překračuje limit tokenů",
  "er for langt og overskrider tokengrænsen",
  "supera el límite de tokens",
  "liiga pikk, ületades märkide limiidi",
  "トークン数が長すぎてトークン制限を超え",
  "meldingen din inneholder for mange tokens",
  // round 40-AN: Cline's sign-in, free-limit and account texts, Continue's key and context texts, Kilo Code's no-credits tooltip
  "not enough context available to include the system message",
  // round 38-AG: SillyTavern's toasts in its locales, AstrBot's Coze texts
  "prompts exceed the context size",
  "提示词超过了上下文大小",
  "not enough free tokens for mandatory prompts",
  "请上调您的上下文大小限制",
  "недостаточно токенов для всех выбранных промптов",
  "while counting tokens: token budget exceeded",
  "ошибка при подсчёте токенов: превышен бюджет токенов",
  // round 37-AB: Chatbox's texts in its locales, Jan's out-of-context dialog
  "finestra de memòria (la mida del context)",
  "alcanzando el límite de memoria de la ia",
  "cette discussion atteint la limite de mémoire",
  "hampir mencapai batas memori ai",
  "chat sta raggiungendo il limite di memoria",
  "aiのメモリ制限に近づいています",
  "atingindo o limite de memória da ia",
  "чат достигает лимита памяти ии",
  "đang đạt đến giới hạn bộ nhớ của ai",
  "已接近 ai 的记忆上限",
  "已接近 ai 的記憶上限",
  "das kontextlimit des modells überschritten",
  "superado el límite de contexto del modelo",
  "dépassé la limite de contexte du modèle",
  "モデルのコンテキスト制限を超えました",
  "모델의 컨텍스트 제한을 초과했습니다",
  "overskredet modellens kontekstgrense",
  "превысила лимит контекста модели",
  "已超過模型的上下文限制",
  // round 37-Z: LobeHub's runtime-error texts in ar, fa-IR, bg-BG, zh-TW, ja-JP
  "يتجاوز محتوى الطلب الحالي الطول الذي يمكن للنموذج التعامل معه",
  "съдържанието на текущата заявка надвишава дължината, която моделът може да обработи",
  "コンテキストの長さがモデルの制限を超えています",
  // round 37-AA: Cherry Studio's texts in en-us, ja-jp, ru-ru, vi-vn, ro-ro, tr-tr
  "会話が長すぎます。履歴をクリア",
  "слишком длинный разговор, пожалуйста, очистите",
  "cuộc hội thoại quá dài, vui lòng xóa lịch sử",
  // LobeHub's runtime-error texts, the keys still missing in zh-CN, zh-TW, ja-JP, fr-FR, de-DE, es-ES, pt-BR, pl-PL and vi-VN
  "当前请求内容超出了模型可处理的长度",
  "le contenu de la requête actuelle dépasse la longueur que le modèle peut gérer",
  "der aktuelle anfrageinhalt überschreitet die länge, die das modell verarbeiten kann",
  "el contenido de la solicitud actual excede la longitud que el modelo puede manejar",
  "o conteúdo da solicitação atual excede o comprimento que o modelo pode processar",
  "treść bieżącego żądania przekracza długość, którą model może obsłużyć",
  // LobeHub's ko-KR and ru-RU ExceededContextWindow
  "모델이 처리할 수 있는 길이를 초과",
  "превышает длину, которую модель может обработать",
  // LobeHub's runtime-error texts in ar, fa-IR, bg-BG, nl-NL, tr-TR, ko-KR, ru-RU, it-IT and zh-CN
  "supera la lunghezza che il modello può gestire",
  "overschrijdt de lengte die het model aankan",
  "محتوای درخواست فعلی از طولی که مدل",
  // LobeHub's current runtime-error texts (runtimeError.json: en-US and pt-BR, vi-VN, pl-PL, es-ES, de-DE, ja-JP, fr-FR, zh-TW)
  "exceeds the length that the model can handle",
  "contains more images than the model provider allows",
  "this request is too large for the model provider",
  "conversation is too long to process",
  "vượt quá độ dài mà mô hình có thể xử lý",
  "モデルが処理できる長さを超えています",
  "超過模型可處理的長度",
  // Cherry Studio's diagnosis, request-timeout and remaining HTTP texts (en-us, zh-cn, zh-tw, de-de, fr-fr, es-es, el-gr, pt-pt, ko-kr, it-it, tr-tr)
  "对话上下文过长",
  "對話內容過長",
  "unterhaltung zu lang, bitte verlauf löschen",
  "conversation trop longue, veuillez effacer",
  "conversación demasiado larga, por favor borra el historial",
  "η συνομιλία είναι πολύ μεγάλη",
  "conversa muito longa, por favor limpe o histórico",
  // Cherry Studio's ro-ro and Chatbox's en, zh-Hans, pt-PT and sv: the conversation over the model's context limit
  "conversația este prea lungă, te rugăm să ștergi istoricul",
  "your conversation has exceeded the model's context limit",
  "您的对话已超过模型的上下文限制",
  "excedeu o limite de contexto do modelo",
  "överskridit modellens kontextgräns",
  "przekracza długość obsługiwaną przez model",
  "المحادثة طويلة جدًا",
  "输入内容超长，请缩短后重试", // ds-free-api (DeepSeek's web app as an API): "输入内容超长，请缩短后重试" (the input is too long, shorten it)
  "greater than the context length", // LM Studio
  "input tokens exceed the configured limit", // Azure OpenAI, also without "Your messages resulted in N tokens"
  "contextwindowexceedederror", // LiteLLM's class for a context overflow, whatever the provider's words
  "cannot truncate prompt with n_keep", // llama.cpp's server: "Cannot truncate prompt with n_keep (15028) >= n_ctx (7424)"
  "your estimated chat context of", // aider: "… of 59,344 tokens exceeds the 32,768 token limit for …!" (round 94)
  "the conversation history has overflowed", // Amazon Q's CLI, which asks for /compact (round 95)
  "session context exhausted", // LiveKit: "Gemini Live session context exhausted (1007)"; a reconnect replays it (round 95)
  "exceeds the context length", // Ollama
  "exceed context limit", // Anthropic: "input length and `max_tokens` exceed context limit"
  "exceeded model token limit", // Kimi
  "the max input characters is", // Baidu Qianfan v2 (characters_too_long; the code alone is any form field's)
  "input token length too long", // Moonshot (invalid_request_error): the request is above the model's context
  "number of input tokens must be no more than", // YandexGPT: "… no more than 8192, got 9136"
  "token数量超过上限。", // iFlytek Spark (10907), with its full stop (a preprocessor's "token数量超过上限(…)" is a loop): "token数量超过上限。对话历史+问题的字数太多，需要精简输入"
  "prompt 超长", // Zhipu (1261) in Chinese: the prompt is too long
  "prompt token count of", // GitHub Copilot
  "maximum number of tokens allowed", // Gemini / Vertex
  "`inputs` tokens + `max_new_tokens` must be", // Hugging Face TGI, Together
  "`inputs` must have less than", // Hugging Face TGI
  "inputs must have less than", // older TGI (SageMaker): "Input validation error: inputs must have less than 1024 tokens. Given: 1416"
  "exceed the context length", // Together: "input tokens + max_tokens exceed the context length"
  "for many-image requests", // Anthropic: images in a long history must be smaller; compaction drops old ones
  "range of input length should be", // Alibaba DashScope: "Range of input length should be [1, 30720]"
  "must be less than max_seq_len", // SiliconFlow: "length of prompt_tokens (68957) must be less than max_seq_len (65536)"
  // IBM watsonx: "… for this model (1336 > 512)" (Hugging Face tokenizers warn "Token indices sequence length is
  // longer than …": the warning is not an overflow, hence the whole wording)
  "token sequence length is longer than the specified maximum sequence length",
  "longer than the maximum model length", // vLLM: "The decoder prompt (length 15983) is longer than the maximum model length of 8192"
  "context size has been exceeded", // llama.cpp, as a 500 server_error
  "context shift is disabled", // llama.cpp, mid-stream: the generation filled the window
  "increase the physical batch size", // llama.cpp embeddings: "input (596 tokens) is too large to process. increase …"
  // Anthropic: a prompt above the standard window on a plan without long-context billing (a 429
  // rate_limit_error): a shorter prompt passes, a retry does not
  "required for long context request", // also the singular of a plugin's text
  // Anthropic: the media of the whole history are counted ("Too much media: 0 document pages + 102 images >
  // 100"); compaction drops old ones, as for "for many-image requests"
  "too much media:",
  "too many images and documents",
  // OpenRouter relaying Crucible: "Model 'moonshotai/kimi-k2.6' supports at most 1 image per prompt." — as Anthropic's
  // "Too much media", compaction drops the old images
  "image per prompt",
  "images per prompt",
  // vLLM's limit_mm_per_prompt counts the images of the whole history: "At most 4 image(s) may be provided in one
  // prompt." — after one image too many, every later turn fails until old images are dropped
  "image(s) may be provided in one",
  "following a prompt of length", // Perplexity (requested_too_many_tokens), relayed by OpenRouter without the code
  // Claude Code 2.x: "API Error: Usage credits required for 1M context · run /usage-credits …" (the 1M window is paid
  // for apart: the prompt does not fit the standard one), and its compaction that could not make it fit
  "usage credits required for 1m context",
  "could not be reduced below the context limit",
  "model_context_window_exceeded", // the code, as text: "Provider finish_reason: model_context_window_exceeded" (pi-ai)
  "maximum allowed input length", // "Input length 131393 exceeds the maximum allowed input length of 131040 tokens."
  // Bedrock's Mantle: "prompt tokens (1200008) exceed model maximum (1050000) for openai.gpt-5.6-terra" (Strands and
  // LiteLLM read it as a context-window error); not the singular, which is an output or parameter cap ("'max_completion_tokens'
  // (128000) exceeds model maximum (65536)", a step count, a duration)
  ") exceed model maximum (",
  "exceed max message tokens", // Volcengine Ark: "Total tokens of image and text exceed max message tokens"
  "输入内容过长", // claude-code-hub relays (prompt_limit): "输入内容过长，请减少 Prompt 中的 token 数量后重试"
  // Claude Code's own texts: its window is full ("Context limit reached · /compact or /clear to continue"), or
  // the history's images and attachments are above its request size ("Request too large (max 32MB). Accumulated …")
  "context limit reached ·", // Claude Code's banner (a pool of browser "contexts" reaches its limit too)
  "context limit exceeded unexpectedly", // Kiro
  "context exceeds model limit", // OpenCode
  "still exceeds model limits", // Kilo Code: "Compaction exhausted: context still exceeds model limits after 3 attempts"
  "the configured context size is", // llama.cpp through Goose: "Prompt has 49202 tokens, but the configured context size is 49152 tokens": "Session too large to compact - context exceeds model limit …"
  "extra usage is required for 1m context", // Claude Code: "API Error: Extra usage is required for 1M context · …"
  "内容长度超出大语言模型", // iFlow CLI: "内容长度超出大语言模型限制" (the content is longer than the model's limit): "Context limit exceeded unexpectedly. Please start a new session …"
  "conversation too long",
  "accumulated images and attachments",
  // goose behind a gateway's 32 MiB body cap ("Request failed: Bad request (400): Server received a request which exceeds
  // maximum allowed content length. RequestSize(bytes): …"): the history's images grew it, and goose compacts on it. In
  // goose's words only: the same gateway text behind a data client's one oversized lookup is that request's
  "request failed: bad request (400): server received a request which exceeds maximum allowed content length",
  // Cloudflare Workers AI (5021): "The estimated number of input and maximum output tokens (155740) exceeded this model
  // context window limit (128000)"
  "exceeded this model context window limit",
  "exceeds maximum input length", // DeepInfra: "Requested input length 99009 exceeds maximum input length 8192" (a 500 or a 400)
  // Review 78: an Anthropic-compatible relay's empty upstream answer for a large input ("Upstream returned an empty
  // response, likely because the context is too large. Reduce conversation history (e.g. /compact) …"); its short-input
  // branch ("… Please retry.") passes
  "empty response, likely because the context is too large",
  // Round 103: Apple's Foundation Models' full window (its message, and the Swift case printed)
  "which exceeds the maximum allowed context size",
  "exceededcontextwindowsize(",
  // Round 104: Yandex's assistant run that cannot fit its messages, Mistral Vibe's ContextTooLongError
  "failed to fit messages within the maximum prompt tokens",
  "conversation context exceeds the model's maximum",
  // Round 106: Kimi's cap on the messages' total size (the history's, which compaction shrinks), Strands' overflow after
  // its own trimming failed
  "message: total message size ",
  "unable to trim conversation context",
  // Round 108: OpenAI's newer embedding limits, per input and per request, with their numbers (review 85: a form's
  // "Maximum input length is 2000 characters" and Firebase's "1,000 registration tokens per request" are no window)
  "maximum input length is 8192 tokens",
  "maximum request size is 300000 tokens",
  // Round 110: OpenAI's caps on the images a request carries in all, which the history's images fill (Codex's api_bridge:
  // "Total image data in 'input' exceeds the 536870912 byte limit.", "Request containted 1501 images, max 1500 images allowed
  // per request." (OpenAI's spelling), "… exceeds the 1500 image limit for a single Responses API request."), and Muse
  // Spark's behind an OpenAI-compatible endpoint ("request contains 54 images, exceeding the maximum of 50 allowed per
  // request"); SambaNova's window ("… but the maximum supported sequence length is just 4096!"); tt-inference-server's
  // ("Prompt exceeds maximum input sequence length (51200 tokens): prompt_tokens=52113"); GitHub Models' as text ("Request
  // body too large for gpt-4.1 model. Max size: 16000 tokens.")
  "total image data in 'input' exceeds the",
  "image limit for a single responses api request",
  "maximum supported sequence length is just",
  "prompt exceeds maximum input sequence length",
  "model. max size: ",
  // Round 111: Zed's thread over its window, Claude Code 2.0's "Context low · Run /compact", SGLang's disaggregated prefill
  // ("Request … exceeds the maximum number of tokens: 512000 > 177920")
  "thread reached the token limit",
  "run /compact to compact & continue",
  "exceeds the maximum number of tokens: ",
  // Round 111: Strands' summarizing conversation manager with nothing left to summarize
  "cannot summarize: insufficient messages for summarization",
  // Round 112: mistral-vibe's context over the model's window, as an editor over ACP shows it
  // Round 112: Bedrock's caps on a request's whole size: Mantle's custom model window, Claude's text bytes and images in all,
  // Nova's input tokens ("Input Tokens Exceeded: Number of input tokens exceeds maximum length.")
  ") exceed customer model maximum (",
  "too many total text bytes",
  "too many images: image_count >",
  "number of input tokens exceeds maximum length",
  // Round 117: mlx-vlm's PromptTooLongError ("Request needs 33998 context tokens (31950 prompt + 2048 max generation), but
  // MAX_KV_SIZE is 32768."), its counts read as a sum
  "but max_kv_size is",
  // round 118: DashScope (Qwen-Long): "Total message token length exceed model limit (10000000 tokens)."
  "total message token length exceed model limit",
  // round 119: Huawei ModelArts MaaS (ModelArts.81001): "the prompt length 151499 must less than the maximum input length
  // 129024."
  "must less than the maximum input length",
  // Round 124: Strands' conversation manager failing to shrink an overflowing context
  "split point exceeds message array length",
  // OpenRouter's provider error as Roo Code's detector tests it (round 128)
  "input tokens exceed model limit",
  // Grafbase Nexus: one request above the per-minute token budget, which it says can never succeed (round 129)
  "requires more tokens than the configured limit allows",
  // Kilo Code's check before sending (round 131): 'Outgoing context reached the automatic compaction threshold'
  "reached the automatic compaction threshold"
]

/**
 * Messages that are the whole text of an overflow (too generic to match inside a sentence: "prompt exceeds
 * max length (4000 chars)" is a field's validation).
 * @internal
 */
export const overflowMessages = new Set([
  "prompt exceeds max length", // Zhipu (1261)
  // Jan's "out of context" dialog title in its locales (round 51; the English one after them)
  "chyba mimo kontext",
  "컨텍스트 초과 오류",
  "bağlam dışı hata",
  "超出上下文错误",
  "超出上下文錯誤",
  "ошибка: выход за пределы контекста",
  "error de context",
  "error de contexto excedido",
  "erreur de dépassement de contexte",
  "kesalahan kehabisan konteks",
  "errore fuori contesto",
  "コンテキストエラー",
  "erro de contexto esgotado",
  "lỗi vượt quá ngữ cảnh",
  "błąd kontekstu",
  "out of context error"
])

/**
 * Phrases that usually mean overflow but also appear in throttling messages (Bedrock: "Too many tokens,
 * please wait before trying again."): they count only without a throttling signal.
 * @internal
 */
export const weakOverflowPhrases: ReadonlyArray<string> = [
  "too many tokens",
  "token limit exceeded",
  "context window",
  "context length",
  "string too long",
  "too large for model"
]

/** A single request above a per-minute token limit (OpenAI, Groq): overflow, not a rate limit. @internal */
export const perMinuteTokenPhrases: ReadonlyArray<string> = ["tokens per min", "(tpm)"]

/**
 * Overflow phrases that name a request's size only beside a second phrase (the first is scanned for, the second then
 * looked up): the caps on the images a whole request carries, which the history's images fill (round 110: OpenAI's
 * "Request containted 1501 images, max 1500 images allowed per request." (its spelling), Muse Spark's "request contains 54
 * images, exceeding the maximum of 50 allowed per request"). Alone they are an error page's "The request containted
 * errors" and an upload gallery's "… contains 12 images, exceeding the maximum of 10." (review 87).
 * @internal
 */
export const pairedOverflowPhrases: ReadonlyArray<readonly [string, string]> = [
  ["request containted ", " images allowed per request"],
  ["images, exceeding the maximum of", " allowed per request"],
  // mistral-vibe's ContextTooLongError over ACP ("Context too long for mistral (model: mistral-vibe-cli-latest). Use /rewind
  // …", round 112), not a test's own size assertion ("boot context too long for every-agent load: 1312 words", review 89)
  ["context too long for ", " (model: "]
]

/** Where a retry hint starts in prose: "Please try again in 1.5s", "retry after 9 seconds". @internal */
export const retryTextMarkers: ReadonlyArray<string> = [
  "try again in ",
  "retry in ",
  "retry after ",
  "try again after ",
  "resets in ", // Replicate: "Your rate limit resets in ~30s"
  "resets in: ", // Windsurf: "Resets in: 30m0s"
  "wait ~", // a proxy in front of Windsurf: "Wait ~30s before retrying."
  "reset after ", // Gemini Code Assist: "Your quota will reset after 53s."
  "retrydelay:", // Go's genai prints a RetryInfo as a map: "retryDelay:34s"
  "'retrydelay': '", // Python's google-genai prints the body as a dict: "… 'google.rpc.RetryInfo', 'retryDelay': '33s'}]}}"
  // google-api-core's ResourceExhausted prints its RetryInfo in protobuf's text form: "…, retry_delay {\n  seconds: 34\n}\n]"
  // (langchain-ai/langchain-google#945; review of session 37)
  "retry_delay {",
  "available in ", // Replicate: "Expected available in 1 second"
  "this request in ", // Slack: "you may retry this request in 30 seconds"
  "provider requested ", // oh-my-pi: "Retry failed after 1 attempts: Provider requested 1800000ms wait, exceeds …"
  "please wait ", // GitHub Models: "Rate limit of 10 per 60s exceeded for UserByModelByMinute. Please wait 46 seconds before retrying."
  "request this after ", // Supabase Auth: "For security purposes, you can only request this after 42 seconds."
  "request this once every ", // GoTrue before it: "… you can only request this once every 60 seconds"
  // Dify's key cooldown, with the words before it ("Service unavailable after 30 seconds" is a wait already spent)
  "reached, available after ", // "Rate limit was reached, available after 60s"
  "erreicht, verfügbar nach ", // de-DE: "Ratenlimit wurde erreicht, verfügbar nach 60s"
  "velocidad, disponible después de ", // es-ES: "Se alcanzó el límite de velocidad, disponible después de 60s"
  "retryafterms=", // Azure Cosmos DB: "Error=16500, RetryAfterMs=34, Details='… TooManyRequests (429) …'" (milliseconds)
  "retryafterseconds=", // the AdWords API: "[RateExceededError <rateName=RATE_LIMIT, …, retryAfterSeconds=30>]" (seconds)
  // Hugging Face's cold model as a Python dict prints it: "{'error': 'Model … is currently loading', 'estimated_time':
  // 20.0}" (seconds; the JSON body's `estimated_time` is read as a field)
  "'estimated_time': ",
  "suggested backoff time: ", // Microsoft 365's IMAP throttle: "Request is throttled. Suggested Backoff Time: 299910 milliseconds"
  "request limit. wait ", // football-data.org: "You reached your request limit. Wait 57 seconds."
  "you must wait ", // Rocket.Chat: "You must wait 3 seconds before trying this endpoint again."
  "ban will last ", // Lazada: "this ban will last 1 seconds"
  "will last for ", // Taobao: "This ban will last for 2 more seconds"
  "will return in under ", // Google Analytics Data API: "These quota tokens will return in under 15 minutes."
  "try in another ", // athenahealth: "User Rate Limit Exceeded, Try in another 844 seconds"
  // monday.com: "Complexity budget exhausted, query cost 222250 budget remaining … reset in 16 seconds"; go-github through
  // github-mcp-server: "… [rate reset in 42s]"; Toggl Track's hourly allowance (a 402): "Your quota will reset in 1838
  // seconds."
  "reset in ",
  // Chinese, the wait before its words: "请 60 秒后再试", "请约 30 秒后重试" (please try again in N seconds); read back from here
  "后再试",
  "后重试",
  // Round 113: Copilot's wait after its upgrade offer ("… upgrade your plan or wait 1 hours 48 minutes for your limit to reset")
  "or wait "
]

/** A user abort in a message without a status (the SDKs' "Request was aborted."). @internal */
export const abortPhrases: ReadonlyArray<string> = [
  "request was aborted",
  "fetch request has been canceled" // expo/fetch: "fetch failed: Fetch request has been canceled" (an AbortController)
]

// ---------------------------------------------------------------------------------------------------
// throttling signals: veto weak phrases

/** @internal */
export const throttleCodes = new Set([
  "throttlingexception",
  "throttledexception", // AgentCore Memory: "An error occurred (ThrottledException) … Rate exceeded."
  "throttling",
  "throttled",
  "toomanyrequestsexception",
  "request_limit_exceeded", // Databricks
  "rate_limit_error",
  "rate_limit_exceeded",
  "ratelimitexceeded",
  "resource_exhausted",
  "too_many_requests"
])

/** @internal */
export const throttlePhrases: ReadonlyArray<string> = [
  // Supabase Auth's (GoTrue's) per-address cool-down, whose wait the text names: "For security purposes, you can only
  // request this after 42 seconds." (older: "… once every 60 seconds")
  "for security purposes, you can only request this",
  "please wait",
  "rate limit",
  "rate-limit",
  "ratelimit",
  "per minute",
  "per_minute",
  "perminute",
  "per-minute",
  "try again later",
  "too many requests",
  "retry shortly",
  // Chinese "too frequent", of calls, requests or sends: "调用过于频繁，请 42 秒后再试", "发送太频繁，请 60 秒后再试"
  "过于频繁",
  "太频繁",
  // Chinese "too many requests" (review 87: an API doc's 429 "您的请求次数过多，请在 60 秒后重试")
  "请求次数过多"
]

// ---------------------------------------------------------------------------------------------------
// permanent markers

/**
 * A spent allowance named by its code, whose words may be a throttle's: Permanent, as a spent allowance is, unless the
 * server names a wait within the hour (review 82: OpenCode Zen answers its `FreeUsageLimitError`, "Rate limit exceeded.
 * Please try again later.", with waits from half an hour to days).
 * @internal
 */
export const spentAllowanceCodes: ReadonlySet<string> = new Set([
  "freeusagelimiterror",
  // Baidu AI Search's daily allowances per user (round 110: its error table sends them as 429s)
  "quota_user_daily_request",
  "quota_user_daily_free",
  // OpenCode Go's subscription windows (round 111: "Subscription quota exceeded", its `limitName` 5 hour to monthly)
  "gousagelimiterror",
  // the LiteLLM proxy's spent user, key or team budget (round 130), a spent allowance also where a gateway names a wait
  // within the hour for it (review 106: Bifrost's and others' budgets per window)
  "budget_exceeded",
  // OpenAI Codex plans: the 5-hour or weekly allowance is spent, a wait of hours or days as a rule; one that resets within
  // the hour (`resets_in_seconds`, a `retry-after`) passes (openai/codex's tests, find_string id 52623585454; review of
  // session 38)
  "usage_limit_reached"
])

/** Codes that mean every request will fail until a person acts. @internal */
export const permanentCodes = new Set([
  // Moonshot's (Kimi's) 429 for a spent balance, as its `type`: "You exceeded your current token quota: <org-…> 338950,
  // please check your account balance" (its error table, find_string ids 52974470211, 30282601735; review of session 38)
  "exceeded_current_quota_error",
  // Round 126: Baidu Qianfan AppBuilder's documented codes (its 400s): the app's quota spent or expired, its key or token
  // gone, the app's address moved, the account missing (a person acts)
  "quotalimitexceeded",
  "quotalimitexpired",
  "tokenstatusinvaliderror",
  "appstatusinvaliderror",
  "accountnotexisterror",
  "sdktokennotexisterror",
  // Drive's full shared drive (round 108); Box's user who must accept the terms or reset a password
  "teamdrivefilelimitexceeded",
  "terms_of_service_required",
  "password_reset_required",
  // Sora's account without a verified phone (round 107); Supabase Edge Functions' code that cannot start, every request
  // fails until a person redeploys (its 503, also in the `sb-error-code` header)
  "phone_number_required",
  "boot_error",
  // Baidu Qianfan's coding plan spent for the week or month, or not bought (round 106)
  "coding_plan_week_quota_exceeded",
  "coding_plan_month_quota_exceeded",
  "coding_plan_not_subscribed",
  "coding_plan_subscription_expired",
  "page_monthly_limit", // Mathpix's `error_info.limit_name` on its 429 http_max_requests (per-minute limits name others)
  "not_authorised", // Speechmatics' real-time error: { message: "Error", type: "not_authorised", reason }
  "error_auth", // Shopee: { error: "error_auth", msg: "Invalid token" }
  "baidu_52003", // Baidu Translate: "UNAUTHORIZED USER" (the app id wrong or the service not enabled)
  // iFlytek Spark's WebSocket frames (`spark_<header.code>`, round 118): an app id on the block list (10015) or without the
  // licence (10016), or without an allowance for the model or its tokens (11200), or past the day's cap (11201)
  "spark_10015",
  "spark_10016",
  "spark_11200",
  "spark_11201",
  // the apilayer family (numverify, ipstack, weatherstack, fixer …), in a 200: a key, or a feature the plan lacks
  "invalid_access_key",
  "missing_access_key",
  "https_access_restricted",
  "function_access_restricted",
  "connected_services_account", // Smartcar: the car maker's account (subscription, terms, revoked access), its owner's
  // ScreenshotOne (sent as 400s): the month's screenshots spent, a key missing or wrong
  "screenshots_limit_reached",
  "access_key_invalid",
  "access_key_required",
  "access_limit_reached", // Yelp Fusion: the client's daily allowance (its per-second limit is TOO_MANY_REQUESTS_PER_SECOND)
  "item_login_required", // Plaid: the bank login changed; the user signs in again through Link
  "xminiostoragefull", // MinIO: the drives are below their free-space threshold until a person frees or adds space
  "quotaexceeded.agentplanquotaexceeded", // Volcengine Ark: the Agent Plan's allowance (AFP) is spent
  // OAuth errors of an MCP server's or client's authorization (the MCP SDK's InsufficientScopeError, InvalidClientError,
  // OAuthError): the token's scopes or the client's credentials, which a person renews
  "insufficient_scope",
  "invalid_client",
  "unauthorized_client",
  // Gemini Code Assist's ErrorInfo reason for an empty Google One AI credit balance (a 429, "Resource has been exhausted
  // (e.g. check quota).", error_number 2008): gemini-cli makes it a TerminalQuotaError
  "insufficient_g1_credits_balance",
  "chatgpt_account_missing", // auth.openai.com: "No eligible ChatGPT workspaces found." (a 400)
  // LiteLLM proxy without its database: every key but the master key is refused until a person reconnects it
  "no_db_connection",
  // OpenAI Realtime: "The Realtime Beta API is no longer supported. Please use /v1/realtime for the GA API." (since
  // 2026-05): every session of this client fails until a person moves its code to the GA API
  "beta_api_shape_disabled",
  // IBM Cloud IAM (watsonx.ai's token step), sent as a 400: "Provided API key could not be found"
  "bxnim0415e",
  // SambaNova Cloud since 2026: every model refuses an account without a card on file ("A payment method is required.")
  "payment_method_required",
  "quotalimitreached", // Microsoft Graph: the OneDrive or mailbox is full
  "public_api_billing_limit_exceeded", // Airtable: the plan's monthly API calls are spent
  "insufficient_quota",
  "insufficient_quota_error", // Sarvam
  "billing_hard_limit_reached",
  "billing_not_active",
  "billing_error",
  // OpenAI Codex: "This model is not included in your current plan" (a 429, or a `response.failed` typed so): a person
  // changes the plan or the model
  "usage_not_included",
  // the Claude Agent SDK's assistant message `error`: "Invalid API key · Please run /login", an organization OAuth refuses
  "authentication_failed",
  "oauth_org_not_allowed",
  // Microsoft Graph (a 404): "The mailbox is either inactive, soft-deleted, or is hosted on-premise." (an admin licenses
  // or migrates it)
  "mailboxnotenabledforrestapi",
  // OpenAI Codex: "Your account was flagged" (a 403): the account is blocked, not the request
  "misalignment_policy_violation",
  // Azure (management plane, a 400): "The specified capacity '60' … is bigger than available capacity '0' for UsageName
  // 'Tokens Per Minute'": a person frees or requests quota
  "insufficientquota",
  "specialfeatureorquotaidrequired",
  "account_deactivated",
  "account_disabled",
  "invalid_api_key",
  "api_key_invalid",
  "api_key_expired",
  "api_key_service_blocked",
  "invalid_authentication",
  "authentication_error",
  "unauthenticated",
  "unrecognizedclientexception",
  "expiredtokenexception",
  "invalidsignatureexception",
  "incompletesignature",
  "missingauthenticationtokenexception",
  "servicequotaexceededexception",
  "unsupported_country_region_territory",
  "payment_required",
  "insufficient_credits",
  "consumer_suspended",
  "arrearage", // Alibaba DashScope: an overdue account
  // Alibaba DashScope's other billing codes, each served as a 429 (Model Studio's error-code table): a prepaid or postpaid
  // bill overdue, a workspace that bought no plan
  "prepaidbilloverdue",
  "postpaidbilloverdue",
  "commoditynotpurchased",
  "organization_restricted", // Groq: "Organization has been restricted. Please reach out to support"
  "modelnotopen", // Volcengine Ark: the account has not activated the model in the console
  "minimax_1004", // MiniMax: not authorized / login fail / cookie is missing
  "minimax_2049", // MiniMax: invalid api key
  "minimax_1008", // MiniMax: insufficient balance
  "minimax_2056", // MiniMax: the plan's usage limit ("wait for the next 5-hour window")
  "invalidsubscription", // Volcengine Ark (a 400): no valid Coding Plan subscription, or it expired
  "invalidimageurl.invalidformat", // Volcengine Ark: an image it cannot parse (bad base64, corrupt data) in the history
  "model_terms_required", // Groq: the org admin accepts the model's terms in the console (no API for it)
  "dedicated_endpoint_not_running", // Together: a person starts the dedicated endpoint
  "invalid_grant", // OAuth (Google): the refresh token expired or was revoked; a person signs in again
  // Slack Web API platform errors (`data.error`): the token or its scopes
  "invalid_auth",
  "not_authed",
  "token_revoked",
  "account_inactive",
  "missing_scope",
  "ekm_access_denied", // "Administrators have suspended the ability to post a message."
  // … and, read as `slack_<code>` from its `{ ok: false, error }` and its SDKs' texts (round 119: @slack/web-api's "An API
  // error occurred: <code>", slack_sdk's "'error': '<code>'"; the prefix because apps send `token_expired` for a one-time
  // link, review 95): a rotated token that expired, a two-factor setup, a network the method is limited on, an
  // organization migrating (its `team_access_not_granted` is one workspace's, as `no_permission` is)
  "slack_token_expired",
  "slack_two_factor_setup_required",
  "slack_accesslimited",
  "slack_org_login_required",
  // round 119: AWS's account not subscribed to the service or the Marketplace product (OptInRequired), Azure's disabled
  // (read-only) subscription and its resource provider not registered, Azure's expired token, Huawei Cloud's API gateway
  // refusing the IAM credentials, Alibaba Cloud's access key unknown or inactive
  "optinrequired",
  "readonlydisabledsubscription",
  "missingsubscriptionregistration",
  "expiredauthenticationtoken",
  "apigw.0301",
  "invalidaccesskeyid.notfound",
  "invalidaccesskeyid.inactive",
  // Supabase Auth (`AuthApiError.code`): a session that cannot be refreshed, a banned user: a person signs in again (not
  // `session_expired`: OpenAI Realtime's for a socket past its 30 minutes, where a new session passes)
  "refresh_token_not_found",
  "refresh_token_already_used",
  "user_banned",
  // Resend: the account's daily or monthly sending quota (a 429, "upgrade your plan or wait 24 hours"), not its
  // per-second `rate_limit_exceeded`
  "daily_quota_exceeded",
  "monthly_quota_exceeded",
  // databases: credentials, a database or role a person must create or grant, a full or read-only disk
  "sqlstate-fatal-28p01", // PostgreSQL: password authentication failed (at connect: FATAL)
  "sqlstate-fatal-28000", // PostgreSQL: invalid authorization specification (at connect: FATAL)
  "sqlstate-fatal-3d000", // PostgreSQL: database does not exist (at connect: FATAL)
  // PostgreSQL: insufficient privilege at connect (CONNECT on the database); one statement's missing grant (a
  // column-level grant, `SELECT *` refused where `SELECT id, name` passes) is that call's, and Fatal
  "sqlstate-fatal-42501",
  "sqlstate-53100", // PostgreSQL: disk full
  "er_access_denied_error", // MySQL 1045
  "er_dbaccess_denied_error", // MySQL 1044
  "sqlite_readonly",
  "sqlite_cantopen", // the database file cannot be opened: a path or a permission a person fixes
  "sqlite_full",
  "sqlite_corrupt",
  "enospc", // no space left on device
  "edquot", // disk quota exceeded
  "p1000", // Prisma: authentication failed against the database server
  "p1010", // Prisma: the user was denied access on the database
  "pgrst301", // PostgREST (Supabase): JWT expired
  "pgrst303", // PostgREST: JWT claims invalid
  // Kafka: the client's credentials or ACLs
  "sasl_authentication_failed",
  "topic_authorization_failed",
  "group_authorization_failed",
  "cluster_authorization_failed",
  "transactional_id_authorization_failed",
  "expired_key", // LiteLLM proxy: "Authentication Error - Expired Key"
  "invalid_session_id", // Salesforce
  // an image the API cannot read stays in the history and fails every later request
  "invalid_image",
  "invalid_image_format",
  // … and the Responses API's other codes for one it cannot decode or take (a `response.failed` or `error` event's).
  // Not its fetch failures (`invalid_image_url`, `failed_to_download_image`, `image_file_not_found`: Fatal, as a 400
  // "Timeout while downloading" is), a policy's refusal, nor `image_too_large` / `image_too_small` (other APIs' codes
  // for a tool's argument: fal.ai's 422)
  "invalid_base64_image",
  "image_parse_error",
  "invalid_image_mode",
  "unsupported_image_media_type",
  "empty_image_file",
  "image_file_too_large",
  // a server certificate that fails verification fails every request until a person fixes the trust
  // store or the proxy (Node's X509_V_ERR_* names and ERR_TLS_CERT_ALTNAME_INVALID, also under fetch)
  "cert_has_expired",
  "cert_not_yet_valid",
  "depth_zero_self_signed_cert",
  "self_signed_cert_in_chain",
  "unable_to_verify_leaf_signature",
  "unable_to_get_issuer_cert",
  "unable_to_get_issuer_cert_locally",
  "err_tls_cert_altname_invalid",
  "setlimitexceeded", // Volcengine Ark: the account's own inference cap ("Safe Experience Mode") paused the model
  // Tencent Cloud API 3.0: the account's balance or prepaid resources
  "resourceinsufficient.chargeresourceexhaust",
  "resourceunavailable.inarrears",
  "resourceunavailable.lowbalance",
  "failedoperation.freeresourcepackexhausted", // Hunyuan: the free pack is used up ("请购买资源包或开通后付费")
  "failedoperation.servicenotactivated", // Hunyuan: the service is not activated ("请前往控制台申请")
  "failedoperation.resourcepackexhausted", // Hunyuan: the paid pack is used up
  "failedoperation.servicestop", // Hunyuan: the user stopped the service ("用户主动停服。")
  // Hunyuan: an account not on the model's allow-list ("非白名单帐号，请前往控制台申请试用。"): a person applies for access
  "unsupportedoperation.nonwhitelistaccount",
  // Tencent Cloud API 3.0's credential failures (its common error codes): a wrong or unknown SecretId, a bad signature,
  // a signature more than 5 minutes off (the machine's clock), a bad temporary token
  "authfailure.invalidsecretid",
  "authfailure.secretidnotfound",
  "authfailure.signaturefailure",
  "authfailure.signatureexpire",
  "authfailure.tokenfailure",
  "authfailure.invalidauthorization", // the Authorization header is not Tencent Cloud's form
  "authfailure.unauthorizedoperation", // the key's CAM policy does not allow the action: a person grants it
  // round 118 (Tencent Cloud's common codes and Hunyuan's, in a 200): an MFA check failed, a caller's IP outside the
  // allow list or on the block list, an account not verified by real name, a partner account that cannot enable the
  // service, a service whose billing is not set up, an account whose service is stopped (its `UnauthorizedOperation`, one
  // action the account is not granted, is the request's as IAM's refusals are; AWS EC2 sends the same code, review 94)
  "authfailure.mfafailure",
  "ipnotinwhitelist",
  "ipinblacklist",
  "failedoperation.userunautherror",
  "failedoperation.partneraccountunsupport",
  "resourceunavailable.notexist",
  "resourceunavailable.stopusing",
  "subscription_token_invalid", // Brave Search API: the key ("The provided subscription token is invalid.")
  "credits_required", // Anthropic (a 429 rate_limit_error's `details.error_code`): "Usage credits are required for this model."
  // Anthropic's other `details.error_code`s a person must act on (@anthropic-ai/sdk 1.14 `resources/shared.d.ts` documents
  // each): a spend cap or threshold reached (429s, until the next month or a new contract), a client older than the model
  // requires ("Run 'claude update'"), a key whose creator left, an encryption key disabled or fenced off, the organization
  // held, or of a type or without the parent organization the endpoint serves, a workspace without the feature
  "enforced_spend_limit_reached",
  "contract_spend_limit_reached",
  "linked_organization_spend_limit_reached",
  // OpenAI's help center (2026) lists these beside insufficient_quota: an organisation's or project's cap is reached
  "organization_usage_limit_exceeded",
  "organization_spend_limit_exceeded",
  "project_spend_limit_exceeded",
  "linked_organization_billing_unavailable",
  "claude_code_version_too_old",
  "claude_code_key_creator_not_member",
  "cmek_key_disabled",
  "cmek_key_network_blocked",
  // a 409 to a Messages call naming a custom skill stored under a key state the workspace cannot decrypt (1.15
  // `resources/skills`): no "retry" in its documentation, unlike the key's 503s; a person restores the key (review 51)
  "skill_read_blocked_undecryptable",
  "organization_on_hold",
  "organization_type_not_supported",
  "parent_organization_required",
  "workspace_human_review_disabled",
  // and the rest of that table (1.15) a person must act on: a compaction block whose signature does not verify (as a
  // thinking block's does), the file storage quota spent, Anthropic's approval missing for encryption keys or
  // External Storage, a beta or feature the organization is not enrolled in or eligible for, an organization's or
  // workspace's cap on keys, members, settings documents and versions, or storage attachments reached
  "compaction_signature_invalid",
  "storage_quota_exceeded",
  "cmek_not_approved",
  "grant_required",
  "storage_not_approved",
  "organization_not_enrolled_in_beta",
  "organization_not_eligible",
  "org_api_key_limit_exceeded",
  "workspace_api_key_limit_exceeded",
  "org_member_limit_exceeded",
  "workspace_member_limit_exceeded",
  "settings_document_limit_exceeded",
  "settings_history_limit_exceeded",
  "storage_attach_limit_reached",
  // Round 85: a local server that cannot load its model (mlx-serve's 500 `{ type: "model_load_failed" }` under a memory
  // cap) until a person changes its settings, as "llama-server failed to start" is
  "model_load_failed",
  "voice_limit_reached", // ElevenLabs: every custom voice slot is taken until one is deleted or the plan upgraded
  // Nango's codes for the same (see `permanentPhrases`): a connection whose refreshes are spent, a plan's cap
  "connection_refresh_exhausted",
  "resource_capped",
  // Round 91: MySQL refusing the host until an administrator runs FLUSH HOSTS; MongoDB's wrong credentials (code 18)
  "er_host_is_blocked",
  "authenticationfailed",
  // Round 95: Lambda's VPC out of network interfaces (an account quota a person raises), named only by `x-amzn-errortype`
  // when a client keeps the headers and not the body
  "enilimitreachedexception",
  // EC2's vCPU limit of the account (round 128): a person asks AWS to raise it
  "vcpulimitexceeded",
  // OpenAI's account flagged for abuse (Bifrost relays its type) (round 130)
  "access_terminated"
])

/** @internal */
export const permanentPhrases: ReadonlyArray<string> = [
  // openai-node's workload identity providers when the metadata server refuses the token for good, also inside a
  // wrapper's message: Azure IMDS's 400 (the VM has no managed identity, or not the one configured; its 404, 410, 429
  // and 5xx are IMDS updating or busy, which Microsoft says to retry) and the GCP metadata server's 404 (the VM has no
  // service account)
  "failed to fetch token from azure imds: status 400",
  "gcp metadata server returned 404",
  // Round 86: Codex's MCP client when the server wants a login or token before `initialize` ("MCP client for `github`
  // failed to start: … error: Auth required, when send initialize request"); Panopticon's MCP server refusing every token
  // ({"code":-32001,"message":"Invalid or missing API token."})
  "auth required, when send initialize request",
  "invalid or missing api token",
  // Round 85: LM Studio's prediction store broken on disk ("Prediction history node with id '…' not found in shard
  // 'pack-0001' while attempting to write prediction node completion."): every call fails until its packs are deleted
  // (not "… not found while attempting to build chat history chain", one request's unknown response id)
  "while attempting to write prediction node",
  // OpenAI's Realtime for an organization without access (`access_not_enabled`, a code other APIs use for one party's
  // missing access: review 64)
  "organization does not have access to the realtime api",
  // Round 84: LibreChat's balance and key errors in more languages, one-api's quota as text
  "fondi insufficienti. saldo:",
  "残高が不足しています。残高：",
  "אין מספיק יתרה. יתרה:",
  "niewystarczające fundusze. saldo:",
  "ongeldige sleutel opgegeven. geef een geldige sleutel op",
  "a chave fornecida é inválida. forneça uma chave válida",
  "raktas baigė galioti",
  "preconsumedquota [", // one-api: "user [3446] quota [-20847155]preConsumedQuota [743]is not enough"
  // Round 83: Roo Code's embedder texts, LobeHub's agent and runtime errors in more languages
  "authentication failed. please check your api key", // Kilo Code's and Roo Code's embedder on a 401
  "認証に失敗しました。設定でapiキーを確認",
  "autentikasi gagal. silakan periksa kunci api",
  "ha fallat l'autenticació. comproveu la vostra clau d'api",
  "xác thực không thành công. vui lòng kiểm tra khóa api",
  "身份验证失败。请检查您的 api 密钥",
  "인증에 실패했습니다. api 키를 확인",
  "autenticazione fallita. controlla la tua chiave api",
  "uwierzytelnianie nie powiodło się. sprawdź swój klucz api",
  "aws 認證無效",
  "ongeldige aws-referenties",
  "अमान्य aws क्रेडेंशियल्स",
  "amazon bedrockサービスへのアクセスが拒否されました",
  "acesso negado ao serviço amazon bedrock",
  "akses ditolak ke layanan amazon bedrock",
  "accés denegat al servei d'amazon bedrock",
  // Kilo Code's banners for a 401, a 402 and a 403 in Arabic, Thai, Ukrainian and Czech
  "فشلت المصادقة مع الموفر",
  "استنفدت الرصيد/الأرصدة",
  "مفتاح api صحيح، لكن الموفر رفض",
  "ไม่สามารถยืนยันตัวตนกับผู้ให้บริการได้",
  "หมดเงิน/เครดิตในบัญชี",
  "api key ของคุณถูกต้อง แต่ผู้ให้บริการปฏิเสธ",
  "не вдалося автентифікуватися з провайдером",
  "api ключ дійсний, але провайдер відмовився",
  "api klíč je platný, ale poskytovatel odmítl",
  // LobeHub: the agent's account spent, its credits gone, its device to sign in again, the provider misconfigured
  "hat sein kontingent ausgeschöpft",
  "исчерпал свою квоту",
  "账号额度已耗尽",
  "にクレジットを追加するか",
  "d'ajouter des crédits au compte",
  "的设备上重新登录",
  "die anbieter-konfiguration ist ungültig",
  "github copilotの認証に失敗しました",
  // Round 82: smaller model providers and apps in front of them
  "resource tag 'discovery' is forbidden", // OVHcloud AI Endpoints: a Discovery project without a payment method
  "invalid_scope_token", // Infomaniak: a token without the ai_tools scope, to be made again
  "not enabled for the contract", // IONOS (paas-feature-1): support enables the feature
  "couldn't find a secret with the name", // Continue's hub proxy: the provider's key secret was never added
  "charge authorization failed", // Nous Portal's 402 BILLING_ERROR (insufficient_funds)
  // Round 81: apps' texts in more languages (Roo Code's, Kilo Code's, Chatbox's, LobeHub's locale files and small apps)
  // a refused login or key
  "un'identificazione non valida", // (not a library service's "Risposta identificazione non valida": review 62)
  "la chiave api openai è vuota",
  "error de autenticación. comprueba tu clave de api",
  "échec de l'authentification. veuillez vérifier votre clé api",
  "api-schlüssel ungültig",
  "clave de api inválida",
  "ошибка аутентификации. проверьте свой ключ api",
  "kimlik doğrulama başarısız oldu. lütfen", // (not a login form's bare sentence: review 62)
  "cerebras api kimlik doğrulama başarısız oldu",
  "nepodařilo se autentizovat u poskytovatele",
  "ล้มเหลว กรุณาตรวจสอบว่า api key",
  "api-nyckel är giltig och inte har löpt ut",
  "api klíč je platný a nevypršel",
  "api ключ дійсний і не прострочений",
  // (not a user's wrong password or one callback's check, "支付回调鉴权失败": review 62)
  "鉴权失败：请检查",
  "bedrock 鉴权失败。",
  "无效的api key",
  "拒绝了密钥",
  // a key with characters no header takes
  "api key มีตัวอักษรที่ไม่ถูกต้อง",
  "api klíč obsahuje neplatné znaky",
  "api ключ містить недопустимі символи",
  // AWS credentials refused, Bedrock's IAM refusal (Roo Code's embedder)
  "credenciales de aws no válidas",
  "неверные учетные данные aws",
  "geçersiz aws kimlik bilgileri",
  "zugriff auf den amazon bedrock-dienst verweigert",
  "доступ запрещен к сервису amazon bedrock",
  "hizmetine erişim reddedildi. lütfen iam",
  // a balance spent (Kilo Code's 402 banner)
  "došly prostředky/kredity",
  "закінчилися кошти/кредити",
  // Round 80: inference endpoints, workflow automation, web search, and apps' texts in other languages
  "the endpoint is paused", // Hugging Face Inference Endpoints: "… ask a maintainer to restart it"
  "is not enabled for your shard", // Databricks: "Model serving is not enabled for your shard. Please contact …"
  // Pipedream's free tier, per day: only an upgrade lifts them
  "invocations quota exceeded",
  "runtime quota exceeded",
  "searches for the month are exhausted", // SerpApi's older wording of "Your account has run out of searches."
  "\"error\":\"invalid_client\"", // an OAuth token endpoint's refusal kept as text (GigaChat's, in a Russian app's)
  // Dify's missing key and provider, as its French, German and Spanish screens say them (its other languages are
  // recorded)
  "la clé du fournisseur llm n'a pas été définie",
  "llm-anbieterschlüssel wurde nicht festgelegt",
  "la clave del proveedor llm no se ha establecido",
  "aucun fournisseur de modèle configuré",
  "kein modellanbieter konfiguriert",
  "le fournisseur de modèles n'est pas configuré",
  // Japanese apps: a balance short, a key refused, authentication failing ("… 管理者にお問い合わせください")
  "クレジット残高が不足", // (not a game wallet's, a points ledger's or a bet's "残高が不足": review 61)
  "プロバイダーの残高が不足",
  "apiキーが無効",
  "api キーが無効",
  "apiキー認証に失敗",
  "apiの認証に失敗",
  "認証に問題が発生しています。管理者に",
  // Korean apps: a usage cap with the plan to check, a key's form refused
  "사용량 한도를 초과했습니다. 요금제를 확인",
  "api 키 형식이 유효하지 않습니다",
  // Russian and Arabic apps: a balance short, a payment refused, no key set, a key to check
  "недостаточно средств на балансе",
  "ошибка оплаты у поставщика модели",
  "необходимо указать api-ключ",
  // review 61: a day's request cap (where "Превышен лимит запросов …" elsewhere passes), a login session that ended
  "лимит запросов на сегодня",
  "troppe richieste oggi", // review 62: "Troppe richieste oggi. Riprova domani."
  "суточный лимит запросов",
  "일일 요청 한도를 초과",
  "انتهى وقت الجلسة",
  "oturum zaman aşımına uğradı",
  "تأكد من صحة مفتاح api",
  // Round 79: observability, embeddings, document parsing, datastores, project tools, sandboxes
  // LangWatch's 429 `{ error: "ERR_PLAN_LIMIT", message: "Monthly limit of 10000 traces reached. … upgrade your plan" }`
  "err_plan_limit",
  // Langfuse: "Invalid public key. Confirm that you've configured the correct host." (also "Invalid credentials. …")
  "confirm that you've configured the correct host",
  "active, paid subscription to use", // Datalab (Marker): "You need an active, paid subscription to use this API"
  // Daytona: stopped sandboxes count against the disk until a person archives or deletes them ("Total disk limit
  // exceeded. Maximum allowed: 300GiB."; its CPU and memory limits pass as sandboxes stop)
  "total disk limit exceeded",
  "organization is suspended", // Daytona: "Organization is suspended: Please verify your email address"
  // Round 78: the model providers and their gateways again (Anthropic, Google, Bedrock, OpenRouter)
  // Claude Code (2026): an organization's admin turned subscription use off, or its billing failed; until a person acts
  "has disabled claude subscription access",
  "your project has been denied access", // Gemini API: a project banned ("… Please contact support.")
  "no api key provided", // claude-relay-service for Gemini: "Unauthorized - No API key provided. Please provide …"
  "please make sure your api key is valid", // Bedrock API keys: "Authentication failed: Please make sure your API Key …"
  // OpenRouter's key with a monthly limit ("… can only afford 0. To increase, visit https://openrouter.ai/settings/keys
  // and create a key with a higher monthly limit"; "Prompt tokens limit exceeded: N > M. To increase, …"): the key's
  // credit, not the model's window
  "requires more credits, or fewer max_tokens",
  "create a key with a higher monthly limit",
  // Round 77: travel, document conversion, healthcare, vector search, telephony, games
  "developer over rate", // Mashery (Hotelbeds): ERR_403_DEVELOPER_OVER_RATE, the key's daily quota ("… Over Qps": a second)
  "apikey is not associated with a valid client", // Hotelbeds
  "subscription plan does not support this api function", // aviationstack (apilayer's function_access_restricted)
  "authorization code is invalid or has expired", // SMART on FHIR (Okta): the user signs in again
  "please provide a valid api token", // ConvertAPI (4013): "Missing credentials. Please provide a valid API token."
  "authexception' with message 'unauthorized'", // iLovePDF's PHP SDK: the project key refused
  "api key was missing or invalid", // Zamzar
  "daily call limit over", // PDF4me (a 402): resets the next day
  "premium subscription required for the owner of the app", // Spotify (2026): the app owner's Premium
  "invalid sso token", // Battle.net's OAuth
  "external feed is blocked due to resource exhaustion", // Vespa (NO_SPACE): the content nodes' disk over its limit
  "storage is full", // Marqo: "Your Marqo storage is full. Please delete documents before …"
  "need an extended quota", // Algolia: "Rules quota exceeded. Please contact us if you need an extended quota."
  "quota exceeded, change plan", // Algolia: "Record quota exceeded, change plan or delete records."
  // Round 76: e-signature, social publishing, news, market data, database platforms, geocoding
  "used all available tokens for unsubscribed users", // Event Registry: "… subscribe to a paid plan"
  "your api key is wrong", // GNews: "Unauthorized -- Your API key is wrong."
  "upgrade to api pro", // Etherscan (NOTOK, in a 200): "Sorry, it looks like you are trying to access an API Pro endpoint."
  // Tiingo's allowances: "You have run over your daily request allocation.", "… your monthly bandwidth allocation."
  "run over your daily request allocation",
  "run over your monthly bandwidth allocation",
  "ip_address_not_on_access_list", // MongoDB Atlas: the API key's access list lacks the caller's address
  "no payment information was found for group", // MongoDB Atlas (a 402): the project has no payment method
  "please check your motherduck token", // MotherDuck: "Your request is not authenticated. Please check your …"
  "rate limited day", // LocationIQ (a 429): "Rate Limited Day", the account's daily allowance ("… Second": a window)
  // Round 75: calendars, translation, speech, code hosting and CI, meetings, analytics
  "rest api is not yet supported for this mailbox", // Microsoft Graph (MailboxNotEnabledForRESTAPI): unlicensed
  // LibreTranslate (a 400): "Visit https://portal.libretranslate.com to get an API key", older "Please contact the server
  // operator to obtain an API key" (not a free tier's "… to get an API key for higher rate limits": review 57)
  "portal.libretranslate.com to get an api key",
  "server operator to obtain an api key",
  "invalid `x-api-token` header", // Lokalise: a bad token, also as a 400
  "vs30063", // Azure DevOps: "VS30063: You are not authorized to access https://dev.azure.com" (the token or identity)
  "no more ci minutes available", // GitLab CI: the namespace's monthly compute minutes
  "no application access policy found for this app", // Microsoft Graph onlineMeetings: an admin grants the policy
  "requires a valid access token", // Webex: "The request requires a valid access token set in the Authorization …"
  // Round 74: proxies and scrapers, help desks, public data, marketplaces, MCP platforms
  "account is suspended", // Bright Data: "often due to a negative balance"
  "please activate it in account settings", // Bright Data: "Account is new, please activate it in account settings."
  "billing cycle to reset", // ScrapeLLM (a 429): "Credit limit reached. Upgrade your plan or wait for your billing cycle …"
  "exceeded the api credits limit", // ScrapingAnt: "The API token is wrong or you have exceeded the API credits limit."
  // Devise (Chatwoot): "You need to sign in or sign up before continuing." — the API token refused
  "you need to sign in or sign up before continuing",
  "partner and shop has no linked", // Shopee (error_auth): the shop has not authorized the app
  "mcp server requires authorization", // Smithery's connection in auth_required
  // mcp-remote, after its OAuth flow: "Already attempted reconnection for reason: authentication-needed. Giving up."
  "reason: authentication-needed",
  // Round 73: smart home, generative media, email marketing, bookkeeping, identity providers, shipping
  // Tuya (1106): the cloud project lacks the device's authorization or data center, with its code (not a logger's
  // "permission deny to write logFile", a view's "Permission deny" for one user: review 55)
  "1106: permission deny",
  // Kling (1102, as a 429): the resource pack spent (not one transfer's "Balance not enough to withdraw": review 55)
  "account balance not enough",
  "not enough api tokens", // Leonardo.ai: its prepaid API tokens (credits, not a context)
  "smtp account is not yet activated", // Brevo / Sendinblue: activated by its support, even behind an SMTP 502
  "premium functionality on workspace which is not premium", // Toggl Track: a feature of a paid plan
  // Keycloak's refresh refused as text ("Failed to get token: invalid_grant: Session not active"): a person signs in again
  "invalid_grant: session not active",
  "invalid_grant: token is not active",
  "e0000006", // Okta's "You do not have permission to perform the requested action": a grant an admin adds
  // TrackingMore (4021, 4019, 4002): a trial or balance spent, a key removed
  "remaining quota is deficient",
  "balance is insufficient, please recharge",
  "api key has been deleted",
  // Firebase Auth (its message, a 400): a sensitive call after an old sign-in; the user signs in again
  "credential_too_old_login_again",
  "api total daily requests of", // homebridge-govee: "Govee API total daily requests of 10000 has been reached. Resets on …"
  // Round 72: regional payments, incident tools, design tools, validation APIs, app hosting
  "api key provided is invalid", // Xendit: "The API key provided is invalid. Please make sure to use the secret …"
  "no api key detected", // Xendit's INVALID_API_KEY
  // Xendit (not a key bound to one bot or store, asked about another: review 54)
  "api key is not authorized for this api service",
  "api key is forbidden to perform", // Xendit's REQUEST_FORBIDDEN_ERROR
  // Opsgenie (a 422): a user's token where an integration's key belongs, or a typo (with its "!": an issue key's or a
  // public key's format check is the request's, review 54)
  "key format is not valid!",
  "account plan does not have the right to use", // Opsgenie: a feature the plan lacks
  "pages project has been blocked", // Cloudflare Pages (8000119): "… Contact abusereply@cloudflare.com."
  "verify your account by adding payment information", // Heroku's verification_required
  "credentials are no longer valid", // the Firebase CLI: "… Please run firebase login --reauth"
  "have you run firebase login", // the Firebase CLI: "Failed to authenticate, have you run firebase login?"
  "token that you provided seems to be invalid", // bolt.new's Netlify deploy
  // Round 71: fitness, food, free search and video, chat platforms, VPS providers, ML tracking
  "limit of connected athletes exceeded", // Strava: the app's athlete cap, raised by Strava's support
  "this app_id is for another api", // Edamam: "Unauthorized app_id = 368fd135. This app_id is for another API."
  "youtube is blocking requests from your ip", // youtube_transcript_api's RequestBlocked: a cloud address, proxies needed
  "your ip has been blocked by youtube", // …its IpBlocked
  "sign in to confirm you're not a bot", // yt-dlp: cookies needed for every video
  "reach max api daily quota limit", // WeChat and WeCom (45009)
  "access_token expired", // WeChat and WeCom (42001): "access_token expired, more info at …"
  "will exceed your droplet limit", // DigitalOcean: the account's cap, raised by its support
  "limit exceeded (resource_limit_exceeded", // Hetzner Cloud (hcloud): "server limit exceeded (resource_limit_exceeded, …)"
  "unable to authenticate you", // DigitalOcean: a bad or revoked token
  "account limit reached. please open a support ticket", // Linode
  "this call has not been granted", // OVHcloud: the consumer key's access rules
  "api_key not configured", // wandb's UsageError
  "api key you provided is either invalid or missing", // wandb's AuthenticationError
  "user is not logged in", // wandb: "Error while calling W&B API: user is not logged in (<Response [401]>)"
  "api key must be 40 characters long", // wandb before 0.22.3: every new-format key refused
  "isn't available for personal accounts", // W&B Inference (sent as a 429): a team is needed
  "invalidrestapikey", // Comet's InvalidRestAPIKey, whose message is the key alone
  "requires an api key. please provide", // Comet: "Comet.ml requires an API key. Please provide …"
  "missingapitoken", // Neptune's MissingApiToken
  "failed to locate provided credentials", // ClearML: "Unauthorized (invalid credentials) (failed to locate …)"
  "accelerator quota exceeded", // Kaggle's weekly GPU hours
  "connect to a gpu due to usage limits", // Colab: compute units spent
  "@userinvitationquotaexhausted", // Google Classroom: a teacher's daily invitations (GAM calls it "Temporary error")
  "session has been logged out or has expired", // Moodle's servicerequireslogin
  // Round 70: writing tools, notes, music, CRMs and vehicles
  "enough credits to complete the request", // Copyleaks (13): "You don't have enough credits to complete the request …"
  "you need to purchase credits", // Copyleaks (17): "You have no credits. You need to purchase credits …"
  "to use your account, you need to confirm the email address", // Copyleaks (3)
  "edamuserexception(errorcode=8,", // Evernote's Python SDK: INVALID_AUTH
  "edamuserexception(errorcode=9,", // …and AUTH_EXPIRED
  "error 40101: authorization required", // Obsidian's Local REST API: no or a wrong API key
  "no api_token passed and the limit was reached", // AudD: the keyless allowance spent
  "the access token provided is expired, revoked", // OAuth bearer tokens (Genius): "… malformed or invalid …"
  "authorization header value either not set or blank", // Podcast Index
  "invalid oauth scope", // Zoho (OAUTH_SCOPE_MISMATCH): "Invalid oauth scope to access this URL"
  "must be registered in the current region", // Tesla's Fleet API (412): the partner account, registered per region
  // Round 69: games, commerce, open data, developer communities, media hosting and web utilities
  // API-Football / API-Sports: "You have reached the request limit for the day" (not a chat template's "… your request
  // limit for the day", sent for a window of seconds: review 51)
  "reached the request limit for the day",
  "invalid oauth token", // Twitch: "401 (Unauthorized) - invalid oauth token"
  "don't have a required scope to access", // BigCommerce: "You don't have a required scope to access the endpoint"
  "token does not have at least one of required scope", // Gitea / Forgejo: "… required scope(s): [read:user]"
  "variable api_key is not registered", // FRED: "The value for variable api_key is not registered." (a 400)
  "invalid or inactive api key", // the Census API: "You have supplied an invalid or inactive API key."
  "included a key with this request, however, it is not valid", // the Census API's page
  "daily client requests exceeded", // Imgur: the app's daily allowance
  "must supply api_key", // Cloudinary: no key configured
  // Round 68: data services' daily caps and blocks, as their bodies and apps' texts say them
  "you have been blocked because you have violated", // Nominatim's "Access blocked" page: lifted when a person fixes it
  "upgrade to increase your usage limits", // ipinfo's 429 for a plan's allowance: "Rate limit exceeded. Upgrade to …"
  "not allowed to use the place service", // Google Places' REQUEST_DENIED: the API is not enabled for the project
  "run out of api credits for the day", // Twelve Data (its per-minute twin says "for the current minute")
  "daily api request limit exceeded", // Open-Meteo: "… Please try again tomorrow."
  "the allowed number of requests has been exceeded", // AccuWeather's daily cap, sent as a 503
  "use your own email address in api calls", // Unpaywall's only credential is the caller's email address
  "limit reach . please upgrade your plan", // Financial Modeling Prep's daily calls, sent as a 429
  "remote inference unauthorized", // Guardrails AI's Hub: "Exception: 401: Remote Inference Unauthorized. Please run …"
  // Round 57: routers' per-key caps and Asian plans' gates, as texts
  "key limit exceeded (", // OpenRouter: "Key limit exceeded (total limit)" / "(monthly limit)": a person raises the cap
  "图片输入格式/解析错误", // Z.ai (1210): an image it cannot read stays in the history
  "access to the current ak has been blocked", // iFlow (434): "… due to unauthorized requests"
  "token plan not support model", // MiniMax (2061): "your current token plan not support model, …"
  "your qwen api quota has been exhausted", // qwen-code: the free tier's allowance ("Please wait for your quota to reset.")
  // Round 56: on-device models a device cannot run, plan caps of vector stores and gateways, a CLI's login
  "not allowed to execute model", // Chrome's built-in AI (NotAllowedError): not signed in, or the model is not allowed
  "webgpu device was lost while loading the model", // WebLLM: out of memory loading it (a smaller model is the fix)
  "webgpu is not supported in your current environment", // WebLLM's WebGPUNotAvailableError
  "is too large for the available vram", // node-llama-cpp's InsufficientMemoryError (not the prompt's size)
  "can't create a session. failed to allocate a buffer", // onnxruntime-web: the model does not fit in memory
  "required llm feature not found", // Android AICore (8-NOT_AVAILABLE): no model on this device
  "606-feature_not_found", // Android AICore: the feature cannot be prepared on this device
  "reached the max storage allowed for", // Pinecone (403 QUOTA_EXCEEDED): "… for project …; upgrade your plan"
  "use `vercel login` or `vercel switch`", // Vercel: "Your current vercel account does not have access …"
  // Bifrost: "Budget exceeded: VK budget exceeded: 105.50 > 100.00 dollars" (a virtual key's, a team's, a customer's)
  "vk budget exceeded",
  "team budget exceeded",
  "customer budget exceeded",
  "-level budget exceeded",
  // Round 55: data and social APIs' plan caps and refused keys, infrastructure tools' expired logins and certificates
  // Google Maps (REQUEST_DENIED): the API is not enabled for the project, or the key's restrictions leave this caller out
  "project is not authorized to use this api",
  "application is not authorized to use this api key",
  "exceeded your daily request quota", // Google Maps (OVER_QUERY_LIMIT): until the next day or a billing account
  "you must enable billing on the google cloud project", // Google Maps (REQUEST_DENIED)
  "choose the proper subscription", // OpenWeatherMap's 429: "Your account is temporary blocked … of your subscription type"
  "requests over a 24 hour period", // NewsAPI's developer plan: "limited to 100 requests over a 24 hour period"
  "please sign up for a free account to continue", // Finnhub's 429 without a token
  "invalid appid", // Wolfram|Alpha: "Error 1: Invalid appid"
  "usage cap exceeded", // X API v2 (UsageCapExceeded): "Usage cap exceeded: Monthly product cap"
  "error validating access token", // Meta Graph (190): the session expired or was invalidated
  "throttle application day limit", // LinkedIn: "Resource level throttle APPLICATION DAY limit … is reached."
  "throttle member day limit",
  "exceeded the number of videos they may upload", // YouTube (uploadLimitExceeded)
  "daily active user quota reached", // TikTok (reached_active_user_cap), whatever "try again later" beside it says
  "certificate has expired or is not yet valid", // Go's x509 (kubectl): renewed by a person
  "tls: expired certificate",
  // Round 87: Go's certificate checks ("tls: failed to verify certificate: x509: certificate signed by unknown authority",
  // "… x509: certificate is valid for ollama.com, not registry.ollama.ai", also relayed in a 500 by Ollama's server),
  // .NET's ("The remote certificate is invalid because of errors in the certificate chain"): a trust store, a hosts
  // entry or a revocation setting a person fixes
  "tls: failed to verify certificate",
  // Round 88: schannel's revocation check that cannot reach the CA (a firewall a person opens) and a TLS client without
  // credentials (a sandbox account); Google's auth plugin refused by the token endpoint inside a gRPC UNAVAILABLE ("Getting
  // metadata from plugin failed with error: invalid_grant"); local model servers that cannot load the model until a
  // person changes memory, settings or the install (Ollama's "memory layout cannot be allocated with num_gpu = 26", LM
  // Studio's "Failed to load the model" banner — its line break after it: an app's wrapper writes "failed to load the
  // model: <cause>" around any cause, review 67 — Jan's "Could not load engine")
  "crypt_e_no_revocation_check",
  // Round 90: OpenSSL's verdict as Ruby prints it ("SSL_connect returned=1 errno=0 … certificate verify failed"), curl
  // without its CA file ("(77) error setting certificate verify locations") or without TLS at all ('Protocol "https" not
  // supported or disabled in libcurl': a person installs another curl), LangChain's troubleshooting link for a refused
  // credential behind its wrappers ("…/troubleshooting/errors/MODEL_AUTHENTICATION/"), a browser extension whose context
  // is gone until a person reloads the page ("Extension context invalidated.")
  "certificate verify failed",
  "error setting certificate verify locations",
  "protocol \"https\" not supported or disabled in libcurl",
  "troubleshooting/errors/model_authentication",
  "extension context invalidated",
  // Round 89: Apple's and Android's certificate verdicts ("The certificate for this server is invalid. You might be
  // connecting to a server that is pretending to be …", "Trust anchor for certification path not found", "Chain
  // validation failed")
  "the certificate for this server is invalid",
  "trust anchor for certification path not found",
  // only as Android's TLS exceptions say it: an authorization or a ledger's "chain validation failed" is the request's
  // (review 68)
  "sslhandshakeexception: chain validation failed",
  "certificateexception: chain validation failed",
  "sec_e_no_credentials",
  "getting metadata from plugin failed with error: invalid_grant",
  "getting metadata from plugin failed with error: ('invalid_grant",
  "memory layout cannot be allocated",
  "failed to load the model\n",
  "could not load engine",
  "certificate signed by unknown authority",
  "x509: certificate is valid for",
  "the remote certificate is invalid",
  "pkix path building failed", // Java: no trusted certificate path (Spring's ResourceAccessException around it)
  "pkix path validation failed", // Java: an expired or revoked certificate ("validity check failed")
  "is not in peer certificate", // gRPC: "Peer name 172.18.8.241 is not in peer certificate"
  // the JDK's HttpURLConnection in streaming mode, for a 401 or a proxy's 407 (as Spring's ResourceAccessException wraps it)
  "cannot retry due to server authentication, in streaming mode",
  "cannot retry due to proxy authentication, in streaming mode",
  "certificateexception: no name matching", // Java: "No name matching localhost found"
  "no subject alternative names present",
  "no subject alternative dns name matching",
  "reauthentication required", // gcloud: a person signs in ("gcloud auth login")
  "reauthentication failed",
  "session token not found or invalid", // the AWS CLI's SSO role credentials
  "sso session associated with this profile has expired",
  // Vapi's `endedReason` and Retell's `disconnection_reason`: a spent quota, a bad key, an account held
  "-429-exceeded-quota",
  "-401-incorrect-api-key",
  // Vapi's outbound SIP trunk refusing the call ("…-providerfault-outbound-sip-403-forbidden"): its credentials or
  // permissions, whatever "providerfault" says
  "providerfault-outbound-sip-403-forbidden",
  "-407-proxy-authentication-required",
  "-quota-exceeded",
  "-blocked-account-in-probation",
  "error-subscription-insufficient-credits",
  "-requested-payment",
  "no_valid_payment",
  // Agents' mail, drive and SaaS tools (round 54): a full mailbox or drive, a spent daily or monthly allowance, missing
  // consent or SSO, an account not activated, a guest's or a sandbox's limits, a token gone: a person acts
  "mailbox quota exceeded", // Microsoft Graph 507 QuotaExceededException: "Target mailbox quota exceeded."
  "insufficient space available", // Microsoft Graph quotaLimitReached (OneDrive full)
  "daily user sending limit exceeded", // Gmail SMTP 550-5.4.5
  "daily user sending quota exceeded",
  "has not consented to use the application", // Entra ID AADSTS65001
  // GitHub: "Resource protected by organization SAML enforcement. You must grant your … token access to this organization."
  "protected by organization saml enforcement",
  "api billing plan limit exceeded", // Airtable (PUBLIC_API_BILLING_LIMIT_EXCEEDED): the month's requests are spent
  " daily messages limit", // Twilio 63038: "Account AC… exceeded the 500 daily messages limit"
  "please activate your mailgun account",
  "sandbox subdomains are for test purposes only", // Mailgun: only authorized recipients until a person adds a domain
  "oauth token not found", // ClickUp (OAUTH_018)
  "ask the workspace owner to upgrade you", // Notion MCP: "You are a guest, so you cannot connect to Notion MCP. …"
  "provided api key could not be found", // IBM Cloud IAM (BXNIM0415E), as watsonx apps print it
  "refresh token expired", // IBM Cloud IAM: the login behind the token is over; a person signs in again
  // SambaNova (PAYMENT_METHOD_REQUIRED): "A payment method is required. Add one at …/plans/billing to continue."; Nomic:
  // "You have exceeded your 10000000 free tokens … Enter a payment method at https://atlas.nomic.ai to continue …"
  "a payment method is required. add one at", // (a form's "A payment method is required" is a missing field)
  "enter a payment method at",
  // Vercel AI Gateway: "Free credits temporarily have restricted access due to abuse. … Paid credits continue to have
  // unrestricted access." (until a person buys credits or the block is lifted)
  "free credits temporarily have restricted access",
  "premium request allowance", // GitHub Copilot: "You have exceeded your premium request allowance."
  "exceeded the monthly usage quota", // a Claude Code relay: "… It will reset at 2026-08-29 23:59:59 +0800 CST."
  // Volcengine Ark's AccountQuotaExceeded (a 429: "… It will reset at <time> +0800 CST"): the 5-hour or weekly window
  // (also its template as sent, "the 5-hour/weekly/monthly usage quota", and the Agent Plan's daily one)
  "usage quota. it will reset at",
  "has exhausted its free trial quota", // Volcengine Ark (a 429 QuotaExceeded): the free trial is used up
  "has exhausted the free trial quota", // BytePlus ModelArk's wording
  "违规行为，账号已被锁定", // Zhipu (1121): "账户存违规行为，账号已被锁定" (locked for a violation; support unlocks it)
  "该appid没有相关功能的授权", // iFlytek Spark (11200): the app has no licence for the feature
  "auth no enough license", // iFlytek Spark's WebSocket API (11201, the day's cap)
  "日流控超限", // iFlytek Spark (11201): "授权错误：日流控超限。超过当日最大访问量的限制" (the day's cap)
  // GigaChat's OAuth: the key's scope is not the API's it is used for (a person fixes the scope or reissues the key)
  "scope from db not fully includes consumed scope",
  "中未收到authorization参数", // Zhipu (1001): "Header中未收到Authorization参数，无法进行身份验证。" (no key sent)
  "reached for this month", // Amazon Q Developer: "Maximum …GenerateAssistantResponse reached for this month."
  // a client certificate the server requires (mTLS) is missing: a person configures one
  "tlsv13 alert certificate required",
  "tls: certificate required", // Go crypto/tls: "remote error: tls: certificate required"
  "no required ssl certificate was sent", // nginx's 400 page for a missing client certificate
  "proxy authentication required", // undici fetch's own network error for a 407
  // Ollama (a 500): "model requires more system memory (7.5 GiB) than is available (5.2 GiB)": the machine cannot load
  // the model for any request until a person frees memory or picks a smaller model
  "requires more system memory",
  // Anthropic's MCP connector: "Invalid authorization token for MCP server 'notion'. Please check your token and try
  // again." (a 400): every request naming the server fails until a person replaces the token
  "invalid authorization token",
  // Gemini (429 RESOURCE_EXHAUSTED): "Your project has exceeded its monthly spending cap." — lasts until the month ends
  "spending cap",
  "spend cap",
  // hermes-agent's own check: "Model … has a context window of 32,768 tokens, which is below the minimum 64,000 required
  // by Hermes Agent": no compaction helps, a person picks another model or sets the window in its config
  "tokens, which is below the minimum",
  "insufficient_quota",
  "credit balance", // Anthropic: "Your credit balance is too low to access the Anthropic API"
  "insufficient credit", // OpenRouter 402: "Insufficient credits"
  "insufficient balance", // DeepSeek 402
  "not_enough_balance", // aiXplain (session 46): { error: "err.not_enough_balance" }, a 471
  "insufficient funds",
  "insufficient account balance",
  "billing hard limit",
  // Google Cloud (FAILED_PRECONDITION): "Billing account for project '…' is not found. Billing must be enabled for
  // activation of service(s) …"
  "billing must be enabled",
  "billing_hard_limit",
  "spend limit",
  "spending limit",
  "reached your specified api usage limits", // Anthropic
  "reached your specified workspace api usage limits", // Anthropic, a workspace's cap
  "monthly api usage threshold", // Anthropic (enforced_spend_limit_reached): "… crossed its monthly API usage threshold …"
  "no credits remaining", // OpenAI (credit_balance_exhausted), Continue's hub: "You have no credits remaining. Add credits …"
  "usage credits are required", // Anthropic (credits_required), after the overflow rules ("… for long context requests")
  "reached the set inference limit", // Volcengine Ark (SetLimitExceeded)
  "does not yet include access to", // Z.ai (1311): "Your current subscription plan does not yet include access to GLM-5"
  "to restore access, please submit a request", // Z.ai
  "to use codex with your chatgpt plan, upgrade", // Codex CLI: a plan without Codex
  // Codex's sign-in: "Your access token could not be refreshed because your refresh token was already used. Please log
  // out and sign in again." (also "… because you have since logged out or signed in to another account."); its token
  // endpoint's "Failed to refresh token: 400 Bad Request: Invalid 'refresh_token': empty string." (the stored login, not
  // the request); a workspace an admin disabled for the CLI (a text that still says "Please try again")
  "access token could not be refreshed",
  "failed to refresh token: 400 bad request",
  "codex_cli_workspace_disabled",
  "no eligible chatgpt workspaces found", // auth.openai.com (chatgpt_account_missing): no workspace may use Codex
  "free tier can only be used from within", // OpenCode Zen: "OpenCode's free tier can only be used from within OpenCode"
  "please run /login", // Claude Code: "Not logged in · Please run /login", "Your account does not have access to …"
  "doesn't serve your region", // Cursor: "This model provider doesn't serve your region."
  "requires terms acceptance", // Groq: "The model `playai-tts` requires terms acceptance. Please have the org admin accept …"
  // the command-line tools agents run, when their credentials or daemon are missing
  // git: "fatal: Authentication failed for 'https://github.com/…'"; PostgREST PGRST000's details: "FATAL:  password
  // authentication failed for user \"authenticator\""
  "authentication failed for",
  "could not read username for", // git with prompts off: "could not read Username for 'https://github.com': …"
  "permission denied (publickey)", // ssh, git over ssh
  // git over HTTPS: "RPC failed; curl 60 SSL peer certificate or SSH remote key was not OK", "SSL certificate
  // problem: unable to get local issuer certificate" (a trust store a person fixes)
  "ssl certificate problem",
  "ssl peer certificate or ssh remote key was not ok",
  "host key verification failed", // ssh
  "to get started with github cli", // gh: "To get started with GitHub CLI, please run: gh auth login"
  "you must be logged in to the server", // kubectl
  "cannot connect to the docker daemon", // docker: "… Is the docker daemon running?"
  "could not find a working container runtime strategy", // testcontainers: no Docker or Podman it can reach
  // a SQLite file that cannot be opened (better-sqlite3's TypeError "Cannot open database because the directory does not
  // exist", which @effect/sql-sqlite-node's layer dies with; SQLite's own SQLITE_CANTOPEN text): a path a person fixes
  "cannot open database because the directory does not exist",
  "unable to open database file",
  "no space left on device", // npm ENOSPC, docker: the machine's disk, as text (`enospc` is read as a code)
  // the Vercel AI SDK's gateway without its key: "Unauthenticated. Configure AI_GATEWAY_API_KEY …" (production),
  // "Unauthenticated request to AI Gateway." (development)
  "unauthenticated. configure ai_gateway_api_key",
  "unauthenticated request to ai gateway",
  // a local model server that cannot load its model file, or whose process is gone: a person fixes the machine
  "failed to load model from", // llama.cpp's loader, as Ollama relays it: "error loading model: … failed to load model from …"
  "could not load model:", // LocalAI: "could not load model: rpc error: code = Unavailable desc = … EOF" (its backend dies loading)
  "upstream command exited prematurely", // llama-swap: "unable to start process: …": the model's configured command fails
  "insufficient system resources", // LM Studio: "Model loading aborted due to insufficient system resources" (a 404)
  "llama server is not running", // Second-Me's relay once llama-server is down
  "url elicitation required", // MCP (-32042): a person opens the URL and authorizes the tool's third-party access
  "free usage exceeded", // OpenCode Zen
  "free user account exceeded", // Windsurf: "… free user account exceeded, please … upgrade to a paid plan"
  "missing api key", // Claude Code: "Missing API key · Run /login"
  "you have no quota", // Copilot: "Quota Exceeded Server Error: You have no quota Error Code: quota_exceeded"
  "used all of your chat messages", // Cody: "You've used all of your chat messages and commands for today": "Free usage exceeded, subscribe to Go"
  "not enough credits", // Cline: "Not enough credits available"
  "requests for the free trial", // Continue: "You have exceeded the maximum number of requests for the free trial." (1313): a Fair Usage Policy breach; a person asks for access back
  "budget has been exceeded", // LiteLLM proxy
  "exceededbudget:", // LiteLLM proxy: "ExceededBudget: User=… over budget. Spend=10.63, Budget=10.0"
  "over budget. spend=", // LiteLLM's keys and teams: "… over budget. Spend=…, Budget=…"
  "has no byok credential", // Cloudflare AI Gateway (2040): a person stores the provider key
  "exceeded budget for", // LiteLLM router: "No deployments available - crossed budget: Exceeded budget for deployment …"
  "exceeded your budget",
  "payment required",
  "billing_not_active",
  "account is not active",
  "account_deactivated",
  "account has been deactivated",
  "account deactivated",
  "account has been disabled",
  "organization has been disabled", // Anthropic
  "account is disabled",
  "has been suspended",
  "invalid api key",
  // keys refused in words of their own, kept as text without their 401 (review of session 37): Azure AI services'
  // "Access denied due to invalid subscription key or wrong API endpoint" (microsoft/microsoft-foundry-for-vscode#172),
  // DeepSeek's "Authentication Fails, Your api key: ****Njk= is invalid" / "Authentication Fails (no such user)"
  // (qingshungLI/Super-nof1.ai#9), LiteLLM's proxy's "Invalid proxy server token passed" (OpenHands/OpenHands#11140)
  "invalid subscription key",
  "authentication fails, your api key",
  "authentication fails (",
  "invalid proxy server token passed",
  // Google's gateway refusing a request that carries two credentials (a key and a Bearer token, or the openai SDK's
  // `openai-organization` header from OPENAI_ORG_ID): "Multiple authentication credentials received. Please pass only
  // one." (a 400, `invalid_request`): every request fails so until a person fixes the setup (find_string ids
  // 70392156147, 53877099674, 59673324940)
  "multiple authentication credentials received",
  // Moonshot's (Kimi's) spent balance in its words alone, as an SDK's message keeps it without the `type`: "You exceeded
  // your current token quota: <org-…> 338950, please check your account balance" (its error table, find_string ids
  // 52974470211, 30282601735; not "please check your account balance" alone, a payment's refusal: review of session 38)
  "exceeded your current token quota",
  "invalid apikey", // iFlow: "Invalid apiKey，get your apiKey: https://iflow.cn/" (in a 200, `status: "434"`)
  "claude code not found at", // the Claude Agent SDK's CLINotFoundError: "Claude Code not found at: /usr/local/bin/claude"
  // MCP authorizations to renew: Claude Code's 'MCP server "x" requires re-authorization (token expired)', claude.ai's
  // "Authorization with the MCP server failed. You can check your credentials and permissions.", Buildkite's server's
  // "Authentication required. Please supply a valid API Access Token"
  "requires re-authorization",
  "authorization with the mcp server failed",
  "please supply a valid api access token",
  // a certificate the client does not trust, in prose: Claude Code's "Unable to connect to API: Self-signed certificate
  // detected. Check your proxy or corporate SSL certificates", the AI SDK's "Cannot connect to API: self signed
  // certificate in certificate chain", the X509 names Node gives them ("… UNABLE_TO_GET_ISSUER_CERT_LOCALLY …")
  "self-signed certificate",
  // Claude Code's certificate verdicts: "Unable to connect to API: SSL certificate verification failed / has expired /
  // hostname mismatch / is not yet valid", "… SSL error (CERT_UNTRUSTED)", "(PATH_LENGTH_EXCEEDED)" (not retried since
  // v2.1.199)
  "unable to connect to api: ssl certificate",
  "unable to connect to api: ssl error (cert_",
  "unable to connect to api: ssl error (path_length_exceeded)",
  "self signed certificate",
  "unable_to_get_issuer_cert",
  "api key is required, please", // E2B's AuthenticationError: "API key is required, please visit the Team tab …"
  // Firecrawl without a key: "You've hit Firecrawl's keyless free tier rate limit. To continue now, create a free API key
  // …" (a per-address daily cap)
  "keyless free tier",
  "do not have enough credits", // Runway (a 400): "You do not have enough credits to run this task."
  // Hugging Face's router (a 402): "You have depleted your monthly included credits." (its older "exceeded your monthly
  // included credits" is recorded too)
  "depleted your monthly included credits",
  // OpenAI Realtime's `inference_not_authorized_error`: "You have insufficient permissions for this operation. Missing
  // scopes: model.request." (a restricted key a person edits)
  "missing scopes: model.request",
  "must be authenticated to use this endpoint", // ElevenLabs' realtime auth_error
  "api_key` to be initialized", // runpod-python: "Expected `run_pod.api_key` to be initialized. …"
  "entschuldigung, sie haben keine berechtigung, auf diesen inhalt zuzugreifen", // LobeHub (de-DE) response.403
  // Zed's text for a provider's 403 ("Zed's API rejected the request due to insufficient permissions. Check that your API
  // key has access to this model.") and for a subscription not signed in ("Failed to authenticate provider: ChatGPT
  // Subscription: Sign in with your ChatGPT Plus or Pro subscription …")
  "rejected the request due to insufficient permissions",
  "failed to authenticate provider",
  // n8n: its 401 headline ("Authorization failed - please check your credentials"); its OpenAI node's text for
  // `insufficient_quota` ("Insufficient quota detected. Learn more about resolving this issue")
  "authorization failed - please check your credentials",
  "insufficient quota detected",
  // Dify's ProviderTokenNotInitError: "Model gpt-4-0125-preview credentials is not initialized." (a person sets them)
  "credentials is not initialized",
  // Qoder: "您的免费试用帐户数量过多，因此此帐户的使用暂时受限…" (too many free-trial accounts: this one is restricted until a
  // person upgrades or switches); its paywall relayed by 9router ('[qoder error 403: {"code":"112","message":{"pricingUrl":
  // …}}]'); CodeBuddy's CLI before any login ("CodeBuddy: Authentication required")
  "免费试用帐户数量过多",
  "{\"pricingurl\":",
  "codebuddy: authentication required",
  // a client without a key: simonw/llm's "Error: No key found - add one using 'llm keys set openai' or set the
  // OPENAI_API_KEY environment variable", openai-python's "The api_key client option must be set either by passing api_key
  // to the client or by setting the OPENAI_API_KEY environment variable"
  "no key found - add one using",
  "api_key client option must be set",
  // Letta's quota reasons ('429 {"error":"Rate limited","reasons":["exceeded-quota"]}', a 402's "not-enough-credits") and
  // Coze's 4028 ("Your free quota has been used up. Please upgrade to a paid plan …")
  "\"exceeded-quota\"",
  "\"not-enough-credits\"",
  "free quota has been used up",
  // Gemini Code Assist's licences and tiers (an admin, a plan or an account change): "You must be a named user on your
  // organization's Gemini Code Assist Standard edition subscription …", "You're restricted from using Gemini Code Assist
  // for individuals in your organization.", gemini-cli's IneligibleTierError ("Your current account is not eligible for
  // Gemini Code Assist for individuals …", "This client is no longer supported for Gemini Code Assist …"), a Workspace
  // account without its project ("This account requires setting the GOOGLE_CLOUD_PROJECT or GOOGLE_CLOUD_PROJECT_ID env
  // var.", and, before that text, "Failed to sign in. Message: Request contains an invalid argument"), and Google's
  // sign-in for products the account may not use ("The following products are not yet authorized to access your account")
  "named user on your organization's",
  "restricted from using gemini code assist",
  "not eligible for gemini code assist",
  "no longer supported for gemini code assist",
  "ineligibletiererror",
  "requires setting the google_cloud_project",
  "failed to sign in. message: request contains an invalid argument",
  "not yet authorized to access your account",
  // Google's disabled API in prose ("Cloud Code Private API has not been used in project 1958… before or it is disabled.
  // Enable it by visiting …"), as its SERVICE_DISABLED body says it
  "before or it is disabled",
  // Lemonade: "Failed to load model 'Qwen3-0.6B-GGUF': llama-server failed to start" (code model_load_error, a 500): the
  // local server cannot run the model until a person fixes its install
  "llama-server failed to start",
  "invalid_api_key",
  "incorrect api key", // OpenAI: "Incorrect API key provided: sk-…"
  "api key was reported as leaked", // Gemini: "Your API key was reported as leaked. Please use another API key."
  "please pass in the api key", // Genkit's Google AI plugin without a key: "… or set the GEMINI_API_KEY or GOOGLE_API_KEY …"
  "api key not valid", // Gemini: "API key not valid. Please pass a valid API key."
  "api key not found", // Gemini
  "api_key_invalid",
  "api key expired", // Gemini: "API key expired. Please renew the API key."
  "invalid x-api-key", // Anthropic
  "invalid authentication",
  "invalid bearer token",
  "didn't provide an api key", // OpenAI
  "security token included in the request is invalid", // AWS
  "bearer token included in the request is invalid", // AWS (Kiro's CLI, AccessDeniedException): a login to renew
  // a login a person renews: Qwen Code's "Refresh token expired or invalid. Please use '/auth' to re-authenticate.", "…
  // Please re-authenticate.", Crush's "Please re-authenticate with Hyper.", Roo's "Please re-authenticate with OpenAI
  // Codex"; kimi-cli's "Your login session may have expired. Please run \"/login\" …"; Qwen's device flow "Device code
  // expired or invalid, please restart the authorization process."
  "please re-authenticate",
  // an instruction to sign in again (not the MCP SDK's "Failed to re-authenticate: fetch failed", a refresh the network
  // broke): kimi-cli's "Type /login to re-authenticate.", Qwen Code's "use '/auth' to re-authenticate", opencode's "try
  // running `opencode auth login …` to re-authenticate"
  "/login to re-authenticate",
  "/auth to re-authenticate",
  "/auth' to re-authenticate",
  "` to re-authenticate",
  "login session may have expired",
  "device code expired",
  "api key may be invalid or expired", // grok-cli's text for a 401
  // grok-cli's text for a 403 without a message of its own (not a gateway's "… does not have permission to use this
  // model": another model passes)
  "your api key does not have permission for this request",
  // Kimi Code without a membership: "rejected OAuth credentials: We're unable to verify your membership benefits at this
  // time. Please ensure your membership is active."
  "ensure your membership is active",
  // Kiro: "Your User ID (…) temporarily is suspended. We've locked your account as a security precaution …" (support
  // verifies the user); "You are out of requests in your plan. Upgrade … or wait for next month's new set of requests."
  "temporarily is suspended",
  "out of requests in your plan",
  "security token included in the request is expired", // AWS
  "token has expired", // OAuth logins
  "\"exp\" claim timestamp check failed", // Supabase (InvalidJWT, a 400): the session's JWT expired
  "token is expired", // "Provided authentication token is expired."
  "no api key for provider", // pi-ai: "No API key for provider: openai-codex" (a login to renew)
  // Bedrock (2026): "data retention mode 'default' is not available for this model": the account must opt in to the
  // model's data retention, which no request can do
  "data retention mode '",
  // Gemini Code Assist's per-user quota in an organisation: "Individual quota reached. Contact your administrator to
  // enable overages" (a 429 that an admin clears)
  "administrator to enable overages",
  // Cursor locks an account for a day: "Too many computers used within the last 24 hours, please try again later"
  "too many computers used",
  // the server accepts no TLS version the client offers (OpenSSL: "tlsv1 alert protocol version", under EPROTO or
  // Node's ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION): a person updates one side
  "alert protocol version",
  "proxy rejected connection - notallowed", // a SOCKS proxy's rules refuse the host (the socks package)
  // Ollama could not load the model at all ("llama runner process has terminated: error loading model: unknown model
  // architecture", "… missing tensor", "… unable to allocate CUDA0 buffer"): every request fails until a person acts
  // (not "Error loading models" nor "Error loading model list", an app's words for a list it could not fetch: review of
  // session 37)
  "error loading model:",
  "error loading model.",
  "error loading model\n",
  "error loading model (",
  "error loading model'",
  "error loading model\"",
  // Ollama's other words for it: "llama runner: failed to load model '…': this model may be incompatible with your
  // version of Ollama"
  "this model may be incompatible with your version of ollama",
  "无效的令牌", // new-api: "无效的令牌" (an invalid key)
  "令牌状态不可用", // new-api: "该令牌状态不可用" (the key is disabled, expired or used up)
  "额度已用尽", // "the quota is used up", in relays' and apps' words (also beside "请稍后再试")
  "額度已用盡",
  // Git LFS on GitHub: "This repository is over its data quota. Account responsible for LFS bandwidth should purchase
  // more data packs to restore access."
  "over its data quota",
  // docker for a user outside the docker group: "permission denied while trying to connect to the Docker daemon socket"
  "permission denied while trying to connect to the docker daemon",
  "free limit reached", // OpenCode Zen: "Free limit reached\n\nSubscribe to OpenCode Go …": the free tier is spent
  "api access paused", // Anthropic via OpenCode: "[permission_error] API access paused for this organization."
  "update to the latest version of cursor", // Cursor's resource_exhausted that asks for a client update
  // Telegram: a second copy of the bot polls with the same token ("Conflict: terminated by other getUpdates request")
  "terminated by other getupdates request",
  // Redis refuses writes until its disk is fixed: "MISCONF Redis is configured to save RDB snapshots, but it's
  // currently unable to persist to disk."
  "misconf redis is configured",
  "deprecated sdk version", // Cloudflare Workers AI (5019, a 405): "Request trying to use deprecated SDK version"
  "invalid api token", // Cohere (InvalidTokenError, a 498 that no status table names)
  "rejected your api key", // Hermes: "OpenCode Go rejected your API key — The key saved … is invalid or was revoked."
  "not allowed for organization", // Requesty: "Provider not allowed for organization": an admin's policy
  // Kilo's words for a 403 from a bot challenge or proxy in front of the provider: "Forbidden: request was blocked by a
  // gateway or proxy. You may not have permission to access this resource — check your account …"
  "blocked by a gateway or proxy",
  // a client built without its key fails every request until a person sets it (like "api key is missing")
  "missing credentials. please pass", // openai 6.x: "Missing credentials. Please pass an `apiKey`, or set …"
  "environment variable is missing or empty", // SDKs generated by Stainless (groq-sdk, openai 4.x/5.x, …)
  "could not resolve authentication method", // @anthropic-ai/sdk: neither apiKey nor authToken is set
  "api_key env variable", // LlamaIndex.TS: "Set Anthropic Key in ANTHROPIC_API_KEY env variable"
  "has been revoked", // "API key has been revoked"
  "user location is not supported", // Gemini
  "country, region, or territory not supported", // OpenAI
  // Bedrock (a 400 ValidationException): "Access to Anthropic models is not allowed from unsupported countries, regions,
  // or territories."
  "not allowed from unsupported countries",
  // Roo Code's text for a 403: "Unauthorized. Your API key is valid, but the provider refused to complete this request."
  "but the provider refused to complete this request",
  "usage is not included for", // OpenAI Codex (`usage_not_included`): "Usage is not included for this model."
  "unsupported_country_region_territory",
  "could not process image", // Anthropic: a corrupt image in the history fails every later request
  "image.source.base64", // Anthropic: "messages.2.content.0.image.source.base64: image exceeds 5 MB maximum"
  "uploaded an unsupported image", // OpenAI (invalid_image_format)
  // Anthropic: a thinking block in the history that differs from what the API returned ("messages.1.content.0: Invalid
  // `signature` in `thinking` block") fails every later turn, as a corrupt image there does
  "invalid `signature` in `thinking` block",
  "size of the input image exceeds", // Volcengine Ark (InvalidParameter.OversizedImage)
  // a system library the program needs is not installed (Puppeteer's "Failed to launch the browser process! …
  // chrome: error while loading shared libraries: libnss3.so"): a person installs it
  "error while loading shared libraries",
  // a native library or extension that is not installed: SQLite's "Failed to load extension" with "vec0.so: cannot open
  // shared object file: No such file or directory" (@effect/sql-sqlite-node loading sqlite-vec); not "…: Too many open
  // files" (the process is out of file handles for a moment)
  "cannot open shared object file: no such file or directory",
  "over your space quota", // MongoDB Atlas (8000): "you are over your space quota, using 513 MB of 512 MB"
  "not available in this country", // Junie: "Junie is not available in this country"
  "not available in your country", // Gemini: "Gemini API free tier is not available in your country"
  "invalid peer certificate", // Deno: "invalid peer certificate: Expired"
  "certificate_verify_failed", // Python ssl / aiohttp: "[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: …"
  "api key is missing", // Vercel AI SDK's LoadAPIKeyError: "OpenAI API key is missing. Pass it using …"
  "account is in good standing", // Alibaba DashScope (Arrearage)
  "余额不足", // Zhipu (1113): "余额不足或无可用资源包,请充值。" (insufficient balance, please top up)
  "open api total request limit reached", // Baidu (error_code 19): "Open api total request limit reached"
  "access token invalid or no longer valid", // Baidu (error_code 110)
  "access token expired", // Baidu (error_code 111): a token lives 30 days, then a person fetches another
  "bad auth : authentication failed", // MongoDB Atlas (code 8000): the user or password is wrong
  // NATS's server refusing the credentials, as nats.js passes its -ERR on ("'Authorization Violation'", "'Authentication
  // Expired'"; nats.js's own `isAuthError()`): quoted so, not an app's own AUTHORIZATION_VIOLATION for one request
  "'authorization violation'",
  "'authentication expired'",
  // Upstash Redis: the plan's monthly or daily command allowance is spent ("ERR max requests limit exceeded. Limit:
  // 500000, Usage: 500000"); it comes back with the next period or a larger plan
  "err max requests limit exceeded",
  // coding agents' plan and access gates: Warp's "Request failed with error: QuotaLimit" (its AI allowance, until it
  // resets), Augment's "You must purchase a paid subscription to continue", Copilot CLI's "access denied by Copilot
  // policy" (an admin enables it), Cursor's ConnectRPC "[unauthenticated] Not logged in."
  "request failed with error: quotalimit",
  // MCP servers' failed results for a token a person must replace or re-authorize (supabase-mcp's "Unauthorized. Please
  // provide a valid access token to the MCP server …", sentry-mcp's "Sentry rejected the stored access token for this
  // session", Atlassian's remote server relaying its 401 as JSON text, github-mcp-server's fine-grained token without
  // the permission)
  "unauthorized. please provide a valid access token",
  "rejected the stored access token",
  "authentication failed: {\"code\":401",
  "authentication failed: {\\\"code\\\":401",
  "resource not accessible by personal access token",
  // hosting platforms with nothing to answer until a person acts: Modal's disabled workspace ("modal-http: workspace
  // ac-… is disabled", for billing) and its stopped app, a Hugging Face Space in error (its RUNTIME_ERROR stage, a 503), a
  // stopped or deleted Azure Container App
  "modal-http: workspace ",
  "modal-http: app for invoked web endpoint is stopped",
  "your space is in error",
  // (an app scaled to zero can serve the same page for a moment while it starts: nothing in the text tells them apart)
  "this container app is stopped or does not exist",
  "you must purchase a paid subscription",
  "access denied by copilot policy",
  "[unauthenticated] not logged in",
  "err max daily request limit exceeded",
  "host system is missing dependencies", // Playwright: no browser starts until a person installs the libraries
  // kimi-cli's texts for a 401 and a 402 (a key refused, a login or plan expired), and a quota it says to upgrade
  "authorization failed, please check your api key",
  "your session may have expired",
  "membership expired, please renew your plan", // not "membership expired" alone: a gym's member's is one record's
  "quota exceeded, please upgrade your plan",
  "今日调用次数限额", // Zhipu (1304): "该 API 已达今日调用次数限额，如有更多需求，请联系客服购买" (today's call quota, buy more)
  // Zhipu (1112): "您的账户已被锁定，请联系客服解锁" (the account is locked; support unlocks it), not a login's lock for
  // some minutes ("账号已被锁定，请 10 分钟后再试")
  "账户已被锁定，请联系客服",
  "usage limit reached for", // Zhipu (1308): "Usage limit reached for 5 hour. Your limit will reset at …"
  "使用上限", // Zhipu (1308) in Chinese: "已达到 5 小时的使用上限。" (the 5-hour usage cap is reached)
  "daily free allocation", // Cloudflare Workers AI: "you have used up your daily free allocation of 10,000 neurons"
  "out of extra usage", // Anthropic: "You're out of extra usage. Add more at claude.ai/settings/usage"
  "draw from your extra usage", // Anthropic: "Third-party apps now draw from your extra usage, not your plan limits."
  "draw from extra usage", // Anthropic, to Team and Enterprise plans: "… now draw from extra usage, not plan limits. …"
  "too many free trial accounts used on this machine", // Cursor: "… Please upgrade to pro." (an anti-abuse block)
  "run out of searches", // SerpApi: "Your account has run out of searches."
  "appidnoautherror", // iFlytek Spark (11200): the app has no allowance for the model or its tokens
  "普通用户不支持指定渠道", // one-api: a non-admin key that names a channel ("ordinary users may not pick a channel")
  "subscription token is invalid", // Brave Search API, as its MCP server returns the body in a tool result's text
  // Playwright without its browsers ("browserType.launch: Executable doesn't exist at …", "npx playwright install"), and
  // playwright-mcp's profile held by another instance ("Browser is already in use for …, use --isolated …")
  "executable doesn't exist at",
  "browser is already in use for",
  "chromium distribution '", // Playwright's channel browsers: "Chromium distribution 'chrome' is not found at /opt/…"
  // Puppeteer: "Could not find Chrome (ver. 146.0.7680.31). This can occur if either 1. you did not perform an installation …"
  "did not perform an installation before running",
  "out of credits", // Codebuff: "Out of credits. Please add credits at https://www.codebuff.com/usage"
  "check policy enablement", // Copilot: "No model available. Check policy enablement under GitHub Settings > Copilot"
  "only authorized for use with claude code", // Anthropic
  "only available for coding agents", // Kimi, DashScope: a coding plan's key used by another client: a Claude Code credential used by another client
  "organization has been restricted", // Groq (organization_restricted)
  "has not activated the model", // Volcengine Ark (ModelNotOpen)
  "套餐已到期", // Zhipu (1309): "您的GLM Coding Plan套餐已到期" (the coding plan has expired)
  "expired or revoked", // Google OAuth: "Token has been expired or revoked."
  "reauth related error", // Google OAuth: "reauth related error (invalid_rapt)"
  "bad credentials", // GitHub (also through MCP servers): "Bad credentials"
  "required use-case form", // Bedrock through gateways: "You have not filled out the required use-case form …"
  "could not discover a valid google cloud project id", // Gemini Code Assist, as a 500: a person sets the project
  // Redis replies: the server's memory or the client's credentials
  "oom command not allowed",
  "noauth ", // "NOAUTH Authentication required.", "NOAUTH HELLO must be called with the client already authenticated…"
  "wrongpass ", // "WRONGPASS invalid username-password pair or user is disabled."
  "requires authentication", // MongoDB (13): "command find requires authentication" (no login at all)
  "api key you provided was rejected", // Pinecone (PineconeAuthorizationError)
  "limit for the current month", // Pinecone: "You've reached your write unit limit for the current month"
  "flood-stage watermark", // Elasticsearch: a disk so full the index is blocked, whatever its 429 says
  "access-refused", // AMQP 403: "ACCESS-REFUSED - Login was refused", a vhost or resource refused
  "permission_denied:", // gRPC status text: "PERMISSION_DENIED: … insufficient permissions" (Weaviate)
  "only allows claude code clients", // relays: "No available accounts: this group only allows Claude Code clients"
  "totalrequests limit exceeded", // Salesforce: the org's 24-hour API allowance
  "exceeds your plan's set usage limit", // Tavily
  "out of ai credits", // Warp: "Looks like you're out of AI credits."
  // localized apps' texts (LobeHub's locale files, GenU): check the balance, a bad or empty key, a spent quota, credit to
  // top up, a Bedrock model not enabled in the console
  "проверьте баланс",
  "неверный или пустой api-ключ",
  "クォータが使い果たされました",
  "laden sie guthaben auf",
  // LobeHub (zh-CN, ko-KR) and LibreChat (zh-Hans, ru, ja): a budget or credits spent, a quota used up, a key empty,
  // invalid, expired or not found ("剩余额度不足以使用此模型。请充值额度…", "订阅积分已用尽…", "할당량이 소진되었습니다.",
  // "OpenAI API Key 为空或不正确", "API Key가 비어 있거나 올바르지 않습니다", "提供的密钥无效", "您提供的 … 密钥已于 … 过期",
  // "未找到密钥", "Предоставлен некорректный ключ.", "… укажите новый ключ …", "無効なキーが提供されました。")
  "额度不足",
  "积分已用尽",
  "할당량이 소진",
  "api key 为空或不正确",
  "api key가 비어 있거나 올바르지 않습니다",
  "密钥无效",
  "密钥已于",
  "未找到密钥",
  "некорректный ключ",
  "укажите новый ключ",
  "無効なキーが提供", // not "無効なキー" alone: a CLI's "無効なキー: foo" is a bad config key
  // LibreChat's uk, th and cs: a key invalid, expired or not found, each with its request for another key (a key alone
  // could be a config file's)
  "надано некоректний ключ",
  "вкажіть новий ключ",
  "ключ не знайдено. будь ласка, вкажіть ключ",
  "คีย์ที่ให้มาไม่ถูกต้อง",
  "โปรดให้คีย์ใหม่",
  "ไม่พบคีย์ โปรดให้คีย์",
  "zadaný klíč je neplatný",
  "zadejte nový klíč",
  "nebyl nalezen žádný klíč",
  // the same in LibreChat's he, es, ko, pl, tr, ar, lv, fa, pt-PT, hu and ca (each with the words around its key)
  "מפתח שסופק אינו חוקי",
  "אנא ספק מפתח חדש",
  "לא נמצא מפתח. אנא ספק מפתח",
  "clave proporcionada no válida",
  "proporcione una clave nueva",
  "no se encontró ninguna clave. por favor, proporcione una clave",
  "제공된 키가 유효하지 않습니다",
  "새 키를 제공",
  "키를 찾을 수 없습니다. 키를 제공",
  "podano nieprawidłowy klucz",
  "podać nowy klucz",
  "nie znaleziono klucza. podaj klucz",
  "sağlanan anahtar geçersiz",
  "tarihinde süresi dolmuş. lütfen bir anahtar sağlayın",
  "anahtar bulunamadı. lütfen bir anahtar sağlayın",
  "مفتاح غير صالح. يرجى تقديم مفتاح صالح",
  "انتهت صلاحية المفتاح المقدم",
  "لم يتم العثور على مفتاح. يرجى تقديم مفتاح",
  "norādīta nederīga atslēga",
  "norādiet jaunu atslēgu",
  "atslēga nav atrasta. lūdzu, norādiet atslēgu",
  "کلید نامعتبر ارائه شده",
  "یک کلید جدید ارائه دهید",
  "کلید پیدا نشد لطفاً یک کلید ارائه دهید",
  "forneça uma nova chave",
  "érvénytelen kulcs került megadásra",
  "adjon meg egy új kulcsot",
  "clau proporcionada no vàlida",
  "no s'ha trobat cap clau. proporciona",
  // the same in LobeHub's de-DE, fr-FR, tr-TR and ja-JP, LibreChat's de, fr, pt-BR and zh-Hant and Chatbox's es and ru
  "abonnement ist aufgebraucht",
  "api-schlüssel fehlt",
  "ihr monatliches kontingent",
  "ungültiger api-key",
  // LibreChat's it, LobeHub's nl-NL, fa-IR and bg-BG: a bad, missing or empty key, a base URL missing, spent quota, credits
  // or plan points; AnythingLLM's 24-hour chat quota; a local model Jan cannot load (not enough RAM or VRAM, a corrupt
  // file): a person frees memory, picks another model or downloads it again
  "chiave fornita non valida",
  "nessuna chiave trovata",
  "nessun url base trovato",
  "het quotum voor deze sleutel is bereikt",
  "api-sleutel is onjuist of leeg",
  "اعتبارات باقیمانده شما",
  // LobeHub's fa-IR key texts, never "کلید api" alone ("… پس از تغییر کلید API" closes its ModelNotFound text)
  "نادرست یا خالی است. لطفاً آن را بررسی کرده و دوباره تلاش کنید",
  "نادرست یا خالی است، لطفاً کلید api",
  "проверете баланса си",
  "изчерпахте точките от абонамента си",
  "24 hour chat quota",
  "requires more ram or vram than is currently available",
  "model file appears to be incomplete or corrupted",
  // Coze: a model in arrears (4022 "模型欠费"), an invalid token (4100 "身份验证无效"), a bot's daily cap (4008 "用户限流",
  // "try again tomorrow" in its docs: only with Coze's code beside it, "用户限流" alone is any throttle); DashScope's
  // InvalidApiKey as an embedding client prints it ("Invalid API-key provided.")
  "欠费",
  // Deepgram's 402 body without its status ({ err_code: "ASR_PAYMENT_REQUIRED", err_msg: "Project does not have enough
  // credits …" }); Composio's "No connected account found for user default for toolkit gmail" (a person runs the OAuth link)
  "does not have enough credits",
  "no connected account found",
  "身份验证无效",
  "code: 4008, msg: 用户限流",
  "invalid api-key provided",
  // Dify's, FastGPT's and MaxKB's texts for bad or missing credentials, a spent hosted quota, no balance and a day's visits
  "incorrect model credentials provided",
  "no valid model provider credentials found",
  "api key is illegal",
  "quota for dify hosted model provider",
  "account balance is insufficient",
  "今天的访问次数超过限制",
  "visits exceeds today's visits",
  // Cherry Studio's texts for a 401, a 403, a spent free quota, no key and no balance (zh-cn, zh-tw, de-de)
  "请检查 api 密钥是否正确",
  "请检查api密钥是否正确", // the usual unspaced form ("身份验证失败，请检查API密钥是否正确")
  "身份验证失败，请检查api密钥",
  "請檢查 api 金鑰是否正確",
  "或联系服务商询问被禁止原因",
  "請檢查是否實名認證",
  "免费配额已用尽",
  "您未配置 api 密钥",
  "authentifizierung fehlgeschlagen",
  "kontingent für heute ist aufgebraucht",
  "keinen api-schlüssel konfiguriert",
  "zum aufladen",
  // the same in Cherry Studio's ja-jp, ru-ru, fr-fr and es-es (not their "pour recharger." / "para recargar.", whose
  // provider link is all that names a balance: "presione F5 para recargar." is a page's)
  "認証に失敗しました。apiキーが正しいか確認",
  "アカウントが実名認証されているか確認",
  "apiキーが設定されていません",
  "правильно ли настроен ваш ключ api",
  "правильно ли настроены ваши учетные данные",
  "ключ api не настроен",
  "échec de l'authentification, veuillez vérifier que votre clé api",
  "contacter le fournisseur de services pour demander la raison de l'interdiction",
  "tokens a été épuisé. veuillez vous rendre sur",
  "vous n'avez pas configuré de clé api",
  "fallo en la autenticación, revise si la clave api",
  "tokens se ha agotado. por favor, vaya a",
  "no ha configurado una clave api",
  "la clave api no está configurada",
  // their 402, 403 and no-key texts in Cherry Studio's newer fr-fr and es-es, and SK .NET's retries of a 401
  "le solde ou le quota de votre compte est épuisé",
  "la clé api n'est pas configurée",
  // Cherry Studio's el-gr, ro-ro and vi-vn and Chatbox's en, zh-Hans, pt-PT, nb-NO and sv: a bad or missing key or
  // licence, a spent daily or monthly quota, each with the words around it
  "αποτυχία επιβεβαίωσης ταυτότητας, παρακαλώ ελέγξτε αν η κλειδί api",
  "απαγορεύεται η πρόσβαση, παρακαλώ μεταφράστε το συγκεκριμένο σφάλμα",
  "tokens σας έχει εξαντληθεί",
  "δεν έχετε ρυθμίσει το κλειδί api",
  "autentificarea a eșuat. te rugăm să verifici dacă cheia api",
  "acces refuzat. te rugăm să verifici dacă contul tău este verificat",
  "a fost epuizată. te rugăm să mergi la",
  "nu ai configurat o cheie api",
  "cota contului epuizată",
  "xác thực thất bại. vui lòng kiểm tra lại xem khóa api",
  "truy cập bị từ chối. vui lòng kiểm tra xem tài khoản của bạn đã được xác minh",
  "đã cạn kiệt. vui lòng truy cập",
  "khóa api chưa được cấu hình",
  "khóa api không hợp lệ, vui lòng kiểm tra", // not the words alone: a form's check of one submitted key
  "khóa api không hợp lệ hoặc đã bị vô hiệu hóa", // another app's: "… invalid or disabled"
  "you have reached your monthly quota for the",
  "the license key you entered is invalid",
  "your license has expired. please check your subscription", // Chatbox (en) expired_license
  "but a license key has not been entered yet", // Chatbox (en) license_key_required
  "but an api key has not been entered yet", // Chatbox (en) tavily_api_key_required
  "模型的月度配额",
  "但尚未输入 license key",
  "a sua licença expirou",
  "du har nådd din månedlige kvote",
  "lisensnøkkelen du la inn er ugyldig",
  "licensnyckeln du angav är ogiltig",
  "men ingen api-nyckel har angetts",
  "el saldo o la cuota de su cuenta se ha agotado",
  "preguntar sobre la razón de la prohibición",
  "max retry count reached. reason: unauthorized",
  // round 52-CM2: LobeHub's error.json in nl-NL, tr-TR, vi-VN, ar, fa-IR, bg-BG
  "de server heeft je verzoek geweigerd, mogelijk vanwege onvoldoende rechten",
  "je moet de proxy authenticeren",
  "je gebruikt momenteel een gratis abonnement en kunt deze functie niet gebruiken",
  "ongeldige of lege toegangscode",
  // the credential labels with their full stop: a wrapper's "<label>: Could not connect to the endpoint URL" is the network's
  "bedrock-authenticatie mislukt.",
  "vertex-authenticatie mislukt.",
  "je huidige locatie ondersteunt deze modelservice niet",
  "openai api-sleutel is leeg",
  "je hebt geen toegang tot deze service. controleer of je sleutel de juiste rechten heeft",
  "je abonnementspunten zijn op",
  "je systeemtijd komt niet overeen met de server",
  "sunucu isteğinizi reddetti. bu, yetersiz yetki",
  "vekil sunucuda kimlik doğrulaması yapmanız gerekiyor",
  "ücretsiz kullanıcı olarak bu özelliği kullanamazsınız",
  "geçersiz veya boş erişim kodu",
  "github kişisel erişim anahtarı hatalı veya boş",
  "vertex kimlik doğrulaması başarısız oldu.",
  "bulunduğunuz konum bu model hizmetini desteklemiyor",
  "openai api anahtarı boş",
  "bu hizmete erişim izniniz yok. lütfen anahtarınızın",
  "sistem saatiniz sunucuyla eşleşmiyor",
  "máy chủ đã từ chối yêu cầu của bạn, có thể do quyền truy cập không đủ",
  "bạn hiện đang sử dụng gói miễn phí và không thể sử dụng tính năng này",
  "mã truy cập không hợp lệ hoặc để trống",
  "github personal access token không hợp lệ hoặc để trống",
  "không hợp lệ hoặc để trống, vui lòng kiểm tra và thử lại",
  "vị trí hiện tại của bạn không hỗ trợ dịch vụ mô hình này",
  "openai api key đang để trống",
  "không có quyền truy cập dịch vụ này. vui lòng kiểm tra quyền truy cập của khóa",
  "thời gian hệ thống của bạn không khớp với máy chủ",
  "تم رفض طلبك من قبل الخادم",
  "أنت تستخدم الخطة المجانية حاليا ولا يمكنك استخدام هذه الميزة",
  "رمز الوصول غير صالح أو فارغ",
  "فشل التوثيق مع bedrock.",
  "رمز github الشخصي غير صحيح أو فارغ",
  "فشل التوثيق مع vertex.",
  "لا يدعم موقعك الحالي هذه الخدمة",
  "مفتاح openai api فارغ",
  "لا تملك صلاحية الوصول إلى هذه الخدمة",
  "تم استنفاد نقاط اشتراكك",
  "لا يتطابق وقت نظامك مع الخادم",
  "سرور درخواست شما را رد کرده است",
  "کاربر رایگان هستید و نمیتوانید از این قابلیت استفاده کنید",
  "کد دسترسی نامعتبر یا خالی است",
  "کلید api openai خالی است",
  "امتیاز اشتراک شما به پایان رسیده است",
  "زمان سیستم شما با سرور مطابقت ندارد",
  "این فضای کاری توسط یک مدیر مسدود شده است",
  "این فضای کاری بهطور خودکار توسط کنترل ریسک مسدود شده است",
  "сървърът отхвърли вашата заявка",
  "трябва да се удостоверите чрез прокси",
  "използвате безплатен план и не можете да използвате тази функция",
  "невалиден или празен код за достъп",
  "неуспешна автентикация с bedrock.",
  "невалиден или празен github токен",
  "невалиден или празен api ключ за",
  "неуспешна автентикация с vertex.",
  "услугата не се поддържа във вашето местоположение",
  "openai api ключът е празен",
  "нямате достъп до тази услуга. проверете дали ключът ви има необходимите права",
  "системното ви време не съвпада със сървъра",
  // round 52-CM1: LobeHub's error.json in ru-RU, fr-FR, es-ES, it-IT, pt-BR, pl-PL
  "из-за недостаточных прав или недействительной аутентификации",
  "необходимо пройти аутентификацию прокси",
  "вы используете бесплатный тариф и не можете воспользоваться этой функцией",
  "неверный или пустой код доступа",
  // the credential labels with their full stop: a wrapper's "<label>: Could not connect to the endpoint URL" is the network's
  "ошибка аутентификации bedrock.",
  "неверный или пустой github personal access token",
  "ошибка аутентификации vertex.",
  "в вашем регионе эта модель недоступна",
  "api-ключ openai не указан",
  "у вас нет доступа к этой функции. проверьте права доступа ключа",
  "ваши баллы по подписке исчерпаны",
  "системное время не совпадает с сервером",
  "en raison de permissions insuffisantes ou d'une authentification invalide",
  "vous devez authentifier le proxy",
  "vous utilisez actuellement un plan gratuit et ne pouvez pas accéder à cette fonctionnalité",
  "code d'accès invalide ou vide",
  "échec de l'authentification bedrock.",
  "le jeton github est incorrect ou vide",
  "clé api openai vide",
  "d'accéder à ce service. veuillez vérifier vos droits d'accès",
  "votre quota d'abonnement est épuisé",
  "l'heure de votre système ne correspond pas à celle du serveur",
  "por permisos insuficientes o autenticación inválida",
  "necesitas autenticar el proxy",
  "estás en el plan gratuito y no puedes usar esta función",
  "código de acceso inválido o vacío",
  "error de autenticación de bedrock.",
  "es incorrecta o está vacía. verifícala",
  "error de autenticación de vertex.",
  "tu ubicación actual no admite este servicio",
  "la api key de openai está vacía",
  "la hora de tu sistema no coincide con la del servidor",
  "per mancanza di autorizzazioni o autenticazione non valida",
  "è necessaria l'autenticazione del proxy",
  "sei un utente gratuito e non puoi utilizzare questa funzione",
  "codice di accesso non valido o vuoto",
  "chiave api openai mancante",
  "hai esaurito i punti del tuo abbonamento",
  "l'orario del tuo sistema non corrisponde a quello del server",
  "por falta de permissões ou autenticação inválida",
  "é necessário autenticar o proxy",
  "você está usando o plano gratuito e não pode acessar este recurso",
  "a cota desta chave foi atingida. verifique o saldo da conta",
  "código de acesso inválido ou vazio",
  "falha na autenticação do bedrock.",
  "está incorreta ou vazia. verifique e tente novamente",
  "falha na autenticação do vertex.",
  "sua localização atual não suporta este serviço",
  "verifique se sua chave tem os direitos necessários",
  "seus pontos de assinatura acabaram",
  "o horário do seu sistema não corresponde ao do servidor",
  "brakuje uprawnień lub uwierzytelnienie jest nieprawidłowe",
  "musisz uwierzytelnić się w serwerze proxy",
  "korzystasz z darmowego planu i ta funkcja nie jest dostępna",
  "limit dla tego klucza został osiągnięty. sprawdź saldo konta",
  "nieprawidłowy lub pusty kod dostępu",
  "uwierzytelnienie bedrock nie powiodło się.",
  "nieprawidłowy lub pusty token github",
  "nieprawidłowy lub pusty klucz api dla",
  "uwierzytelnienie vertex nie powiodło się.",
  "twoja lokalizacja nie obsługuje tej usługi",
  "nie masz uprawnień do korzystania z tej usługi. sprawdź uprawnienia klucza",
  "wyczerpałeś punkty subskrypcji",
  "czas systemowy nie zgadza się z czasem serwera",
  // round 51-CI: Jan's model errors in 15 locales
  "모델을 불러올 메모리가 부족합니다",
  "현재 사용 가능한 것보다 더 많은 ram 또는 vram이 필요합니다",
  "이 백엔드에서 지원하지 않는 모델입니다",
  "이 모델의 아키텍처는 아직 현재 백엔드",
  "모델 파일을 찾을 수 없습니다 — 이동되었거나 삭제되었을",
  "모델 파일이 손상되었습니다",
  "모델 파일이 불완전하거나 손상된",
  "modelin mimarisi mevcut motor tarafından desteklenmiyor",
  "motorun ihtiyaç duyduğu bir kütüphane eksik",
  "gpu sürücünüz bu motor için çok eski",
  "bu modeli çalıştırmak için yeterli bellek yok",
  "当前引擎不支持此模型的架构",
  "引擎所需的某个库缺失",
  "gpu 驱动程序对于此引擎来说太旧了",
  "内存不足，无法运行此模型",
  "модель не поддерживается этим движком",
  "архитектура этой модели пока не поддерживается текущим движком",
  "не удалось найти файл модели — возможно, он был перемещён",
  "файл модели повреждён",
  "файл модели неполный или повреждён",
  "локальному движку моделей требуется более новая версия macos",
  // round 51-CH: LobeHub's error.json in zh-CN, zh-TW, ja-JP, ko-KR, de-DE
  "wegen fehlender berechtigungen oder ungültiger authentifizierung",
  "sie müssen den proxy authentifizieren, um fortzufahren",
  "sie nutzen derzeit den kostenlosen plan. bitte upgraden sie",
  "ungültiger oder leerer zugangscode",
  "ihre systemzeit stimmt nicht mit dem server überein",
  "arbeitsbereich wurde von einem administrator eingefroren",
  "arbeitsbereich wurde automatisch durch die risikokontrolle eingefroren",
  "プロキシ認証が必要です",
  "有料プランにアップグレードしてから続けてください",
  "サブスクリプションポイントが上限に達した",
  "인증되지 않았거나 권한이 부족합니다",
  "프록시 인증이 필요합니다",
  "유료 요금제로 업그레이드한 후 계속하세요",
  "액세스 암호가 비어 있거나 올바르지 않습니다",
  "github pat가 비어 있거나 올바르지 않습니다",
  "vertex 인증에 실패했습니다. 인증 정보를 확인",
  "현재 지역에서는 이 모델 서비스가 지원되지 않습니다",
  "키의 권한에 이 서비스가 포함되어 있는지 확인",
  "구독 크레딧이 소진되어 이 기능을",
  "구독 포인트가 모두 소진되어 이 기능을 사용할 수 없습니다",
  "시스템 시간이 서버와 일치하지 않습니다",
  "未通过身份验证或权限不足",
  "需要代理认证才能继续",
  "当前计划不支持该功能。请升级到付费计划",
  "访问密码为空或不正确",
  "系统时间与服务器不一致",
  "工作区已被管理员冻结",
  "工作区已被风控系统自动冻结",
  "可能是因為權限不足或身分驗證無效",
  "伺服器已拒絕您的請求。您沒有權限存取此內容",
  "您需要進行代理認證後才能繼續",
  "目前為免費使用者，無法使用該功能",
  "該金鑰的配額已達上限，請檢查帳戶餘額是否充足",
  "請輸入正確的存取密碼，或新增自訂 api 金鑰",
  "openai api 金鑰為空",
  "您的訂閱積分已用盡",
  "您的訂閱點數已用盡",
  "您的系統時間與伺服器不匹配",
  // round 50-CE: big-AGI's banners, ChatHub's and Poe's texts in 10 languages, Page Assist's connection banner in 19, Enchanted
  "appears to have insufficient quota",
  "appears to be incorrect or to have expired",
  "insufficient chatgpt api usage quota",
  "need to add a payment method to your openai account",
  "需要在openai账户中添加付款方式",
  "no logged-in chatgpt account",
  "not avaiable in your country",
  "only available to twitter premium",
  "reached the daily free message limit",
  "limite quotidienne de messages gratuits",
  "tägliche kostenlose nachrichtenlimit",
  "batas pesan gratis harian",
  "1日の無料メッセージ制限に達しました",
  "limite diário de mensagens gratuitas",
  "今日免费消息上限",
  "límite diario de mensajes gratuitos",
  "ขีดจำกัดข้อความฟรีรายวัน",
  "今日免費消息上限",
  "need to login to poe first",
  "vous devez d'abord vous connecter à poe",
  "sie müssen sich zuerst bei poe anmelden",
  "anda perlu login ke poe terlebih dahulu",
  "最初にpoeにログインする必要があります",
  "você precisa fazer login no poe primeiro",
  "需要先登录poe账号",
  "necesitas iniciar sesión en poe primero",
  "คุณต้องเข้าสู่ระบบ poe ก่อน",
  "需要先登錄poe賬號",
  // round 44-BD: Cline's credits, ClinePass and sign-in texts; Continue's key and credential texts
  "run out of cline credits",
  "requires a clinepass subscription",
  "no access to clinepass subscription models",
  "no cline account auth token found",
  "requires re-authentication",
  "not authenticated with oca",
  "not authorized to access the model deployment",
  "codestral api key, which is not compatible",
  "you need to use an api key",
  "missing asksage_api_key",
  "check your credentials, please",
  // round 44-BC: SillyTavern's 'API returned an error' toasts for 401, 402, 403, its Horde fault; AstrBot's texts
  "api returned an error\nunauthorized",
  "api вернуло ошибку\nunauthorized",
  "api returned an error\ncredit limit reached",
  "api вернуло ошибку\ncredit limit reached",
  "api returned an error\nforbidden",
  "api вернуло ошибку\nforbidden",
  "未找到任何可用的对话模型",
  "因安全原因被拦截，请更换可用的 ai 提供商",
  // round 44-BB: sub2api's and claude-relay-service's own texts to clients
  "api key is required in authorization header",
  "api key is disabled",
  "no active subscription found for this group",
  "subscription has expired",
  "subscription is suspended",
  "subscription is invalid or expired",
  "daily usage limit exceeded",
  "weekly usage limit exceeded",
  "please provide an api key in the x-api-key",
  "api key format is invalid",
  "your client is not authorized to use this api key",
  "only accepts requests from claude code cli",
  "api key 无权访问",
  "this api key does not have permission to access",
  "api key 未启用 droid 权限",
  "已达到每日费用限制",
  "已达到总费用限制",
  "模型周费用限制",
  "此专属账号已触发 anthropic 限流控制",
  "访问被拒绝，请检查iam权限",
  // round 44-AZ: RAGFlow's status, network and key texts in its 16 locales
  "token, nama pengguna, kata sandi salah",
  "token, nome de usuário ou senha incorretos",
  "token, tên người dùng, mật khẩu sai",
  "مسموح للمستخدم، ولكن الوصول محظور",
  "потребителят е оторизиран, но достъпът е забранен",
  "benutzer ist autorisiert, aber der zugriff ist verboten",
  "user is authorized, but access is prohibited",
  "usuario está autorizado, pero el acceso está prohibido",
  "utilisateur est autorisé, mais l'accès est interdit",
  "pengguna diizinkan, tetapi akses dilarang",
  "utente è autorizzato, ma l'accesso è proibito",
  "ユーザーは認証されていますが、アクセスは禁止されています",
  "사용자가 인증되었지만 접근이 금지되었습니다",
  "usuário está autorizado, mas o acesso é proibido",
  "пользователь авторизован, но доступ запрещен",
  "kullanıcı yetkilendirilmiş, ancak erişim yasak",
  "người dùng được ủy quyền nhưng bị cấm truy cập",
  "用戶得到授權，但是訪問是被禁止的",
  "用户得到授权，但是访问是被禁止的",
  "مفتاح api الخاص بك غير صالح",
  "вашият api ключ е невалиден",
  "la tua chiave api non è valida",
  "api anahtarınız geçersiz",
  // round 44-BA: MaxKB's login, token, identity and key texts in its locales
  "login expired",
  "登錄已過期",
  "authentication information is incorrect",
  "身份验证信息不正确",
  "身份驗證信息不正確",
  "invalid access_token",
  "access_token 无效",
  "access_token 無效",
  "invalid access token",
  "无效的访问令牌",
  "無效的訪問令牌",
  "not logged in, please log in first",
  "未登录，请先登录",
  "未登錄，請先登錄",
  "unable to verify user identity",
  "无法识别用户身份",
  "無法識別用戶身份",
  // round 42-AY: AnythingLLM's missing provider keys, endpoints and models, its Ollama text; Jan's engine texts
  "architecture is not supported by the current engine",
  "a library the engine needs is missing",
  "your gpu driver is too old",
  "not enough memory to run this model",
  "no openai api key was set",
  "no apipie llm api key was set",
  "no azure api key was set",
  "no cerebras api key was set",
  "no cohere api key was set",
  "no cometapi api key was set",
  "no deepseek api key was set",
  "no fireworksai api key was set",
  "no gemini api key was set",
  "no gitee ai api key was set",
  "no groq api key was set",
  "no minimax api key was set",
  "no mistral api key was set",
  "no moonshot ai api key was set",
  "no novita api key was set",
  "no perplexity api key was set",
  "no ppio api key was set",
  "no sambanova api key was set",
  "no togetherai api key was set",
  "no xai api key was set",
  "no z.ai api key was set",
  "no azure_openai_model_pref env defined",
  "aws_bedrock_llm_region is required",
  "no docker model runner api base path was set",
  "no docker model runner model pref was set",
  "no lemonade api base path was set",
  "no lemonade model pref was set",
  "no foundry base path was set",
  "no localai base path was set",
  "no privatemode base path was set",
  "no nvidia nim api base path was set",
  "no omlx api base path was set",
  "no localai token context limit was set",
  "no nvidia nim token context limit was set",
  "genericopenai must have a valid base path",
  "koboldcpp must have a valid base path",
  "litellm must have a valid base path",
  "textgenwebui must have a valid base path",
  "genericopenai must have a valid model set",
  "koboldcpp must have a valid model set",
  "litellm must have a valid model set",
  "lmstudio must have a valid model set",
  "omlx must have a valid model set",
  // round 42-AX: LobeHub's en-US error.json texts (response.*)
  "rejected your request. you do not have permission",
  "you need to authenticate the proxy",
  "openai api key is empty, please add a custom",
  "this skill needs to be correctly configured",
  "your current subscription usage is inactive",
  "your subscription points have been exhausted",
  "workspace is frozen by an admin",
  // round 41-AT: LibreChat's key, base-URL, stream and fork-limit texts in every locale
  "ugyldig nøgle angivet. angiv venligst en gyldig nøgle",
  "invalid key provided. please provide a valid key",
  "esitati vigane võti. esitage kehtiv võti",
  "avain ei kelpaa. lisää toimiva avain",
  "ugyldig nøkkel oppgitt. oppgi en gyldig nøkkel",
  "proporciona una clau nova",
  "angiv venligst en ny nøgle",
  "please provide a new key and try again",
  "esitage uus võti",
  "varten annettu avain vanheni",
  "fornisci una chiave e riprova",
  "で期限切れです。キーを入力して",
  "oppgi en ny nøkkel",
  "ingen nøgle fundet. angiv venligst en nøgle",
  "no key found. please provide a key",
  "võtit ei leitud. palun sisestage võti",
  "avainta ei löytynyt. lisää avain",
  "aucune clé trouvée. veuillez fournir une clé",
  "nem található kulcs. kérjük, adjon meg egy kulcsot",
  "キーが見つかりません。キーを入力して",
  "ingen nøkkel funnet. oppgi en nøkkel",
  "ключ не найден. пожалуйста, укажите ключ",
  "ingen nyckel hittades. vänligen ange en nyckel",
  "لم يتم العثور على رابط أساسي. يرجى تقديم",
  "no s'ha trobat cap url base. proporciona'n una",
  "nebyla nalezena základní url. zadejte ji",
  "ingen base-url fundet. angiv venligst en",
  "keine basis-url gefunden. bitte gebe eine ein",
  "no base url found. please provide one",
  "no se encontró url base. por favor proporcione",
  "baasaadressi ei leitud. palun lisage see",
  "هیچ url پایه ای پیدا نشد. لطفا یکی",
  "base url puuttuu. syötä url",
  "aucune url de base trouvée. veuillez en fournir",
  "לא נמצאה כתובת url. אנא ספק כתובת",
  "nem található alap url. kérjük, adjon meg egyet",
  "ベースurlが見つかりません。ベースurlを入力",
  "기본 url이 없습니다. url을 제공한",
  "nav atrasts bāzes url. lūdzu, norādiet to",
  "ingen base-url funnet. oppgi en",
  "nie znaleziono podstawowego url. podaj go",
  "nenhuma url base encontrada. por favor, forneça uma",
  "базовый url не найден. пожалуйста, укажите его",
  "ingen bas-url hittades. vänligen ange en url",
  "ไม่พบ url พื้นฐาน โปรดระบุ url",
  "temel url bulunamadı. lütfen bir tane sağlayın",
  "базову url-адресу не знайдено. будь ласка, вкажіть її",
  "未找到基础 url，请提供一个",
  "找不到基礎 url。請提供一個基礎 url",
  "basis-url verweist auf eine eingeschränkte adresse",
  "base url you provided targets a restricted address",
  "ベースurlは制限されたアドレス",
  "bāzes url ir vērsts uz ierobežotu adresi",
  // round 41-AU: Cherry Studio's texts in its Arabic, Korean, Czech, Spanish (Mexico), zh-TW and other locale files
  "api 密钥未配置",
  "禁止存取，請確認帳號是否完成實名認證",
  "尚未設定 api 金鑰",
  "取得 api 金鑰並完成設定後再繼續使用",
  "api key 無效，請檢查",
  "api 金鑰未設定",
  "api-schlüssel nicht konfiguriert",
  "فشلت المصادقة. يرجى التحقق من صحة مفتاح api",
  "فشل المصادقة، يرجى التحقق من صحة مفتاح api",
  "فشل المصادقة. يرجى التحقق مما إذا كان مفتاح api",
  "تم رفض الوصول. يرجى التحقق من توثيق حسابك",
  "تم الرفض. يرجى التحقق مما إذا كان حسابك قد تم التحقق منه",
  "ممنوع الوصول، يرجى ترجمة رسالة الخطأ",
  "الوصول ممنوع، يرجى ترجمة رسالة الخطأ",
  "لم تقم بتهيئة مفتاح api",
  "لقد نفدت حصتك المجانية اليومية",
  "مفتاح api غير صالح، يرجى التحقق وإعادة التكوين",
  "نفدت حصة الحساب، يرجى الشحن",
  "مفتاح api غير مكون",
  "مفتاح api غير متكوين",
  "مفتاح api غير مهيأ",
  "لم يتم تكوين مفتاح api",
  "인증 실패. api 키가 올바른지",
  "액세스 거부. 계정이 확인되었는지",
  "접근이 거부되었습니다. 계정이 실명 인증되었는지",
  "api 키를 구성하지 않았습니다",
  "무료 할당량이 모두 소진되었습니다",
  "api 키가 구성되지 않았습니다",
  "autentizace selhala. zkontrolujte, zda je váš api klíč",
  "přístup odepřen. zkontrolujte, zda je váš účet ověřen",
  "api klíč není nakonfigurován",
  "fallo de autenticación. revisa si tu clave api",
  "acceso prohibido. revisa el mensaje de error para conocer la causa",
  "no se ha configurado la clave api",
  // round 41-AW: Dify's texts in 13 more locales
  "crediti ai sono esauriti",
  "api key è stata rimossa. configura una nuova api key",
  "chiave del provider llm non è stata impostata",
  "ai credits foram esgotados",
  "api key foi removida. por favor, configure uma nova api key",
  "chave do provedor llm não foi definida",
  "ai credits zostały wyczerpane",
  "klucz api został usunięty. proszę skonfigurować nowy klucz api",
  "limit próbny został wyczerpany",
  "klucz api nie ma dostępnych limitów",
  "nieprawidłowy klucz api openai",
  "klucz dostawcy llm nie został ustawiony",
  "ai-кредити вичерпано",
  "api-ключ було видалено. будь ласка, налаштуйте новий api-ключ",
  "пробна квота використана",
  "ключа api немає доступної квоти",
  "недійсний ключ openai api",
  "ключ провайдера llm не встановлено",
  "yapay zeka kredileri tükendi",
  "yapay zeka kredileriniz tükendi",
  "api anahtarı kaldırıldı. lütfen yeni bir api anahtarı yapılandırın",
  "llm sağlayıcı anahtarı ayarlanmadı",
  "ai credits au fost epuizate",
  "api key-ul a fost eliminat. vă rugăm să configurați un nou api key",
  "cheia furnizorului llm nu a fost setată",
  "اعتبار هوش مصنوعی تمام شده است",
  "اعتبار هوش مصنوعی شما تمام شده است",
  "کلید api حذف شده است. لطفاً یک کلید api جدید پیکربندی کنید",
  "کلید ارائهدهنده llm تنظیم نشده است",
  "परीक्षण कोटा समाप्त हो गया",
  "एपीआई कुंजी में कोई कोटा उपलब्ध नहीं है",
  "अमान्य openai एपीआई कुंजी",
  "एलएलएम प्रदाता कुंजी सेट नहीं की गई है",
  "เครดิต ai หมดแล้ว",
  "เครดิต ai ของคุณหมดแล้ว",
  "api key ถูกลบแล้ว กรุณากำหนดค่า api key ใหม่",
  "ไม่ได้ตั้งค่าคีย์ผู้ให้บริการ llm",
  "krediti ai so bili porabljeni",
  "api ključ je bil odstranjen. prosimo, konfigurirajte nov api ključ",
  "ključ ponudnika llm ni nastavljen",
  "kredit ai telah habis",
  "kredit ai anda telah habis",
  "kunci api telah dihapus. silakan konfigurasikan kunci api baru",
  "kunci penyedia llm belum diatur",
  "نفدت أرصدة الذكاء الاصطناعي",
  "تمت إزالة مفتاح api. يرجى تكوين مفتاح api جديد",
  "لم يتم تعيين مفتاح مزود llm",
  "süni intellekt kreditləri tükənib",
  "süni intellekt kreditlərin tükənib",
  "api açarı çıxarılıb. yeni api açarını konfiqurasiya et",
  // round 41-AV: Chatbox's system, licence and search-key texts in its locales; Kilo Code's empty-reply text in 17 more
  "لكن لم يتم إدخال مفتاح ترخيص بعد",
  "aber noch keinen lizenzschlüssel eingegeben",
  "pero aún no se ha introducido una clave de licencia",
  "mais aucune clé de licence n'a encore été saisie",
  "ma non è stata ancora inserita una chiave di licenza",
  "ma non hai ancora inserito una chiave di licenza",
  "선택했지만 라이선스 키가 아직 입력되지 않았습니다",
  "men ingen lisensnøkkel er lagt inn ennå",
  "mas ainda não foi introduzida uma chave de licença",
  "mas ainda não introduziu uma chave de licença",
  "men ingen licensnyckel har angetts än",
  "但尚未輸入授權密鑰",
  "لكن لم يتم إدخال مفتاح api بعد",
  "aber noch keinen api-schlüssel eingegeben",
  "pero aún no se ha introducido una clave api",
  "mais aucune clé api n'a encore été saisie",
  "ma non hai ancora inserito una chiave api",
  "選択しましたが、apiキーがまだ入力されていません",
  "선택했지만 api 키가 아직 입력되지 않았습니다",
  "men ingen api-nøkkel er lagt inn ennå",
  "но ключ api еще не введен",
  "但尚未输入 api key",
  "但尚未輸入 api 密鑰",
  // round 40-AN: Cline's sign-in, free-limit and account texts, Continue's key and context texts, Kilo Code's no-credits tooltip
  "please sign in to cline before trying again",
  "looks like you're logged out",
  "accounts cannot use clinepass subscriptions",
  "is not compatible with the codestral api",
  "but the api key is not set",
  "the api key is actually invalid",
  "api key secret not found",
  "no api key was sent with the request",
  "cometapi authentication failed",
  "replicate api authentication failed",
  "account has no credits",
  "no hay créditos en tu cuenta",
  "tidak ada kredit di akun kamu",
  "kein guthaben auf deinem konto",
  "アカウントにクレジットがありません",
  // review 30-A: Roo Code's chat error rows and its Roo, Cerebras and key texts in the locales still missing
  "no s'ha pogut autenticar amb el proveïdor",
  "clau api és vàlida, però el proveïdor ha rebutjat",
  "has d'iniciar sessió per utilitzar claude code",
  "el proveïdor roo requereix autenticació al núvol",
  "la clau api conté caràcters no vàlids",
  "ha fallat l'autenticació de l'api de cerebras",
  "die guthaben/credits in deinem konto ausgegangen",
  "roo-anbieter erfordert cloud-authentifizierung",
  "api-schlüssel enthält ungültige zeichen",
  "se te han acabado los fondos/créditos",
  "clave api es válida, pero el proveedor se negó",
  "debes iniciar sesión para usar claude code",
  "la clave api contiene caracteres inválidos",
  "falló la autenticación de la api de cerebras",
  "vous ayez épuisé vos fonds/crédits",
  "vous devez vous connecter pour utiliser claude code",
  "la clé api contient des caractères invalides",
  "échec de l'authentification de l'api cerebras",
  "प्रदाता के साथ प्रमाणित नहीं किए जा सके",
  "आपके खाते में फंड/क्रेडिट समाप्त हो गए",
  "api कुंजी वैध है, लेकिन प्रदाता ने इस अनुरोध को पूरा करने से इनकार",
  "claude code का उपयोग करने के लिए आपको साइन इन करना होगा",
  "roo प्रदाता को क्लाउड प्रमाणीकरण की आवश्यकता है",
  "api कुंजी में अमान्य वर्ण हैं",
  "cerebras api प्रमाणीकरण विफल",
  "tidak dapat mengautentikasi dengan penyedia",
  "anda telah kehabisan dana/kredit di akun anda",
  "kunci api anda valid, tetapi penyedia menolak",
  "anda perlu masuk untuk menggunakan claude code",
  "penyedia roo memerlukan autentikasi cloud",
  "kunci api mengandung karakter tidak valid",
  "autentikasi api cerebras gagal",
  "impossibile autenticare con il provider",
  "chiave api è valida, ma il provider ha rifiutato",
  "devi accedere per utilizzare claude code",
  "il provider roo richiede l'autenticazione cloud",
  "la chiave api contiene caratteri non validi",
  "autenticazione api cerebras fallita",
  "アカウントの資金/クレジットが不足しているようです",
  "api キーは有効ですが、プロバイダーがこのリクエストの完了を拒否",
  "rooプロバイダーはクラウド認証が必要です",
  "apiキーに無効な文字が含まれています",
  "공급자로 인증할 수 없습니다",
  "계정의 자금/크레딧이 부족한 것 같습니다",
  "claude code를 사용하려면 로그인해야 합니다",
  "roo 제공업체는 클라우드 인증이 필요합니다",
  "api 키에 유효하지 않은 문자가 포함되어 있습니다",
  "cerebras api 인증에 실패했습니다",
  "kon niet authenticeren met provider",
  "api-sleutel is geldig, maar de provider weigerde",
  "je moet inloggen om claude code te gebruiken",
  "roo provider vereist cloud authenticatie",
  "api-sleutel bevat ongeldige karakters",
  "cerebras api-authenticatie mislukt",
  "nie można uwierzytelnić u dostawcy",
  "klucz api jest ważny, ale dostawca odmówił",
  "musisz się zalogować, aby korzystać z claude code",
  "dostawca roo wymaga uwierzytelnienia w chmurze",
  "klucz api zawiera nieprawidłowe znaki",
  "uwierzytelnianie api cerebras nie powiodło się",
  "não foi possível autenticar com o provedor",
  "você ficou sem fundos/créditos em sua conta",
  "chave api é válida, mas o provedor se recusou",
  "você precisa fazer login para usar o claude code",
  "o provedor roo requer autenticação na nuvem",
  "a chave api contém caracteres inválidos",
  "falha na autenticação da api cerebras",
  "не удалось аутентифицироваться у провайдера",
  "у вас закончились средства/кредиты на вашем счете",
  "вам необходимо войти в систему, чтобы использовать claude code",
  "провайдер roo требует облачной аутентификации",
  "api-ключ содержит недопустимые символы",
  "ошибка аутентификации cerebras api",
  "sağlayıcı ile kimlik doğrulaması yapılamadı",
  "hesabınızda para/kredi bitti gibi görünüyor",
  "api anahtarınız geçerli ama sağlayıcı bu isteği tamamlamayı reddetti",
  "claude code'u kullanmak için oturum açmanız gerekiyor",
  "roo sağlayıcısı bulut kimlik doğrulaması gerektirir",
  "api anahtarı geçersiz karakterler içeriyor",
  "không thể xác thực với nhà cung cấp",
  "bạn đã hết tiền/tín dụng trong tài khoản",
  "khóa api của bạn hợp lệ, nhưng nhà cung cấp từ chối",
  "bạn cần đăng nhập để sử dụng claude code",
  "nhà cung cấp roo yêu cầu xác thực đám mây",
  "khóa api chứa ký tự không hợp lệ",
  "xác thực api cerebras thất bại",
  "您的账户余额/积分似乎已用尽",
  "roo 提供商需要云认证",
  "cerebras api 身份验证失败",
  "無法向供應商進行身份驗證",
  "api 金鑰有效，但供應商拒絕完成此請求",
  "您需要登入才能使用 claude code",
  "api 金鑰包含無效字元",
  "cerebras api 驗證失敗",
  // round 38-AD: Roo Code's chat error rows, its Codex and Cerebras texts in their locales; Kilo Code's empty-reply text
  "couldn't authenticate with provider",
  "authentifizierung beim anbieter fehlgeschlagen",
  "no se pudo autenticar con el proveedor",
  "impossible de s'authentifier auprès du fournisseur",
  "プロバイダーで認証できませんでした",
  "无法向提供商进行身份验证",
  "run out of funds/credits in your account",
  "se t'han acabat els fons/crèdits",
  "abbia esaurito i fondi/crediti",
  "je funds/credits op je account op zijn",
  "wyczerpałeś środki/kredyty na swoim koncie",
  "您的帳戶資金／額度似乎已用盡",
  "api-schlüssel ist gültig, aber der anbieter hat sich geweigert",
  "clé api est valide, mais le fournisseur a refusé",
  "api 密钥有效，但提供商拒绝完成此请求",
  "api 키는 유효하지만 공급자가 이 요청을 완료하기를 거부했습니다",
  "ключ api действителен, но провайдер отказался",
  "you need to sign in to use claude code",
  "du musst dich anmelden, um claude code zu verwenden",
  "你需要登录才能使用 claude code",
  "claude codeを使用するにはサインインが必要です",
  "roo provider requires cloud authentication",
  "le fournisseur roo nécessite une authentification cloud",
  "roo 提供者需要雲端認證",
  "el proveedor roo requiere autenticación en la nube",
  "not authenticated with openai codex",
  "nicht bei openai codex authentifiziert",
  "no esteu autenticat amb openai codex",
  "your chatgpt subscription may not include codex access",
  "dein chatgpt-abonnement enthält möglicherweise keinen codex-zugang",
  "la vostra subscripció a chatgpt pot no incloure accés a codex",
  "torneu a autenticar-vos amb openai codex",
  "api key contains invalid characters",
  "api 密钥包含无效字符",
  "cerebras api authentication failed",
  "cerebras api認証が失敗しました",
  // round 38-AG: SillyTavern's toasts in its locales, AstrBot's Coze texts
  "check you have credits available",
  "openai 账号余额是否充足",
  "帳號中是否有可用餘額",
  "avez des crédits disponibles sur votre compte",
  "имеется достаточно кредитов",
  "api 返回错误\nunauthorized",
  "api ответило ошибкой\nunauthorized",
  "coze api 认证失败",
  // round 38-AF: FastGPT's, MaxKB's and RAGFlow's texts in their locales
  "api key 不合法",
  "ai 积分不足",
  "ai 積分不足",
  "ai 點數不足",
  "登录状态无效",
  "登入狀態無效",
  "凭证已过期，请重新登录",
  "帳戶餘額不足",
  "계정 잔액 부족",
  "유효하지 않은 api 키",
  "ai 포인트 부족",
  "ai 포인트가 부족합니다",
  "로그인 상태가 유효하지 않습니다. 다시 로그인",
  "credits are insufficient",
  "您的提问已达到最大限制",
  "您的提問已達最大限制",
  "you have reached the maximum number of questions",
  "今天的訪問次數超過限制",
  "登录已过期",
  "apiキーは無効です",
  "トークン、ユーザー名、またはパスワードが間違っています",
  "api 키가 유효하지 않습니다",
  "votre clé api est invalide",
  "token, nombre de usuario o contraseña incorrectos",
  "api ключ недействителен",
  // round 38-AE: Dify's texts in its locales (rate limits, quotas and credits, keys, the model provider)
  "api key has no quota available",
  "api key 已没有可用配额",
  "api key 已沒有可用配額",
  "trial quota used up",
  "试用额度已用完",
  "試用額度已用完",
  "llm provider key has not been set",
  "llm 提供者的密钥未设置",
  "需要设置 llm 提供者的密钥",
  "无效的 openai api 密钥",
  "無效的 openai api 金鑰",
  "api key 已被移除，請重新配置 api key",
  "ai クレジットを使い切りました",
  "無効な api キー",
  "api キーは削除されました。新しい api キーを設定",
  "ai 크레딧이 소진되었습니다",
  "api key가 삭제되었습니다. 새 api key를 설정",
  "ai credits wurden aufgebraucht",
  "api key wurde entfernt. bitte konfigurieren sie einen neuen api key",
  "ai credits ont été épuisés",
  "api key a été supprimée. veuillez configurer une nouvelle api key",
  "ai credits se han agotado",
  "api key ha sido eliminada. por favor, configura una nueva api key",
  "ai-кредиты исчерпаны",
  "api key был удалён. пожалуйста, настройте новый api key",
  "ai credits đã hết",
  "ai credits của bạn đã hết",
  "api key đã bị xóa. vui lòng cấu hình api key mới",
  // round 37-AC: Open WebUI's connection text in its locales, its session text; NextChat's 401 banner in every locale
  "sitzung abgelaufen. bitte melden sie sich erneut an",
  // (its English "Session expired. Please sign in again" is read by session 55's "expired. please sign in again")
  "nextchat.club?utm=",
  // round 37-AB: Chatbox's texts in its locales, Jan's out-of-context dialog
  "لقد وصلت إلى الحصة الشهرية لنموذج",
  "alcanzado su cuota mensual para el modelo",
  "atteint votre quota mensuel pour le modèle",
  "raggiunto la tua quota mensile per il modello",
  "모델의 월간 할당량에 도달했습니다",
  "atingiu a sua cota mensal para o modelo",
  "достигли своей месячной квоты для модели",
  "du har nått din månatliga kvot",
  "模型的月配額",
  "مفتاح الترخيص الذي أدخلته غير صالح",
  "lizenzschlüssel ist ungültig. bitte überprüfen sie ihren lizenzschlüssel",
  "licencia que ha introducido no es válida",
  "licence que vous avez saisie est invalide",
  "licenza che hai inserito non è valida",
  "入力したライセンスキーが無効です",
  "입력한 라이선스 키가 유효하지 않습니다",
  "chave de licença que introduziu é inválida",
  "您输入的 license key 无效",
  "您輸入的授權密鑰無效",
  "انتهت صلاحية ترخيصك",
  "ihre lizenz ist abgelaufen",
  "votre licence a expiré",
  "la tua licenza è scaduta",
  "ライセンスが期限切れです",
  "라이선스가 만료되었습니다",
  "lisensen din har utløpt",
  "ваша лицензия истекла",
  "din licens har gått ut",
  "您的 license 已过期",
  "您的 license 已過期",
  "als modellanbieter ausgewählt, aber noch keinen lizenzschlüssel",
  "選択しましたが、ライセンスキーがまだ入力されていません",
  "но ключ лицензии еще не введен",
  // round 37-Z: LobeHub's runtime-error texts in ar, fa-IR, bg-BG, zh-TW, ja-JP
  "عذرًا، تم الوصول إلى الحصة المخصصة لهذه المفتاح",
  "رمز الوصول الشخصي لـ github غير صحيح أو فارغ",
  "فشل التحقق من صحة vertex. يرجى التحقق من بيانات الاعتماد",
  "متأسفیم، سهمیه این کلید به پایان رسیده است",
  "احراز هویت bedrock ناموفق بود. لطفاً accesskeyid/secretaccesskey",
  "توکن دسترسی شخصی github نادرست یا خالی است",
  "احراز هویت vertex ناموفق بود. لطفاً اطلاعات ورود خود را بررسی",
  "متأسفیم، مکان فعلی شما از این سرویس مدل پشتیبانی نمیکند",
  "съжаляваме, квотата за този ключ е изчерпана",
  "github personal access token е неправилен или празен",
  "api ключът е неправилен или празен, моля, проверете вашия",
  "неуспешно удостоверяване във vertex. моля, проверете вашите идентификационни данни",
  "身份驗證失敗。請檢查 accesskeyid/secretaccesskey",
  "認証されていないか権限が不足しています。ログインするか認証情報を更新",
  "api key が空または正しくありません",
  "github pat が空または正しくありません",
  "アクセスが拒否されました。キーの権限にこのサービスが含まれているか",
  "現在の地域ではこのモデルサービスはサポートされていません",
  "アクセスパスワードが空または正しくありません。正しいパスワードを再入力するか、カスタム api キー",
  "サブスクリプションクレジットが使い果たされ、この機能を一時的に使用できません",
  "システム時刻がサーバーと一致しません",
  // round 37-AA: Cherry Studio's texts in en-us, ja-jp, ru-ru, vi-vn, ro-ro, tr-tr
  // "API key is not configured" (every use found is a key missing: "OpenAI API key is not configured.")
  "api key is not configured",
  "cheia api nu este configurată",
  "authentication failed. please check if your api key is correct",
  "access denied. please check if your account is verified",
  "you have not configured an api key",
  "free quota has been exhausted",
  "api key が無効です。確認して再設定",
  "アカウントの利用枠が不足しています",
  "вы не настроили ключ api",
  "бесплатная квота исчерпана",
  "api-ключ недействителен, проверьте",
  "квота аккаунта исчерпана, пополните баланс",
  "bạn chưa cấu hình khóa api.",
  "hạn mức tài khoản đã cạn kiệt",
  "cheie api invalidă, verificați și reconfigurați",
  // round 37-Y: LobeHub's runtime-error texts in ru-RU, ko-KR, it-IT, nl-NL, tr-TR
  "ваш аккаунт был деактивирован или приостановлен",
  "аутентификация github copilot не удалась. попросите бота или владельца агента",
  "личный токен доступа github некорректен или пуст",
  "проверьте, есть ли у вашего ключа необходимые права доступа",
  "귀하의 계정이 비활성화되었거나 정지되었습니다",
  "github copilot 인증에 실패했습니다. 봇 또는 에이전트 소유자에게",
  "github 개인 액세스 토큰이 잘못되었거나 비어 있습니다",
  "vertex 인증에 실패했습니다. 자격 증명을 확인",
  "키에 필요한 액세스 권한이 있는지 확인하세요",
  "il tuo account è stato disattivato o sospeso",
  "autenticazione bedrock fallita. controlla accesskeyid/secretaccesskey",
  "autenticazione di github copilot non è riuscita. chiedi al bot o al proprietario",
  "il token di accesso personale di github è errato o vuoto",
  "autenticazione vertex fallita. controlla le tue credenziali",
  "la tua posizione attuale non supporta questo servizio modello",
  "controlla se la tua chiave ha i diritti di accesso necessari",
  "uw account is gedeactiveerd of geschorst",
  "bedrock-authenticatie is mislukt. controleer de accesskeyid/secretaccesskey",
  "github copilot-authenticatie is mislukt. vraag de bot- of agenteigenaar",
  "de github personal access token is onjuist of leeg",
  "vertex-authenticatie is mislukt. controleer uw inloggegevens",
  "uw huidige locatie ondersteunt deze modelservice niet",
  "controleer of uw sleutel de benodigde toegangsrechten heeft",
  "üzgünüz, bu anahtar için kota doldu",
  "bedrock kimlik doğrulaması başarısız oldu. lütfen accesskeyid/secretaccesskey",
  "github copilot kimlik doğrulaması başarısız oldu. bottan veya ajan sahibinden",
  "github kişisel erişim jetonu yanlış veya boş",
  "api anahtarı yanlış veya boş, lütfen",
  "mevcut konumunuz bu model hizmetini desteklemiyor",
  "autenticazione bedrock fallita. verifica accesskeyid/secretaccesskey",
  "il token personale github è errato o vuoto",
  "autenticazione vertex fallita. verifica le credenziali",
  "spiacenti, il tuo paese non supporta questo servizio",
  "non hai i permessi per accedere a questo servizio. verifica i diritti della tua chiave",
  // LobeHub's runtime-error texts, the keys still missing in zh-CN, zh-TW, ja-JP, fr-FR, de-DE, es-ES, pt-BR, pl-PL and vi-VN
  // from the words after the product's name: LobeHub writes it with or without a space before them
  "身份验证失败。请检查您的凭据",
  "个人访问令牌不正确或为空",
  "您的密钥是否具有必要的访问权限",
  "抱歉，您当前的位置不支持此模型服务",
  "您的账户已被停用或暂停",
  "身份验证失败。请检查accesskeyid/secretaccesskey",
  "身份验证失败。请检查 accesskeyid/secretaccesskey",
  "身份驗證失敗。請檢查您的憑證",
  "身份驗證失敗。請檢查accesskeyid/secretaccesskey",
  // LobeHub's older zh-TW texts (its error.json before 2026)
  "驗證未通過，請檢查 accesskeyid/secretaccesskey",
  "個人存取權杖不正確或為空",
  "認證未通過，請檢查認證憑證",
  "你的所在位置不支援此模型服務",
  "您的金鑰是否具有存取權限",
  "個人訪問令牌不正確或為空",
  "您的金鑰是否具有必要的訪問權限",
  "您的帳戶已被停用或暫停使用",
  "抱歉，您當前的位置不支援此模型服務",
  "認証に失敗しました。認証情報を確認",
  "githubの個人アクセストークンが間違っているか空です",
  "申し訳ありませんが、このキーのクォータが上限に達しました",
  "キーに必要なアクセス権があることを確認",
  "アカウントが無効化または一時停止されています",
  "申し訳ありませんが、現在の場所ではこのモデルサービスを利用できません",
  "認証に失敗しました。accesskeyid/secretaccesskey",
  "échec de l'authentification vertex. veuillez vérifier vos identifiants",
  "le jeton d'accès personnel github est incorrect ou vide",
  "est incorrecte ou vide, veuillez vérifier votre clé api",
  "désolé, le quota pour cette clé a été atteint",
  "si votre clé dispose des droits d'accès nécessaires",
  "votre compte a été désactivé ou suspendu",
  "das github-personal-access-token ist falsch oder leer",
  "ob ihr schlüssel die erforderlichen zugriffsrechte hat",
  "entschuldigung, ihr aktueller standort unterstützt diesen modelldienst nicht",
  "ihr konto wurde deaktiviert oder gesperrt",
  "la autenticación de vertex falló. por favor, verifica tus credenciales",
  "el token de acceso personal de github es incorrecto o está vacío",
  "tu cuenta ha sido desactivada o suspendida",
  "la autenticación de bedrock falló. por favor, verifica el accesskeyid/secretaccesskey",
  "o token de acesso pessoal do github está incorreto ou vazio",
  "desculpe, a cota para esta chave foi atingida",
  "se sua chave possui os direitos de acesso necessários",
  "sua conta foi desativada ou suspensa",
  "uwierzytelnianie vertex nie powiodło się. proszę sprawdzić swoje dane uwierzytelniające",
  "token dostępu osobistego github jest nieprawidłowy lub pusty",
  "klucz api jest nieprawidłowy lub pusty, proszę sprawdzić swój klucz api",
  "czy twój klucz ma odpowiednie prawa dostępu",
  "twoje konto zostało dezaktywowane lub zawieszone",
  "przepraszamy, twoja obecna lokalizacja nie obsługuje tej usługi modelu",
  "uwierzytelnianie bedrock nie powiodło się. proszę sprawdzić accesskeyid/secretaccesskey",
  "xác thực vertex thất bại. vui lòng kiểm tra thông tin xác thực",
  "mã truy cập cá nhân github không chính xác hoặc trống",
  "không chính xác hoặc trống, vui lòng kiểm tra khóa api của",
  "rất tiếc, hạn mức cho khóa này đã đạt đến giới hạn",
  "khóa của bạn có quyền truy cập cần thiết",
  "xác thực bedrock thất bại. vui lòng kiểm tra accesskeyid/secretaccesskey",
  // Open WebUI's INVALID_TOKEN; AnythingLLM's providers without a key, an endpoint or a context limit set ("No Anthropic
  // API key was set.", "No Ollama Base Path was set."; not "… API key was set." alone, a CLI's success line); NextChat's
  // 401 (its body's "wrong access code" or "empty access code" — not the words alone, any door code's —, a server that
  // refuses users' own keys, and the banner it shows only for a 401, in en and cn)
  "your session has expired or the token is invalid",
  "no anthropic api key was set",
  "no openrouter api key was set",
  "no nvidia nim api key was set",
  "but no api key was set",
  "no ollama base path was set",
  "no lmstudio api base path was set",
  "no azure api endpoint was set",
  "no embedding model was set.", // with its period: "… was set for user <id>. Saving default" is a log line
  "no token context limit was set",
  "\"msg\": \"wrong access code\"",
  "\"msg\":\"wrong access code\"",
  "\"msg\": \"empty access code\"",
  "\"msg\":\"empty access code\"",
  // a NextChat fork's auth.ts (the same 401 body, "token" for "code")
  "\"msg\": \"wrong access token\"",
  "\"msg\":\"wrong access token\"",
  "not allowed to access with your own api key",
  "(/#/auth) to enter your key",
  "(/#/auth)输入访问秘钥",
  // LobeHub's en-US credentials texts for Vertex, a GitHub token and GitHub Copilot, and its ko-KR spent key quota
  "vertex authentication failed. please check your credentials",
  "github personal access token is incorrect or empty",
  "github copilot authentication failed. ask the bot or agent owner",
  "이 키의 할당량이 초과되었습니다. 계정 잔액",
  // LobeHub's runtime-error texts in ar, fa-IR, bg-BG, nl-NL, tr-TR, ko-KR, ru-RU, it-IT and zh-CN
  "مفتاحك يحتوي على حقوق الوصول اللازمة",
  "موقعك الحالي لا يدعم خدمة هذا النموذج",
  "تم تعطيل حسابك أو تعليقه",
  "فشل التحقق من صحة bedrock. يرجى التحقق من accesskeyid",
  "api 키가 잘못되었거나 비어 있습니다",
  "현재 위치에서는 이 모델 서비스를 지원하지 않습니다",
  "bedrock 인증에 실패했습니다. accesskeyid",
  // LobeHub's older zh-CN texts (lobe-chat's error.json)
  "bedrock 鉴权未通过，请检查 accesskeyid/secretaccesskey",
  "pat 不正确或为空，请检查",
  "你的所在地区不支持此模型服务",
  "некорректен или пуст. пожалуйста, проверьте ваш api-ключ",
  "в вашем текущем местоположении эта модель недоступна",
  "api密钥不正确或为空",
  "此密钥的配额已用尽",
  "anahtarınızın gerekli erişim haklarına sahip",
  "hesabınız devre dışı bırakıldı veya askıya alındı",
  "آیا کلید شما دسترسی لازم را دارد",
  "حساب شما غیرفعال یا معلق شده است",
  "вашият ключ има необходимите права за достъп",
  "текущо местоположение не поддържа тази услуга на модела",
  "вашият акаунт е деактивиран или временно спрян",
  "неуспешно удостоверяване в bedrock. моля, проверете accesskeyid",
  // LobeHub's current runtime-error texts (runtimeError.json: en-US and pt-BR, vi-VN, pl-PL, es-ES, de-DE, ja-JP, fr-FR, zh-TW)
  "api key is incorrect or empty",
  "the quota for this key has been reached",
  "your key has the necessary access rights",
  "current location does not support this model service",
  "cross-origin configuration of ollama is set correctly",
  "bedrock authentication failed. please check the accesskeyid", // not a wrapper's label around a network failure
  "provider configuration is invalid",
  "currently a free user and cannot use this feature",
  "auto-frozen by risk control",
  "your system time does not match the server",
  "invalid access code or empty",
  "ask the bot owner to add credits",
  "está incorreta ou vazia. por favor, verifique sua chave de api",
  "tài khoản của bạn đã bị vô hiệu hóa hoặc tạm ngưng",
  "osiągnięto limit przydziału dla tego klucza",
  "api-schlüssel ist falsch oder leer",
  "das kontingent für diesen schlüssel wurde erreicht",
  "apiキーが間違っているか空です",
  "votre emplacement actuel ne prend pas en charge ce service",
  "此金鑰的配額已達上限",
  "es incorrecta o está vacía, por favor verifica tu clave api",
  "tu clave tiene los derechos de acceso necesarios",
  // Cherry Studio's diagnosis, request-timeout and remaining HTTP texts (en-us, zh-cn, zh-tw, de-de, fr-fr, es-es, el-gr, pt-pt, ko-kr, it-it, tr-tr)
  // (Cherry Studio's "API Key is invalid, please check and reconfigure": found by "api key is invalid", below)
  "account quota exhausted, please recharge", // not a 429 table's "per-account quota exhausted"
  "账户额度已用完，请充值", // Cherry Studio's words: "被限流，或账户额度已用完" is a throttle's
  "api key 无效，请检查",
  "kontoguthaben aufgebraucht",
  "zugriff verweigert. bitte übersetzen sie die spezifische fehlermeldung",
  "clave api no válida, por favor verifica",
  "a chave da api não foi configurada",
  "tokens foi esgotada. por favor, vá para",
  "인증에 실패했습니다. api 키가 올바른지",
  "controllare la correttezza della chiave api",
  "kimlik doğrulama başarısız, lütfen api anahtarının",
  "api anahtarı yapılandırılmamış",
  "帳戶額度已用完，請",
  "quota du compte épuisé",
  "clé api invalide, veuillez vérifier",
  "cuota de la cuenta agotada",
  "εξαντλήθηκε το όριο λογαριασμού",
  "μη έγκυρο κλειδί api, ελέγξτε",
  "falha na autenticação, por favor verifique se a chave da api",
  "acesso negado, por favor traduza a mensagem de erro",
  "você não configurou uma chave api",
  "quota da conta esgotada",
  "chave api inválida, por favor verifique",
  "접근이 금지되었습니다. 구체적인 오류 메시지를 번역",
  "api 키가 설정되지 않았습니다",
  "accesso negato, tradurre il messaggio di errore specifico",
  "chiave api non configurata",
  "erişim engellendi, lütfen özel hata mesajını çevirerek",
  // LobeHub's zh-TW, es-ES, pt-BR, it-IT, vi-VN, pl-PL and ar: spent credits, quota or plan points, a wrong or empty key
  "剩餘點數不足",
  "api 金鑰不正確或為空",
  "se ha alcanzado la cuota",
  "agotado tus puntos de suscripción",
  "créditos restantes são insuficientes",
  "chave de api do openai está vazia",
  "quota per questa chiave è stata raggiunta",
  "la chiave api di", // "La chiave API di {{provider}} è errata o vuota." ("errata o vuota" alone could be any field)
  "hạn mức của khóa này đã đạt giới hạn",
  "điểm gói đăng ký của bạn đã hết",
  "kredyty są niewystarczające",
  "brak klucza openai api",
  "تم استهلاك الحصة",
  "مفتاح api الخاص بـ", // "مفتاح API الخاص بـ {{provider}} غير صحيح أو فارغ" (the key of …; "incorrect or empty" alone could be any field)
  "bitte gebe einen neuen api-key ein",
  "kein api-key gefunden",
  "nicht genügend guthaben",
  "le quota de cette clé a été atteint",
  "incorrecte ou vide. veuillez la vérifier", // not "est incorrecte ou vide" alone: any field ("L'URL est incorrecte ou vide")
  "clé fournie non valide",
  "la clé fournie pour",
  "anahtar için kota sınırına ulaşıldı", // the key's quota: Turkish apps say "kota sınırına ulaşıldı" for any 429
  "api anahtarı hatalı veya boş",
  "puanlarınız tükendi",
  "月間クオータに達しました",
  "su licencia ha expirado",
  "ключ лицензии недействителен",
  "chave fornecida inválida",
  "nenhuma chave encontrada",
  "金鑰無效",
  "的金鑰已於",
  "找不到金鑰",
  "モデルが有効化されていない",
  // Stagehand: "Unauthorized. Ensure you provided a valid API key." (a 401 whose status it drops), "No LLM API key or LLM
  // Client configured …"
  "ensure you provided a valid api key",
  "no llm api key or llm client configured",
  // chrome-devtools-mcp: "The browser is already running for …. Use --isolated to run multiple browser instances."
  "use --isolated to run multiple browser instances",
  // Gemini's per-day quota named in a text cut before its details (Continue): "quotaId":
  // "GenerateRequestsPerDayPerProjectPerModel-FreeTier", whatever "Please retry in 41.75s" beside it says
  "perdayperproject",
  "exceeds the pay-as-you-go limit", // Tavily (433): "This request exceeds the pay-as-you-go limit. You can increase …"
  // Vercel: "This Deployment is paused by the owner. … 503: SERVICE_UNAVAILABLE Code: DEPLOYMENT_PAUSED" (a relay
  // deployed there, paused by hand or for spend: every request fails until a person resumes it)
  "deployment is paused",
  "code: deployment_paused",
  // a rewrite or proxy that routes back to itself fails every request until a person fixes the route: Vercel's 508
  // ("An error occurred with your deployment INFINITE_LOOP_DETECTED"), workerd's "Subrequest depth limit exceeded. This
  // request recursed through Workers too many times."
  "infinite_loop_detected",
  "daily message quota exceeded", // SES: code `Throttling`, "Daily message quota exceeded." (a 24-hour cap)
  "subrequest depth limit exceeded",
  // ngrok: "The endpoint 9d55.ngrok-free.app is offline. ERR_NGROK_3200" (a free address a restarted agent does not get
  // back: a person restarts the tunnel and changes the base URL)
  "err_ngrok_3200",
  "pull rate limit", // Docker Hub ("… your unauthenticated pull rate limit"): hours, and its fix is a person logging in
  // a limit of zero is no rate limit to wait out: OpenAI "Limit: 0/1min" (images on a tier without them),
  // Gemini "limit: 0, model: gemini-2.5-pro" (a model without a free tier), whatever "retry in 38s" says
  // (a word of its own: LiveKit's gateway reports "remaining_limit: 0" beside a per-minute limit)
  " limit: 0/",
  " limit: 0,",
  "(actual/limit): 0/0", // xAI: "Your team's rate limit is - Requests per Minute (actual/limit): 0/0." (the model is not the team's)
  "doesn't have a free quota tier", // Gemini: "Gemini 2.5 Pro Preview doesn't have a free quota tier."
  "is not allowed to use publisher model", // Vertex AI: the project must be granted the partner model
  "use case details have not been submitted", // Bedrock: a person fills in Anthropic's use-case form
  // Azure: an account-level block, though it names the content policy (which alone would make a 403 Fatal)
  "your resource has been temporarily blocked",
  // images and documents the API cannot read or take stay in the history and fail every later request
  "does not represent a valid image", // OpenAI Responses (invalid_value)
  "provided image is not valid", // Gemini
  "unable to process input image", // Gemini: "Unable to process input image. Please retry or report …"
  "image length and width do not meet", // Alibaba DashScope: an image too small for the model stays in the history
  "expected a base64-encoded data url", // OpenAI (invalid_value on an `image_url`): a malformed image in the history
  "got empty base64-encoded bytes",
  "only accessible to billed users", // Gemini: "Imagen API is only accessible to billed users at this time."
  "prepayment credits are depleted", // Gemini: "Your prepayment credits are depleted" (a 429 RESOURCE_EXHAUSTED)
  // Gemini Interactions API: "The legacy Interactions API schema is no longer supported. Please upgrade your client
  // SDK": every request of this client fails until a person upgrades it
  "upgrade your client sdk",
  // OpenAI Realtime (beta_api_shape_disabled, since 2026-05): the client's code must move to the GA API
  "realtime beta api is no longer supported",
  "pdf.source.base64", // Anthropic: "messages.38.content.0.pdf.source.base64.data: A maximum of 100 PDF pages …"
  // the tools agents send, pay, store and browse with, when the account or the setup is what fails (round 58):
  // Amazon SES pausing a whole account ("MessageRejected: Sending paused for this account."), Pushover's monthly
  // allowance ("application has exceeded current limit of 7500 messages", `x-limit-app-remaining: 0`)
  "sending paused for this account",
  "application has exceeded current limit of",
  // Braintree's CLIENT_AUTHORIZATION_INSUFFICIENT: the key or token lacks the permission, every such call fails
  "authorization used has insufficient privileges",
  // the Stripe CLI's `api_key_expired` ("The API key provided has expired. Obtain a new key …", "The API key for profile
  // \"work\" has expired. Run stripe login …"), Stripe's `testmode_charges_only` (the account is not activated)
  "api key provided has expired",
  " has expired. run stripe login",
  "you can only make test charges right now",
  "error executing api call (request): unauthorized request", // Mollie's PHP client, without the 401 it came with
  "api secret provided is invalid", // Razorpay
  // Neon: the plan's compute hours are spent; an endpoint a person disabled ("… Enable it using Neon API and retry.")
  "exceeded the compute time quota",
  "the endpoint has been disabled. enable it",
  "exceeded daily rate limit", // Upstash QStash's QstashDailyRatelimitError (a 429 with the next day's reset)
  "exceeded maximum db size", // Cloudflare D1 at its plan's storage cap ("D1_ERROR: Exceeded maximum DB size")
  // Playwright with no display for a headed browser; Playwright MCP without its browser or its bridge extension
  "launched a headed browser without having a xserver running",
  "@playwright/mcp install-browser",
  "playwright extension not found in",
  // storage that is full until a person frees or buys space: Dropbox's `path/insufficient_space/` (a 409), MinIO's
  // XMinioStorageFull (a 507: "… minimum free disk threshold. Please delete a few objects to proceed."), Box's
  // `storage_limit_exceeded`; a Google Cloud project without billing, as google-cloud-storage prints it
  "insufficient_space",
  "minimum free disk threshold",
  "minimum free drive threshold",
  "account storage limit reached",
  "billing account for the owning project is disabled",
  // round 59: a local server refusing to load a model its machine cannot hold, until a person picks another model or
  // changes the server's cap (oMLX: "Model 'Qwen3.5-4B' (9.11GB) exceeds max-model-memory (7.20GB)"; Docker Model Runner:
  // "Runtime memory requirement for model exceeds total system memory"). Not oMLX's "would exceed the memory ceiling":
  // that counts the models loaded now, which it unloads once they are idle
  "exceeds max-model-memory",
  "memory requirement for model exceeds total system memory",
  // round 60: the MCP SDK's OAuth client against an authorization server without dynamic client registration ("Incompatible
  // auth server: does not support dynamic client registration"): a person registers a client by hand
  "does not support dynamic client registration",
  // Bedrock AgentCore set up incompletely: Identity without a return URL or a workload token ("Authentication failed:
  // Workload access token has not been set."), a Browser role without ConnectBrowserAutomationStream
  "must register and use at least one resourceoauth2returnurl",
  "workload access token has not been set",
  "is not authorized to access automation stream",
  // round 61: daily caps and spent allowances of the business, media and document APIs agents' tools call: Zoom's "You
  // have reached the maximum daily rate limit for this API" and "exceeded the daily rate limit (100) of Meeting
  // Create/Update API requests", Xero's day limit as pyxero words it ("… the limit exceeded is: day") and as Codat does
  // ("has reached the daily rate limit cap"), eBay's call limit (errorId 10001), crates.io's daily versions, DeepL's
  // billing period, Azure Translator's free tier
  "maximum daily rate limit",
  "exceeded the daily rate limit",
  "the limit exceeded is: day",
  "daily rate limit cap",
  "has exceeded the number of times the operation is allowed to be called",
  "versions of this crate in the last 24 hours",
  "quota for this billing period has been exceeded",
  "exceeded its free quota",
  // credentials and access a person sets up: deepl-node's AuthorizationError ("Authorization failure, check auth_key"),
  // Amazon SP-API's denial as its SDK throws it without the 403, a gated Hugging Face repository ("… is restricted. You
  // must have access to it and be authenticated to access it."), npm's one-time password
  "authorization failure, check auth_key",
  "access to requested resource is denied",
  "you must have access to it and be authenticated",
  "cannot access gated repo",
  "this operation requires a one-time password",
  // round 62: credentials and accounts of the identity, mail and hosting services tools use: Okta's "errorSummary:
  // Invalid token provided" (E0000011; the words alone are also an app's mistyped one-time code), Auth0's account
  // blocked until its owner follows the mailed link, Gmail's and Microsoft's SMTP and IMAP refusals (535-5.7.8 "Username
  // and Password not accepted", 5.7.139 "SmtpClientAuthentication is disabled" or "basic authentication is disabled",
  // 534-5.7.9 "Application-specific password required", Brevo's "535 5.7.0 Invalid login or password" — not a shop's
  // login form's —, node-imap's "Invalid credentials (Failure)"), Microsoft's outbound block (5.7.708), a 24-hour
  // sending limit. Not a blocklist named: Spamhaus's "Error: open resolver" is the recipient server's own setup
  "errorsummary: invalid token provided",
  "account has been blocked after multiple consecutive login attempts",
  "username and password not accepted",
  "smtpclientauthentication is disabled",
  "basic authentication is disabled",
  "application-specific password required",
  "5.7.0 invalid login or password",
  "invalid credentials (failure)",
  "traffic not accepted from this ip",
  "24-hour sending limit",
  // hosting CLIs and APIs: wrangler's "Authentication error [code: 10000]" and "Unable to authenticate request [code:
  // 10001]", Vercel's "The specified token is not valid. Use `vercel login` to generate a new token.", Railway's token
  // texts, Heroku's app limit ("You've reached your app limit of 100 apps"), billing a person adds (Heroku's "… add a
  // credit card to verify your account", flyctl's "please add a payment method"),
  // Bright Data's spent monthly free tier
  "authentication error [code: 10000]",
  "unable to authenticate request [code: 10001]",
  "use `vercel login` to generate a new token",
  "railway_api_token is valid",
  "invalid railway_token",
  "reached your app limit of ",
  "add a credit card to verify your account",
  "please add a payment method",
  "monthly free-tier limit reached",
  // GitHub refusing a push (or a contents API write) that touches .github/workflows/ for a token without the scope: every
  // such push fails until a person widens the token ("refusing to allow a Personal Access Token to create or update
  // workflow `.github/workflows/release.yml` without `workflow` scope"; a GitHub App's "without `workflows` permission")
  "without `workflow` scope",
  "without `workflows` permission",
  // Infura's free plan after its daily requests ("daily request count exceeded, request rate limited", -32005, as a 429)
  "daily request count exceeded",
  // Alchemy's plan spent ("Monthly capacity limit exceeded. Visit https://dashboard.alchemyapi.io/settings/billing …")
  "monthly capacity limit exceeded",
  "invalid api-key, ip, or permissions for action", // Binance's -2015: the key, its IP allow-list or its rights
  "suspended due to lack of payment method", // Snowflake: "Your account is suspended due to lack of payment method."
  "exceeded quota for free query bytes scanned", // BigQuery's sandbox: the month's free terabyte spent
  "billing has not been enabled for this project", // BigQuery (billingNotEnabled): "… Enable billing at …"
  "access to kms is not allowed", // AWS Secrets Manager's AccessDeniedException on the secret's key
  // AWS Lambda cannot decrypt the function's environment ("… because KMS access was denied. Please check the function's
  // KMS key settings."), even as a 502 (KMSAccessDeniedException)
  "because kms access was denied",
  "code storage limit exceeded", // AWS Lambda: the region's 75 GB of code is full until old versions are deleted
  // Azure Service Bus (UnauthorizedAccess): "Unauthorized access. 'Listen' claim(s) are required to perform this
  // operation." — the SDK marks it retryable, but the key or role lacks the right until a person grants it
  "claim(s) are required to perform this operation",
  // LaunchDarkly's SDKs: "Received error 401 (invalid SDK key) for streaming request - giving up permanently"
  "(invalid sdk key)",
  // Infisical's CLI without a valid login: "Response Code: 401 Unauthorized … Message: You are not allowed to access this
  // resource" (not read as a status form: an SMTP client's "response code: 552 message too large" is no HTTP status)
  "response code: 401 unauthorized",
  // Vault's Kubernetes auth refusing the role's bindings, which its API client prints as "Code: 500. Errors: * service
  // account name not authorized" (Vault's 500 is any backend's refusal: not read as a status)
  "service account name not authorized",
  "namespace not authorized",
  // People Data Labs' credits spent (a 402 "payment_required"): "You have hit your account maximum for person enrichment
  // (all matches used)"
  "hit your account maximum",
  "daily task limit has been reached", // Runway's API: "Your daily task limit has been reached." (as a 429)
  // MiniMax's Token Plan spent: "已达到 Token Plan 用量上限：请升级 Token Plan 套餐或购买积分补充用量。" (even in a 200)
  "token plan 用量上限",
  // Stability AI: "Your organization does not have enough balance to request this action (need $0.02, have $0 in
  // active grants, $0 in balance)."
  "does not have enough balance to request this action",
  "account doesn't have api access", // HeyGen (code 400599): the plan has no API access
  // gh inside a GitHub Actions job without a token: "gh: To use GitHub CLI in a GitHub Actions workflow, set the GH_TOKEN
  // environment variable." (outside Actions: "… populate the GH_TOKEN environment variable")
  "set the gh_token environment variable",
  "tf400813", // Azure DevOps: "TF400813: The user '…' is not authorized to access this resource."
  // an impersonation the caller may not do ("Unable to acquire impersonated credentials: …" beside the 403 of
  // iam.serviceAccounts.getAccessToken). Not Google's empty chain ("Could not load the default credentials"), which
  // Cloud Functions and Cloud Run throw now and then while the metadata server is slow: Fatal, as AWS's empty chain
  "unable to acquire impersonated credentials",
  "aadsts700024", // Entra: "Client assertion is not within its valid time range" (a federated credential expired)
  // STS refusing the role ("User: arn:aws:iam::…:user/x is not authorized to perform: sts:AssumeRole on resource: …",
  // "Not authorized to perform sts:AssumeRoleWithWebIdentity"): a trust policy a person changes. Not IAM's refusal in
  // general: another account's bucket, named by mistake ("… s3:ListBucket … because no resource-based policy allows"),
  // or one model an SCP fences, is that request's
  "not authorized to perform: sts:assumerole",
  "not authorized to perform sts:assumerole",
  // WhatsApp Cloud API: (#131042) "… errors related to your payment method", (#133010) "Account not registered"
  "errors related to your payment method",
  "(#133010) account not registered",
  // Amadeus' free test allowance spent for the month (38195, as a 429: "The quota limit is exceeded."; its per-second
  // limit is 38194 "Too many requests")
  "the quota limit is exceeded",
  // Atlassian's remote MCP server (Rovo), in a failed tool result: "We couldn't verify your connection settings. Please
  // contact your administrator for assistance."
  "we couldn't verify your connection settings",
  "mcp usage limit exceeded", // Pipeboard's hosted MCP server: "MCP usage limit exceeded 30/30" (the plan's runs)
  // GitHub Copilot CLI where the token may not read the organization's MCP policy ("Failed to fetch MCP registry policy:
  // 403 Forbidden. Non-default MCP servers will be blocked until the policy can be fetched."), or a server no registry
  // lists ('MCP server "notionApi" filtered: Could not verify server against any configured registry')
  "mcp registry policy: 403 forbidden",
  "could not verify server against any configured registry",
  // a SMART on FHIR token without the scope ("read permission for 'Appointment' is not granted by any of the provided
  // scopes: [[patient/Patient.*]]", LinuxForHealth FHIR): the app is authorised again with it
  "is not granted by any of the provided scopes",
  // an OAuth server refusing RFC 8707's resource indicator, as an MCP client shows its answer ('Notion error:
  // {"error":"invalid_target","error_description":"The resource is not a valid target for this authorization server."}'):
  // no token for this server until the connection is set up again. Only as OAuth's `error`: apps use a bare
  // `invalid_target` code for a bad argument
  "\"error\":\"invalid_target\"",
  "\"error\": \"invalid_target\"",
  // Nango: a connection whose token refreshes have failed for four days ("The refresh limit has been reached for this
  // connection.", connection_refresh_exhausted), a plan's cap ("You have reached the maximum number of integrations
  // with active scripts. Upgrade or deactivate …", resource_capped): the end user reconnects, a person upgrades
  "the refresh limit has been reached for this connection",
  "reached the maximum number of integrations with active scripts",
  // Composio: "Access denied: this SHARED connected account is not available to the requesting user" (its creator grants)
  "connected account is not available to the requesting user",
  "api key is invalid", // mem0's client ("API Key is invalid"), Cherry Studio's "…, please check and reconfigure"
  "have to be logged in to perform this action", // Freshdesk's invalid_credentials
  // Mailchimp's 401 as its WooCommerce plugin logs it: "API Request Error - 401 :: API Key Invalid :: Your API key may be
  // invalid, or you've attempted to access the wrong datacenter."
  "your api key may be invalid",
  // Microsoft Fabric's paused capacity: "CapacityNotActive … is not active" (a 404), OneLake's "… this Fabric capacity is
  // currently paused.", "The Fabric capacity for this workspace is paused or inactive. Resume it …"
  "capacitynotactive",
  "fabric capacity is currently paused",
  "capacity for this workspace is paused",
  "failed sign in error: 401001", // tableauserverclient's FailedSignInError: a wrong user, password, PAT or site
  "your account is not authorized to make this call", // Amazon Translate's NotAuthorizedException (set-up or region)
  // Azure Speech's free tier spent: "The recognizer is using a free subscription that ran out of quota."
  "free subscription that ran out of quota",
  // Gusto: a product outside the key's agreement ("This endpoint is part of Gusto Embedded. … may require you to enter a
  // different agreement with Gusto.", missing_permissions as a 404), a suspended company's payroll blocker
  "this endpoint is part of gusto embedded",
  "company is suspended and cannot run payroll",
  // a SOAP 1.1 fault for the caller's credentials, sent as an HTTP 500 (Workday: faultcode
  // SOAP-ENV:Client.authenticationError, "invalid username or password")
  "client.authenticationerror",
  // the Google Ads API's developer token only for test accounts (also AdWords' DEVELOPER_TOKEN_NOT_APPROVED)
  "developer token is only approved for use with test accounts",
  "developer_token_not_approved",
  // Microsoft Advertising: 105 InvalidCredentials ("The user's supplied credentials are invalid or the account is
  // inactive."), its OAuth refresh "invalid_grant … The provided grant is expired. The user must sign in again."
  "supplied credentials are invalid or the account is inactive",
  "the user must sign in again",
  "invalid access license number", // UPS (250003): the account's access key, or the API not enabled for it
  // Adobe PDF Services: "Free trial quota exhausted. Please visit … to upgrade to paid credentials.", "Quota for this
  // operation is not available …", "Your certificate for PDF Services API credentials might have expired …"
  "free trial quota exhausted",
  "quota for this operation is not available",
  "certificate for pdf services api credentials might have expired",
  "no api conversion tokens available", // PDFCrowd: the account's conversion tokens spent
  // MQTT brokers refusing the client (mqtt.js: "Connection refused: Not authorized", "… Bad username or password",
  // "… Banned"): not the network's "connection refused"
  "connection refused: not authorized",
  "connection refused: bad username or password",
  "connection refused: banned",
  // Tuya's cloud plan: "Your subscription to cloud development plan has expired." (28841002), "No permissions. This API
  // is not subscribed." (28841101), "No permission. The data center is suspended." (28841107), "Your quota of Trial
  // Edition is used up." (28841004, refilled monthly)
  "subscription to cloud development plan has expired",
  "no permissions. this api is not subscribed",
  "the data center is suspended",
  "your quota of trial edition is used up",
  // Round 91: plan limits and keys in coding agents' and gateways' words (Codex's app in Russian and Japanese, Claude
  // Code's older "Limit reached resets <date>", free-claude-code's 401, ngrok's ERR_NGROK_3802, xpander's revoked and
  // expired keys, OpenRouter's workspace budget)
  "закончились сообщения codex",
  "クレジットを追加してください",
  "limit reached resets",
  "provider authentication failed. check api key",
  "no api key found", // and OpenClaw's "No API key found for provider \"anthropic\". Auth store: …"
  "not an active xpander key",
  "api key has expired",
  "xpander key has expired",
  "monthly budget of $",
  // Round 92: credentials refused as cloud SDKs print them without a status (azure-core's "(None) Unauthorized. Access
  // token is missing, invalid, audience is incorrect", Entra's invalid client secret, Azure OpenAI's missing role,
  // watsonx's expired token as LiteLLM relays it, Spring WebClient's and Guzzle's 401), Letta Cloud's plan caps in a 429
  "access token is missing, invalid, audience is incorrect",
  "invalid client secret provided",
  "principal does not have access to api/operation",
  "authentication_token_expired",
  "401 unauthorized from ",
  "resulted in a `401 unauthorized` response",
  "agents-limit-exceeded",
  "premium-usage-exceeded",
  "exceeded_current_quota_error", // Moonshot: the prepaid balance is spent ("please check your account balance")
  // review 71: an encrypted app's database waiting for its password (MoneyMoney's MCP server and importers), not SQLite
  // busy ("database is locked" alone passes)
  "database is locked. unlock it",
  "database is locked. please unlock it",
  // Round 93: credentials, plans and balances as tools and apps print them without a status — an MCP client that
  // cannot launch its server (Rust's "(os error 2)", Python's missing `uvx`/`npx`, cmd.exe's unknown command), OAuth
  // refreshes refused, new-api's expired token and a spent free allowance or daily quota in Chinese, a Korean and a
  // Traditional Chinese bot's invalid token and daily cap, Suno's expired cookie, AssemblyAI's paid-only features, Azure
  // Speech's 401, Tripo's and ElevenLabs' spent credit and disabled free tier, Pinecone's pod quota, Weaviate's
  // read-only store (its disk past the threshold), SaaS APIs' revoked or invalid tokens (Slack, Salesforce, Notion,
  // Zendesk, SendGrid, Discord, Microsoft Graph, Twilio, Dropbox)
  "failed to start: no such file or directory (os error 2)",
  "no such file or directory: 'uvx'",
  "no such file or directory: 'npx'",
  // cmd.exe's unknown command, for an MCP server's launcher only: a POSIX command a model typed ("'head' is not
  // recognized …") is the call's (review 72)
  "'npx' is not recognized as an internal or external command",
  "'uvx' is not recognized as an internal or external command",
  "'uv' is not recognized as an internal or external command",
  "'node' is not recognized as an internal or external command",
  "refresh failed: invalid_grant",
  "refresh_token is invalid",
  "该令牌已过期",
  "免费额度已用完", // not "额度已用完" alone: Cherry Studio's "被限流，或账户额度已用完" is a throttle's
  "今日额度已用完",
  "토큰이 더 이상 유효하지 않습니다",
  "내일까지 기다리거나",
  "代幣不再有效",
  "您可以等到明天",
  "you may need to update the suno_cookie",
  "this feature is paid-only",
  "authentication error (401)",
  "you don't have enough credit",
  "free tier usage disabled",
  "exceeds the project quota",
  "store is read-only",
  "account_inactive",
  "error: invalid_auth",
  "'error': 'invalid_auth'",
  "invalid_session_id",
  "api token is invalid",
  "couldn't authenticate you",
  "authorization grant is invalid, expired, or",
  "401: unauthorized",
  "(401) unauthorized",
  "invalidauthenticationtoken",
  "invalid_access_token",
  "expired_access_token",
  // Round 94: storage full or refused (Python's EDQUOT, the kernel's watcher limit, Drive's and OneDrive's quotas, an
  // AWS access key that does not exist), package registries refusing the login (npm's E401, pnpm's fetch 401, Docker
  // Hub's wrong password, a proxy's 407 under the Azure CLI), Python without its ssl module, HuggingChat's sign-in, and
  // aider's, OpenHands' and Open Interpreter's key, permission, budget and quota sentences
  "disk quota exceeded",
  "system limit for number of file watchers reached",
  "storagequotaexceeded",
  "storage limit has been exceeded",
  "access key id you provided does not exist",
  "code e401",
  "registry returned 401",
  "err_pnpm_fetch_401",
  "unauthorized: incorrect username or password",
  "tunnel connection failed: 407",
  "because the ssl module is not available",
  "you have to be logged in",
  "the api provider is not able to authenticate you",
  "no auth credentials found",
  "permission was denied. check your api key",
  "error authenticating with the llm provider",
  "agent reached maximum budget",
  "ran out of current quota",
  // Round 95: Lambda's disabled KMS key and its VPC's network-interface limit (an account quota), search tools' keys
  // refused or never set (Exa's "x-api-key header is invalid", SerpApi's, AgentGPT's missing SERP_API_KEY), Cursor's
  // trial limit, Bedrock's model access and AgentCore not deployed, Amazon Q's monthly limits
  "kmsdisabledexception",
  "enilimitreachedexception",
  "limit for network interfaces has been reached",
  "x-api-key header is invalid",
  "we couldn't find your api key",
  "no serp_api_key is provided",
  "trial request limit",
  "the selected model is not enabled",
  "agentcore not deployed",
  "agent not deployed - run 'agentcore launch'",
  "monthly request limit reached",
  "used all your free requests for this month",
  // Round 95: browser tools' keys and subscriptions (browser-use), no browser or driver installed (browser-use,
  // browserless, Selenium Manager, Puppeteer's channel), Vapi's ends for a refused key, spent credits, a frozen plan
  "api_key is invalid",
  "api_key is not set",
  "cloud subscription status",
  "no local chrome/chromium install found",
  "no chrome or chromium browsers are installed",
  "unable to obtain driver for chrome",
  "could not find google chrome executable",
  "-401-unauthorized",
  "-invalid-api-key",
  "-401-invalid-credentials",
  "-out-of-credits",
  "error-subscription-frozen",
  // Round 96: a cluster store out of space (etcd's NOSPACE alarm, cleared by an operator), Entra's multi-factor and
  // interactive sign-in (AADSTS50076, `interaction_required`), Google's quota of zero, Fly.io's and Vercel's plans
  // (a missing card; the free tier's daily uploads, "try again in 24 hours"), a clock a person sets (S3's and OSS's
  // RequestTimeTooSkewed, Google's "Invalid JWT: Token must be a short-lived token", PyJWT's "not yet valid (iat)"),
  // certificates no retry fixes (Node's text without its code, Go's and gRPC-Go's missing SANs, .NET's untrusted
  // channel, Java's expired certificate, an unknown CA as OpenSSL and Erlang's ssl alert it), WSL or Hyper-V not
  // installed, and PowerShell's words for the launchers cmd.exe's are recorded for (review 72)
  "etcdserver: mvcc: database space exceeded",
  "aadsts50076",
  "interaction_required",
  "exceeded. limit: 0.0 ",
  "we need your payment information to continue",
  "api-upload-free",
  "requesttimetooskewed",
  "invalidsignatureexception:", // the code as the Go SDK v1 prints it (as a code, a permanent one already)
  "token must be a short-lived token",
  "the token is not yet valid (iat)",
  "unable to get local issuer certificate",
  "match certificate's altnames",
  "x509: cannot validate certificate for",
  "x509: certificate relies on legacy common name field",
  "could not establish trust relationship for the ssl/tls secure channel",
  "certificateexpiredexception",
  "alert unknown ca",
  "alert bad certificate", // review 74: "cURL error 56: OpenSSL SSL_read: … sslv3 alert bad certificate" (a client certificate)
  // review 74: a port another server holds, in .NET's words for a file ("Cannot start server: The process cannot access
  // the file because it is being used by another process!"): fails every start until a person frees the port
  "cannot start server: the process cannot access the file",
  "fatal - unknown ca",
  "linux optional component is not enabled",
  "hcs_e_hyperv_not_installed",
  "une fonctionnalité requise n'est pas installée",
  "the term 'npx' is not recognized as",
  "the term 'uvx' is not recognized as",
  "the term 'uv' is not recognized as",
  "the term 'node' is not recognized as",
  // Round 97: warehouses' and databases' refused logins and spent credits (Snowflake's resource monitor and password,
  // ClickHouse's code 516 as text, Neon's disabled endpoint, a JWT Snowflake refuses, Prisma's P1010, MySQL's access
  // denied through Sequelize, Firestore in Datastore mode), push and mail credentials (FCM's APNs or Web Push
  // credential, Postmark's token), identity providers' dead grants as text (OAuth's `invalid_grant` and
  // `unauthorized_client` in .NET's form, Entra's revoked, expired or silent sign-ins and expired secrets, GitHub's JWT
  // refusals, Salesforce's expired token, Slack's revoked token, Supabase's used refresh token, the Azure CLI's
  // inactivity), agent frameworks' unset keys (Agno) and Docker not running (smolagents, AutoGen)
  "cannot be resumed because resource monitor",
  "incorrect username or password specified",
  "there is no user with such name",
  "request failed: endpoint is disabled",
  "snowflake error: jwt token is invalid", // (review 75: a decoder's "JWT token is invalid" is its input's)
  "permission denied on resource project", // Google: a project the app's key cannot use (review 75)
  "was denied access on the database",
  "er_access_denied_error",
  "is not available for firestore in datastore mode",
  "auth error from apns or web push service",
  "missing or incorrect api token in header",
  // (not `invalid_grant` alone: Entra answers a malformed token request with it too, AADSTS9002313)
  "invalid_grant: the refresh token",
  "invalid_grant: inactive user",
  "client is unauthorized to retrieve access tokens",
  "aadsts7000222",
  "aadsts50173",
  "aadsts50058",
  "a new sign in request must be sent",
  "credentials have expired due to inactivity",
  "'expiration time' claim ('exp')",
  "a json web token could not be decoded",
  "expired access/refresh token",
  "token_revoked",
  "_api_key not set.",
  "_api_token not set.",
  "could not connect to docker daemon",
  "please ensure docker is installed and running",
  // Round 98: CI plans spent (Azure Pipelines' parallelism never granted, its free minutes used up), payment and
  // translation accounts a person must fix (Stripe's account that cannot make live charges, Recurly's and Paddle's
  // refused keys, Square's expired header and revoked token, WooCommerce's refused credentials in any language,
  // Braintree's authentication exception, Azure Translator's zero balance, inactive subscription and missing
  // credentials, Mathpix's `http_unauthorized`)
  "no hosted parallelism has been purchased or granted",
  "your account has no free minutes remaining",
  "cannot currently make live charges",
  "api key is not authorized to connect to recurly",
  "authentication header included, but incorrectly formatted",
  "http header of your request was incorrect or expired",
  "cannot renew revoked token",
  "[woocommerce_rest_cannot_view]",
  "braintree\\exception\\authentication",
  "subscription associated with the request credentials has zero balance",
  "subscription associated with the request credentials is not in an active state",
  "credentials are missing or invalid",
  "\"id\":\"http_unauthorized\"",
  // Round 99: plans and licences a person decides on (Claude Code's org monthly limit, GitHub's monthly quota, Codex's
  // spent messages where the text sends the user to an admin or an upgrade, Gemini Code Assist without a licence, adal's
  // spent credits, AI DIAL's daily token limit), a client a person updates (xAI's Grok CLI, a 426), Codex blocked from a
  // restricted region
  "monthly usage limit",
  "exceeded your monthly quota",
  "to get more access now, send a request to your admin",
  "to continue upgrade to plus",
  "you do not have a valid license of this product",
  "no credit remaining",
  "exceeded your daily token limit",
  "is outdated. please update to version",
  "this usually happens when connecting from a restricted region",
  // gateways' refusals a person ends: GitLab Duo's rejected sign-in, a LiteLLM key an admin blocked, a user the provider
  // blocked, a router's and ngrok's AI Gateway's spent or missing credit and a feature the account lacks
  "direct access token request was rejected",
  "update via `/key/unblock`",
  "this user has been blocked",
  "credits have been used up",
  "your account has run out of credit",
  "requires a prepaid account. buy credits",
  "does not have access to ai gateway access keys",
  // Review 78: ngrok's error page words ERR_NGROK_27001 so; the Vercel AI Gateway's refusal without a card on file
  "does not have access to ai gateway api keys",
  "ai gateway requires a valid credit card on file",
  "please contact your administrator to increase the budget", // a project's spent budget (a 402 the AI SDK wraps)
  // Round 100: voice, media, search, sandbox and workflow services' refusals a person ends: ElevenLabs' spent workspace
  // quota and an agent misconfigured by its owner, its free tier disabled (relayed by LiveKit), a Deepgram key without
  // the scope Recall.ai needs, LiveKit Inference's spent credits; Bing's retired APIs, Serper's 403 as a Python dict,
  // Brave's invalid token cut short, Kagi's beta without access, an openresty 401 page; Trigger.dev's and Daytona's plan
  // quotas, Inngest without event keys, E2B's retired access tokens and refused resume, CodeSandbox's banned VM; Comfy's
  // sign-in, account, subscription and entitlement refusals, Suno's CAPTCHA, Midjourney's moderation notice, spent token
  // balances and fal's locked users
  "this request exceeds your quota limit",
  "the ai agent you are trying to reach appears to be misconfigured",
  "reported an error: detected_unusual_activity",
  "you must grant your api key the",
  "token credit quota exceeded",
  "gone for url: https://api.bing.microsoft.com",
  "this bing service has been retired",
  "{'message': 'unauthorized.', 'statuscode': 403}",
  "subscription_token_inva",
  "search api is currently in beta. email support@kagi.com to request access",
  "<title>401 authorization required</title>",
  "project quota exceeded for your org",
  "event keys are required to ingest events securely",
  "e2b_access_token is deprecated and no longer accepted",
  "creating new access tokens is disabled",
  "can't be resumed with the credentials provided",
  "quota exceeded. maximum allowed: 0.",
  "createvm: banned:",
  "please login first to use this node",
  "there is a problem with your account. please contact support",
  "has no active subscription. please subscribe to a plan",
  "private models require a subscription upgrade",
  "requires access that is not available for the current account",
  "code: 'requires_captcha'",
  "\"code\":\"requires_captcha\"",
  "pending moderation message. please acknowledge it before using",
  "insufficient token balance. you need at least",
  "user is locked. reason: top_up",
  // Round 100 (embeddings): a package the environment lacks (Nomic's local inference), a Cohere connector no person
  // has signed in to
  "package is required for local inference",
  "user is not authenticated for connector",
  // Round 101: vector stores' and memory services' limits a person lifts: a Zilliz cluster stopped, Pinecone's
  // per-project index caps, Letta's plan limit for agents, a revoked key
  "under current cluster status stopped",
  "serverless indexes, the maximum per project",
  "max pod-based indexes allowed in project",
  "you have reached your limit for agents",
  "invalid or revoked api key",
  // Round 101: tool-auth platforms' and connectors' refusals a person ends: a session to sign in to again, an
  // MCP server's OAuth metadata that never matches, an expired or incomplete connection, Nango's plan cap, failed
  // credentials and a provider missing from the account, claude.ai's connector without access
  "sign in again to resume",
  "or your account doesn't have access to it. check the server url or your access",
  "incompatible authorization server",
  "connection has expired. you can reconnect",
  "oauth configuration is incomplete. reconnect",
  "cannot be reached right now, and trying again will not change that",
  "credentials were found to be invalid",
  "this provider is not on your account",
  // Round 101: Donut Browser's automation without its paid plan
  "browser automation requires a paid",
  // Round 101: messaging accounts a person sets up: Resend without a verified domain, Postmark's account pending
  // approval, a US number without an A2P 10DLC campaign, Slack's dead refresh token and expired rotated token, a Discord
  // bot's privileged intents not enabled
  "you can only send testing emails to your own email address",
  "while your account is pending approval",
  "message from an unregistered number",
  "invalid_refresh_token",
  "user_disabled", // Firebase Identity Toolkit's disabled account, as its message (round 109)
  "used disallowed intents",
  "privileged intent provided is not enabled",
  // Round 102: managed agent services, productivity and code hosts, warehouses and local model apps a person sets
  // up: Vertex's missing IAM permission, Foundry's sign-in and default project, Calendar's usage limits and Apps Script's
  // daily quotas, a Dropbox account type without the feature, a day's upload limit, Netlify's site paused at its usage
  // limits, an outdated Vercel CLI, an enterprise's token policy, Bitbucket's retired passwords and locked account,
  // Vercel's deploys of an author without access, dbt's missing warehouse credentials, Neon's transfer quota, a Supabase MCP
  // server without its function; a local runtime that cannot load a model (a token LM Studio requires, no runtime for the
  // format, GPU memory, the KV cache, VRAM, MLX's library)
  "iam_permission_denied",
  "failed to authenticate with azure. please sign in",
  "no foundry project configured",
  "calendar usage limits exceeded",
  "service invoked too many times for one day",
  "too much computer time for one day",
  "invalid_account_type/",
  "today's upload limit reached",
  "email_not_verified",
  "paused as it reached its usage limits",
  "cli version is outdated. this endpoint requires",
  "forbids access via a fine-grained personal access token",
  "stopped supporting account passwords",
  "too many invalid password attempts. log in at",
  "git author must have access to the",
  "could not associate the committer with a github user",
  "warehouse credentials not found. please check your semantic layer credentials",
  "exceeded the data transfer quota",
  "execute_sql rpc function not found",
  "lm studio api token is required",
  "does not fit in gpu memory and would", // Unsloth Studio's model; not "a 2000-token prompt does not fit in GPU memory" (review 80b)
  "failed to load model: vllm-server failed to start",
  "kiogpucommandbuffercallbackerroroutofmemory",
  "failed to allocate buffer for kv cache",
  "try reducing --n-gpu-layers",
  "insufficient vram for model",
  "no lm runtime found for model format",
  "failed to initialize mlx",
  "unable to load model at",
  // Round 103: coding agents' gates a person opens: Droid without a login or key, a Windsurf relay without the IDE
  // running, Zed without a provider or a plan, Augment's restricted account, the Jules SDK's refused key
  "or set a factory_api_key environment variable",
  "windsurf ide is not running. please start windsurf first",
  "configure at least one llm provider",
  "has been restricted. to continue, [purchase a subscription]", // Augment's, with its markdown link
  "you must subscribe to a plan in order to use",
  "] authentication to https://jules.googleapis.com/",
  // Round 103: a Google API that takes no API key (Gemini Live closing with 1008: "Expected OAuth2 access token …")
  "api keys are not supported by this api",
  // Round 103: on-device models the device cannot run or the user has not set up: a truncated model file, a model
  // LiteRT-LM cannot load, AICore missing, Apple Intelligence off, Chrome's built-in model unavailable, no WebGPU adapter
  // or its f16 shaders or limits, a browser cache over its storage quota
  "file_size >= length + offset",
  "failed to create engine. model may be invalid",
  "aicore is either not installed",
  "apple intelligence is not enabled",
  "invalidstateerror: the session cannot be created",
  "unable to find a compatible gpu",
  "extension 'f16' is not allowed in the current environment",
  "requires webgpu extension shader-f16",
  "failed to execute 'add' on 'cache': quota exceeded",
  "requires f16 but the device does not support it",
  "webgpu is not supported (no adapter found)",
  "on 'gpuadapter': required limit (",
  // Round 103: routers' and gateways' refusals a person ends: ngrok's retired traffic policy action, Helicone's
  // cloud billing disabled, an upstream account's billing problem, a region that requires opting in, Kong's own provider
  // credentials failing before it proxies
  "traffic policy action has been retired",
  "cloud billing is disabled for",
  "because of a billing problem on its account",
  "and requires explicit opt in",
  "llm request failed before proxying",
  // Round 103: Entra ID and Auth0 setups an administrator fixes: Conditional Access blocks and managed devices,
  // federated credentials that match no record, the caller's app or tenant unknown, a personal account, an empty tenant,
  // a redirect URI not registered, a user without a role, a managed identity not assigned, a dead refresh token, a
  // machine-to-machine app without its client grant
  "blocked by conditional access policies",
  "aadsts53003",
  "no matching federated identity record found",
  "aadsts700016",
  "aadsts90002",
  "is a personal microsoft account",
  "requested identity has not been assigned to this resource",
  "tenant identifiers may not be an empty guid",
  "does not match the redirect uris configured for the application",
  "your device is required to be managed",
  "is not assigned to a role for the application",
  "create a \\\"client-grant\\\"",
  "create a \"client-grant\"",
  // Round 104: Yandex's and Mistral's SDKs without credentials or the plan a feature needs
  "no authorization data was found at environment",
  "missing mistral_api_key environment variable",
  "teleport requires a vibe pro subscription",
  "current key is on a different plan",
  "telemetry requires an api key",
  "authentication required but no auth params provided",
  // Round 105: missing setup beyond the JS and Python clients: Ruby, Java and .NET clients without a key, Ollama's
  // runners that cannot load a model, Workers AI's paid-plan gate, Snowflake's cross-region switch, Databricks' disabled ai_query, Bedrock's model access, SAP AI Core without a
  // deployment, OCI without credentials, Azure's key auth off and its Marketplace purchase refused, the Vertex client
  // without a region, DashScope's access denied, watsonx without a WML instance, Copilot's and Kilo's spent credits,
  // Kilo's extension too old, TGI deployed without a GPU
  "access token missing! see",
  "apikey cannot be null or blank",
  "api key must be set. use the connection property",
  "(parameter 'apikey')",
  "reported out-of-memory during startup",
  "unable to load full model on gpu",
  "mlx runtime is not available",
  "is no longer compatible with your version of ollama",
  "requires a workers paid plan",
  "to access it, enable cross region inference",
  "disabled explicitly for ai_query",
  "models is not allowed for this account",
  "no deployment matched the given criteria",
  "required information to complete authentication was not provided",
  "key based authentication is disabled for this resource",
  "no valid payment method associated with this azure subscription",
  "doesn't allow purchase of marketplace products",
  "no region was given. the client should be instantiated with the",
  "status: accessdenied, message: access denied",
  "is not associated with a wml instance",
  "quota exceeded. upgrade to increase your limit",
  "reached your monthly credit limit",
  "add credits to continue, or switch to a free model",
  "please upgrade your kilo extension",
  // TGI's flash attention on a server without a GPU (review 82: PyTorch's own "x must be a CUDA tensor" is a caller's bug)
  "attention_scores_2d must be a cuda tensor",
  // Round 106: keys and accounts a person fixes: RunningHub's key without a user, Luma's FastAPI reply without
  // credentials, AssemblyAI's negative balance, Tavily's keyless mode, Jina's endpoint that needs a key, Zhipu's inactive,
  // missing or two-factor accounts and its enterprise plans, Kimi's terminated access and disabled accounts,
  // crewAI's missing keys, Bedrock's model access and service quota as crewAI words them
  "apikey_user_not_found",
  "'detail': 'not authenticated'",
  "balance is negative. please top up",
  "is not available in keyless mode",
  "authentication is required to use this endpoint",
  "账户当前处于非活动状态",
  "您的账户不存在",
  "未收到 authentication 参数",
  "需要二次认证登录",
  "企业套餐已失效",
  "不符合公平使用策略",
  "仅限企业编程套餐场景使用",
  "authentication token 的验证失败",
  "message: access terminated",
  "未找到该账号，请确认是否注册",
  "该账号已被禁用",
  "该账号已被暂时禁用",
  "该账号已被禁言",
  "_api_key is required",
  "don't have access to the model with the specified model id",
  "exceeds the service quota for your account",
  // Round 107: what a person must lift in the services tools use: Upstash's database size, Supabase's pooler refusing
  // the user, Neon's connection string without an endpoint, Turso's blocked plan, Convex's disabled or suspended
  // deployments, Atlas' collection cap, Milvus' memory quota, a closed billing account, an anonymous GCS caller, a
  // project without a Firestore database, R2 not enabled, Elasticsearch's read-only index, Kafka's refused topics and
  // cluster, Cloudflare Workers' free daily limit, Netlify's function that does not parse, Sora's phone verification,
  // Codex cloud without an environment, an organization not verified for a model
  "err db capacity quota exceeded",
  "fatal: tenant or user not found",
  "the endpoint id is not specified",
  "do you need to upgrade your plan",
  "so your deployments have been disabled",
  "while this deployment is suspended",
  "cannot create a new collection -- already using",
  "memory quota exhausted, please allocate more resources",
  "memory quota exceeded, please allocate more resources",
  "associated with a closed billing account",
  "anonymous caller does not have storage.",
  "does not contain an active cloud datastore or cloud firestore database",
  "please enable r2 through the cloudflare dashboard",
  "index read-only / allow delete",
  "topic authorization failed",
  "clusterauthorizationexception: cluster authorization failed",
  // Cloudflare's free daily limit as its recorded text ends (review 84: MiniMax's "Error code: 1027" is a content filter,
  // MySQL's 1027 a locked file; the page alone is a whole message, in permanentMessages)
  "429 - error code: 1027",
  "runtime.usercodesyntaxerror",
  "must verify a phone number",
  "workspace has no available environments",
  "must be verified to use the model",
  // Round 107: MCP servers a person sets up: github-mcp-server without a token, a server uv cannot find, a remote server
  // without sign-in metadata, a 401 after signing in again, an OAuth provider that takes no registrations
  "authentication required: set github_personal_access_token",
  "caused by: program not found",
  // (its 408 and 429 pass: review 84)
  "failed to fetch resource metadata: 400",
  "failed to fetch resource metadata: 401",
  "failed to fetch resource metadata: 403",
  "failed to fetch resource metadata: 404",
  "failed to fetch resource metadata: 405",
  "failed to fetch resource metadata: 410",
  "server returned 401 after",
  "client registration is not enabled",
  "public client registration is not allowed",
  // Round 108: observability and office APIs a person unblocks: Loki with querying off, Honeycomb's unknown or disabled
  // keys, LangSmith's and LangWatch's monthly plans, a full shared drive or mailbox, a Box app the admin has not approved,
  // a Google account without Gmail, Pinecone's monthly inference limits
  "querying is disabled, please contact your loki operator",
  "unknown api key - check your credentials",
  "attempted to use disabled api key",
  "monthly unique traces usage limit exceeded",
  "tenant exceeded usage limits",
  "to increase your limits, upgrade your plan",
  "file limit for this shared drive has been exceeded",
  "mailbox has exceeded maximum mailbox size",
  "not authorized by the enterprise admin",
  "mail service not enabled",
  "reached the embedding token limit",
  "reached the rerank request limit",
  // Round 108: translation and document APIs' spent allowances (DeepL's characters, Azure Translator's Marketplace
  // subscription, Form Recognizer's free tier)
  "quota exceeded. the character limit has been reached",
  "translation limit of your account has been reached",
  "cannot find an active azure market place translator subscription",
  "out of call volume quota for",
  // Round 109: keys, scopes and sign-ins a person renews: Stripe's publishable or missing key, Shopify's merchant
  // approval and access scopes, Lark's scopes and missing token, WeChat's and WeCom's refusals by IP or permission,
  // DingTalk's robot signature, Matrix's dead tokens, Keycloak's ended offline sessions, disabled users and reused
  // refresh tokens, withdrawn consent, Cognito's disabled users and refused refresh tokens, Clerk without its secret key,
  // MSAL's expired or missing tokens
  "cannot be made with a publishable api key",
  "you did not provide an api key",
  "requires merchant approval for",
  ". required access: `",
  "one of the following scopes is required",
  "\"msg\":\"need a token\"",
  "message: api unauthorized",
  "not allow to access from your ip",
  "sign not match, more:", // DingTalk's robot, its link after (review 86: "design not matched" holds the words)
  "机器人发送签名不匹配",
  "m_unknown_token",
  "m_forbidden invalid token",
  "unauthorized - invalid token",
  "offline session not active",
  "offline user session not found",
  "invalid_grant: user disabled",
  "refresh token reuse exceeded",
  "client no longer has requested consent",
  // Cognito's wording, with its service suffix (review 86: Keycloak's admin API answers "User is disabled" for one user an
  // action names; the whole "user is disabled." is in permanentMessages)
  "user is disabled. (service:",
  "notauthorizedexception: user is disabled",
  "this user is disabled. contact support", // Copyleaks (4)
  "invalid refresh token",
  "failed to load jwks from clerk backend",
  "msal.js.errors#refresh_token_expired",
  "msal.js.errors#no_tokens_found",
  // Round 110: a file type the API refuses stays in the history (OpenAI: "The file type you uploaded is not supported.
  // Please try again with a pdf", "Expected a file with an application/pdf MIME type, but got unsupported MIME type
  // 'None'"); Claude Code's credential states a person fixes (its errors reference: apiKeyHelper failing, a key of a
  // disabled organization, API keys turned off by the organization, an OAuth session that could not be refreshed, a token
  // without the scope); Ollama with cloud models turned off; a Hugging Face token without the Inference Providers
  // permission; Cloudflare Workers AI's blocked account (3023) and model terms not agreed to (5016); new-api's key states
  // (its en, ko and zh locales: a spent key's TokenStatusExhausted marker, an unavailable or expired key, a key with no
  // model, an IP not on the key's list, a user's spent quota); Baidu AI Search's daily allowance per user; MiniMax's coding
  // plan MCP refusing another key
  "the file type you uploaded is not supported",
  "expected a file with an application/pdf mime type",
  "your apikeyhelper script is failing",
  "belongs to a disabled organization",
  "has disabled api key authentication",
  "oauth session expired and could not be refreshed",
  "oauth token does not meet scope requirement",
  "ollama cloud is disabled",
  "sufficient permissions to call inference providers",
  "3023: service unavailable for account",
  "user has not agreed to",
  "tokenstatusexhausted[",
  "this token status is unavailable",
  "이 토큰 상태는 사용할 수 없습니다",
  "이 토큰은 만료되었습니다",
  "has no access to any models",
  "无权访问任何模型",
  "不在令牌允许访问的列表中",
  "insufficient user quota",
  "not coding plan token",
  // Round 110: the same two with the request id new-api and one-hub append to their messages
  "user has been banned (request id: ",
  "api requests are not allowed (request id: ",
  // Round 111: gateways and coding agents whose credentials or allowance a person renews: LangWatch's AI gateway (its
  // re-messaged spent balance, an expired virtual key, an organization without a provider, Codex's session ended), Gemini
  // CLI's sign-ins (Cloud Shell's project denied, a headless session that needs a manual authorization, cached credentials
  // refused, a Code Assist sign-in that did not complete), Kimi CLI without a model signed in, Zed without a key, Claude
  // Code's five-hour session window as its 2.0 banner words it
  "ai gateway access is exhausted",
  "this key has expired. extend its expiration date",
  "no model provider configured for this organization",
  "sign in to codex again",
  "access to the default cloud shell gemini project was denied",
  "manual authorization is required but the current session is non-interactive",
  "credentials are not valid: invalid_grant",
  "did not complete successfully and is not authorized to access your account",
  "llm not set, send \"/login\"",
  "no api key is configured for",
  // Round 111: Python agent stacks without a key or a sign-in, in their own words: LiteLLM ("Missing Anthropic API Key - A
  // call is being made to anthropic but no key is set …"), google-genai's client built without a key, pydantic-ai's
  // providers ("Set the `OPENAI_API_KEY` environment variable or pass it via `OpenAIProvider(api_key=...)`"), LangChain's
  // get_from_dict_or_env, Agno's missing project id, google-auth's reauthentication, Letta's ChatGPT OAuth, CrewAI's native
  // providers and langchain-google-genai's key checks
  "but no key is set either in the environment variables",
  "missing key inputs argument!",
  "environment variable or pass it via `",
  "_api_key, please add an environment variable",
  "_id not set. please set the ",
  "reauthentication is needed. please run",
  "failed to obtain valid chatgpt oauth credentials",
  "oauth access_token is empty or missing",
  "api key required for ",
  "token is required. set snowflake_",
  "api key is required when azure-identity is not",
  // Review 88: a GPU the local server's CUDA build cannot run on (Ollama's llama-server crashing on every request: "CUDA
  // error: device kernel image is invalid", "the provided PTX was compiled with an unsupported toolchain"): a person
  // changes the driver or the device, whatever crash phrase is beside it; OpenCode Zen's ban for repeated policy violations
  // (opencode issues #48408, #49057)
  "device kernel image is invalid",
  "ptx was compiled with an unsupported toolchain",
  "no kernel image is available for execution on the device",
  "cuda error: shared object initialization failed",
  "your access has been restricted due to repeated policy violations",
  // Round 112: Azure OpenAI and Foundry clients not configured (openai-python's and openai-node's AzureOpenAI, the anthropic
  // Foundry client, Codex, pi-ai, nanobot, Claude Code's Foundry resource), a token provider that returned nothing, and
  // Foundry's deployment gates as the CLIs print them (capacity not in quota, a subscription without the SKU's quota id,
  // the fraud-protection block 715-123420)
  "must provide either the `api_version` argument",
  "must provide one of the `base",
  "argument to return a string but it returned",
  "missing environment variable: `",
  "azure openai api key is required",
  "azure openai base url is required",
  "requires the 'azure-identity' package",
  "azure openai api_base is required",
  "azure openai requires api_key and api_base",
  "anthropic_foundry_resource must be a foundry resource name",
  "new capacity in quota",
  "specialfeatureorquotaidrequired",
  "715-123420: an error occurred",
  // Round 112: Google's SDKs without credentials or settings (google-genai in Python and JS, the AI SDK's Vertex provider's
  // settings and its private key OpenSSL cannot decode)
  "no api key was provided. please pass a valid api key",
  "could not resolve project using application default credentials",
  "could not resolve api token from the environment",
  "authentication is not set up. please provide either a project",
  "an api key must be set when running in a browser",
  " setting is missing. pass it using the '",
  "error:1e08010c:decoder routines::unsupported",
  // Round 112: Bedrock's credentials and setup a person fixes: Codex's "… its AWS signature has expired. Refresh your AWS
  // credentials" (not the bare "Signature expired: … is now earlier than …", which an SDK that signs too early produces
  // too: review 89), a region Mantle does not serve, a region left unset for Bedrock's own hosts
  // ("bedrock-runtime.undefined.amazonaws.com"; an S3 URL built so is one image's), the Rust SDK's unrecognized client,
  // Claude Code's awsAuthRefresh that timed out or failed, the AI SDK's SigV4 without credentials
  "aws signature has expired",
  "mantle does not support region",
  "bedrock-runtime.undefined.amazonaws.com",
  "bedrock.undefined.amazonaws.com",
  "unhandled error (unrecognizedclientexception)",
  "aws auth refresh timed out",
  "error running awsauthrefresh",
  "aws sigv4 authentication requires",
  // Round 113: Copilot's spent premium requests, credits and spending limits, a token of the wrong kind, an organization's
  // policy, and Copilot CLI without a sign-in
  "exhausted your premium model quota",
  "you've exhausted your credits",
  "cannot accrue additional premium requests",
  "reached your additional usage limit",
  "personal access tokens are not supported for this endpoint",
  "access denied by policy settings",
  "no authentication information found",
  // Round 113: OpenRouter's 401 without a key as text; Z.ai's documented account and token states (its English error table:
  // 1001–1004, 1110–1113, 1121, and the Fair Use Policy's restriction 1313); the AI SDK's key that the environment gives as
  // no string, Google's token endpoint refusing the service account, Mastra's key not found
  "missing authentication header",
  "authentication parameter not received",
  "authorization token is invalid",
  "authentication token expired",
  "authentication failed with the provided",
  "your account is currently inactive",
  "your account does not exist",
  "account has been locked, please contact customer service",
  "your account is in arrears",
  "irregular activities and has been locked",
  "violates the fair use policy",
  "blocked under fair use policy",
  "environment variable is not a string",
  "token request failed: unauthorized",
  "token request failed: bad request",
  "could not find api key process.env.",
  // Round 114: certificates a person must fix (a TLS-inspecting proxy's chain, a key usage the client refuses, a clock
  // behind, the last only in the AI SDK's words: review 91), Vertex's refused predict permission (not any Google Cloud
  // permission's "… denied on resource (or it may not exist)": one bucket's, one object's), @effect/ai's key and quota
  // texts
  "unable to get issuer certificate",
  "unable to verify the first certificate",
  "key_usage_bit_incorrect",
  "connect to api: certificate is not yet valid",
  "apicallerror: certificate is not yet valid",
  "'aiplatform.endpoints.predict' denied on resource",
  "429 insufficient quota",
  "invalidkey: verify your api key is correct",
  "quota exhausted. check your account billing",
  // Round 115: the model SDKs' own refusals before any request, for a client set up without what it needs (openai-node's and
  // openai-python's Bedrock, Azure Realtime and workload-identity clients; @anthropic-ai/sdk's and anthropic-python's
  // workload identity, AWS, Bedrock Mantle and Google Cloud clients): every call fails until a person sets it up; a token
  // exchange refused; OpenAI's data-residency hosts, Anthropic's identity-linked keys without a workspace, a gateway's
  // archived project, an eval proxy's missing provider keys
  "realtime requires an api key",
  "bearer credential must not be empty",
  "400 oauth2 authentication error",
  "401 oauth2 authentication error",
  "403 oauth2 authentication error",
  "only supports bedrock bearer token authentication",
  "returned an empty subject token",
  "argument to return a non-empty string",
  "the `api_key` argument must not be empty",
  "identity token file at ",
  "identity token file not found at",
  "token exchange failed with status 401",
  "has expired and no refresh is available",
  "is group/world-readable (mode 0o",
  "config requires an identity token",
  "kib assertion limit",
  "identity token assertion is ",
  "no workspace id found. set `workspaceid`",
  "no aws region or base url found",
  "no project was given and it could not be resolved",
  "'error': 'invalid_grant'",
  "access resource with incorrect regional host",
  "only accessible by projects with geography restrictions",
  "anthropic-workspace-id is required when authenticating",
  "anthropic-workspace-id header must be a valid workspace id",
  "not scoped to a workspace, so this request must include the anthropic-workspace-id",
  "project has been archived and is no longer accessible",
  "no api keys found (for ",
  // Round 116: Claude Platform on AWS before an account enables outbound web identity federation, the Agent SDK refusing
  // a CLI that is a batch-script shim on Windows (a person installs the native CLI or sets cli_path)
  "outbound web identity federation is disabled",
  "refusing to execute batch script",
  // Round 117: agent frameworks refusing to start a model call without its key, credential, endpoint, project or region
  // (Microsoft Agent Framework and its DevUI, LangChain.js's providers, Agno, CrewAI, pydantic-ai's Azure, Bedrock Mantle
  // and gateway providers): a person sets it up
  "_api_key environment variable not set",
  "not configured on server. set openai_api_key",
  "azure credential is required when",
  "either 'api_key', 'credential', or pre-configured client",
  "api key or token provider not found",
  "_api_key must be set",
  "_api_key not found",
  "api key is required. get one at",
  "no authentication method available. please provide",
  "credentials not found. please set the ",
  "you have not provided any type of authentication",
  "api key missing for",
  "_auth_token not set. please set",
  "environment variables or provide a boto3 session",
  "_endpoint not set. please set the",
  "google_cloud_project not set. please set the",
  "azure endpoint is required",
  "openai credentials are required",
  "requires either an api key or an azure ad token provider",
  "'endpoint' must be provided, but none was set",
  "must provide the `api_key` argument or set the",
  "must provide the `azure_endpoint` argument",
  "has no api key: it was configured with microsoft entra id",
  "environment variable, pass `region_name`",
  "the api key does not encode a region",
  // Round 117: Claude Code's and the Agent SDK's banners from September 2026 on: a model's allowance spent (with its
  // /usage-credits offer), an organization or seat without usage, an allocation an admin disabled or set to $0, an account
  // on hold or without access, a refresh token gone, a sign-in to redo, a gateway whose upstream refuses its credentials
  "run /usage-credits to continue",
  "your org is out of usage",
  "your seat type doesn't include",
  "usage allocation has been disabled",
  "usage limit is set to $0",
  "your account is on hold and can't",
  "your account does not have access to claude",
  "refresh token not found or invalid",
  "sign in again to continue",
  "could not authenticate with its upstream provider",
  // round 118: Kling's account states, which it sends as 429s: 1101 "Account in arrears (postpaid scenario)", 1304
  // "Trigger the platform's IP whitelisting policy" (its 1100, "Account exception", is a whole message)
  "account in arrears (postpaid",
  "ip whitelisting policy",
  // round 118: DashScope's voice cloning store is full until a person deletes voices (Throttling.AllocationQuota)
  "maximum voice storage limit exceeded",
  // round 118: DashScope's content check cannot decode an image (a corrupt image in the history: DESIGN's Permanent)
  "failed to decode the image during the data inspection",
  // round 119: Huawei ModelArts MaaS without usable credentials (a 400), JD NeuHub's daily cap, paid API, unbought
  // permission, wrong app key, bad signature and clock more than 5 minutes off (in a 200), AWS's service or
  // Marketplace product not subscribed, a request signed more than 15 minutes before it arrived (the clock), Azure's
  // disabled subscription and unregistered provider and expired token, Huawei's IAM refusal, Alibaba's unknown access key,
  // Discord's client secret and verification gates, Atlassian's token
  // scopes, OpenAI's organization usage or billing limit
  "failed to get the authorization header",
  "failed to check the authorization request header",
  "超过每天限量",
  "接口需要付费",
  "无接口权限，请下单购买",
  "错误的请求appkey",
  "签名sign无效",
  "距离当前时间是否超过5分钟",
  "you are not subscribed to this service. please go to",
  "needs a subscription for the service",
  "you need to accept terms and subscribe",
  "more than 15 minutes after the date stamp",
  "is disabled and therefore marked as read only",
  "subscription is not registered to use namespace",
  "the access token expiry utc time",
  "incorrect iam authentication information",
  "specified access key is not found",
  "your client secret is invalid",
  "you need to verify your account in order to perform this action",
  "unauthorized; scope does not match",
  "reached a usage or billing limit",
  // round 120: a self-hosted Firecrawl without the key its X/Twitter scraper needs (a 500): a person configures it
  "requires xai_api_key to be configured",
  // round 120: business APIs' account states a person changes: Twilio's trial account and test credentials, Resend's
  // send-only key, HubSpot's expired OAuth token, Airtable's missing key, Microsoft Graph's full mailbox or storage, Drive
  // apps disabled by a domain and its item cap, SendGrid's wrong credentials, Salesforce's API off for the user, Mailgun's
  // free (sandbox) account, Postmark's sender without a signature
  "trial accounts cannot send messages to unverified numbers",
  "not accessible with test account credentials",
  "api key is restricted to only send emails",
  "the oauth token used to make this call expired",
  "provide valid api key to perform this operation",
  "the user has reached their quota limit",
  "the maximum storage quota has been reached",
  "domain administrators have disabled drive apps.",
  "exceeded the creation limit of 500 million items",
  "permission denied, wrong credentials",
  "api is disabled for this user",
  "free accounts are for test purposes only",
  "is not a sender signature on your account",
  // round 121: developer platforms' and data services' credential and account states: npm without a login, PyPI's
  // rejected token, crates.io's unverified email, Cloudflare's unknown key, Netlify's CLI logged out; Milvus' collection
  // or database cap, PostgREST without its JWT secret
  "need auth this command requires you to be logged in",
  "invalid or non-existent authentication information",
  "a verified email address is required to publish",
  "unknown x-auth-key or x-auth-email",
  "log in to deploy to a site",
  "exceeded the limit number of collections",
  "exceeded the limit number of database",
  "server lacks jwt secret",
  // Round 122: Anthropic's 400 to an account whose new consumer terms are not accepted yet ("We've updated our
  // Consumer Terms and Privacy Policy. You'll need to accept them in claude.ai …", 2026-10-08), and its 401 for browser calls
  // an organization's settings refuse ("CORS requests are not allowed for this Organization because of its settings."):
  // a person acts in claude.ai or the console
  "you'll need to accept them in claude.ai",
  "cors requests are not allowed for this organization",
  // Round 122: codex-lb (a pool of ChatGPT accounts behind one endpoint) answers a 503 when no account of the pool can
  // serve: every one paused, deactivated or needing a new login, which a person fixes
  "all accounts require re-authentication",
  "all accounts are deactivated",
  "all accounts are paused or deactivated",
  "all accounts are paused or require re-authentication",
  "all accounts are paused, deactivated",
  // Review 98: ogx's vector store file that failed because the stack was set up without what it needs (a 200 with
  // `status: "failed"` and a `last_error` coded server_error)
  "files api is not available",
  "provider is registered in your stack configuration",
  "is not properly configured for file processing",
  // Round 123: JS and Python SDKs' own checks that no credential or project is configured (Genkit's Vertex AI and Google AI
  // plugins, LlamaIndex.TS's providers, anthropic-python's Bedrock, AWS and Vertex clients, openai-python's OAuth and Bedrock
  // clients, ollama-python's web search): every call fails until a person configures them
  "unable to determine client options. please set either apikey",
  "but no apikey configuration was passed",
  "fireworks_ai_key env variable",
  "api key in xai_api_key environment variable",
  "oauth authentication error",
  "bedrock aws `region` must not be empty",
  "authorization header with bearer token is required",
  // Round 123: Ollama's server too old for the model ("this model is not supported by your version of Ollama", a pull's
  // 412 "requires a newer version of Ollama"): a person upgrades it
  "not supported by your version of ollama",
  "requires a newer version of ollama",
  // Round 123: LiteLLM's proxy refusing a key's role on an admin route, and a key whose team or user row is gone (a 404
  // "Team doesn't exist in db"): an admin acts
  "only proxy admin can be used",
  "team doesn't exist in db",
  // Round 124: a proxy or a server the TLS or SOCKS handshake fails against the same way every time, until a person changes
  // the proxy setting or the endpoint (undici's SOCKS5 client: a socks5:// URL pointing at an HTTP proxy, a ruleset or an
  // authentication the proxy refuses; OpenSSL: a handshake alert, a server that needs legacy renegotiation or sends a weak DH
  // key, TLS spoken to a plain-HTTP port)
  "invalid socks version",
  "socks5 connection failed: connection not allowed by ruleset",
  "no acceptable authentication method",
  "socks5proxyerror: authentication failed",
  "unsafe legacy renegotiation disabled",
  "tls_get_more_records:packet length too long",
  "dh key too small",
  // Round 124: gRPC's UNAUTHENTICATED as Python's grpcio prints it (the 401 of gRPC)
  "statuscode.unauthenticated",
  // Round 125: S3's and GCS's account and credential states in their words (also behind a CLI's or an SDK's prefix): all
  // access disabled, a signature the keys do not make, the bucket cap, a disabled project account, MinIO's bucket quota
  // (a bare "Signature expired: … is now earlier than …" stays unpinned: review 89)
  "all access to this object has been disabled",
  "all access to this amazon s3 resource has been disabled",
  "request signature we calculated does not match",
  "create more buckets than allowed",
  "the account for the specified project has been disabled",
  "bucket quota exceeded",
  // Round 125: VS Code's check that a server's OAuth metadata names another resource, mcp-remote's OAuth callback
  // port held by another process: a person acts
  "does not match mcp server resolved resource",
  "close the process holding that port",
  // Round 125: SQLite's own words for a database file a person must fix (full, read-only, corrupt), and Redis refusing a
  // script that may write beyond maxmemory, as tools relay them in text (the codes decide the same)
  "database or disk is full",
  "attempt to write a readonly database",
  "database disk image is malformed",
  "when used memory > 'maxmemory'",
  // Round 126: a namespace's ResourceQuota spent (kubectl's Forbidden), and container runtimes a person installs or starts
  // (the NVIDIA toolkit for --gpus, Podman's machine, containerd's socket, rootless containerd)
  "is forbidden: exceeded quota:",
  "could not select device driver",
  "cannot connect to podman. please verify your connection",
  "cannot access containerd socket",
  "rootless containerd not running",
  // Round 126: Alibaba Bailian's application API (no quota left, the user not logged in, the API token refused) and
  // Baichuan's native API (in a 200: the key missing or expired, a bad signature header, the account locked or not verified):
  // a person acts
  "无可用额度",
  "用户未登录",
  "令牌认证失败",
  "missing apikey",
  "apikey has expired",
  "invalid signature parameter in request header",
  "account is locked, please contact the support staff",
  "account is not verified, please complete the verification",
  // Round 127: mail servers refusing the sender until a person acts (a relay without authentication, SendGrid's credits
  // or messaging limits spent, a login refused, Exchange's Send As denied, SES's unverified identity, a domain's DMARC
  // policy, IMAP's AUTHENTICATIONFAILED and imap_tools' login error; a client IP on a block list decides nothing: review
  // 44), a Python environment pip may not install into (PEP 668)
  "relay access denied",
  "authentication failed: maximum credits exceeded",
  "{\"errors\":[\"maximum credits exceeded\"]",
  "exceeded your messaging limits",
  "authentication credentials invalid",
  "535 5.7.8",
  "unauthenticated senders not allowed",
  "sendasdenied",
  "email address is not verified",
  "domain's dmarc policy.",
  "[authenticationfailed]",
  "mailboxloginerror",
  "externally-managed-environment",
  "this environment is externally managed",
  // Round 128: what LiteLLM's provider branches, coding agents' detectors and the SDKs' tests name: Bedrock's model access
  // denied to the IAM role (a person grants it, whatever 'try again after 2 minutes' says) and its service limits as Roo Code
  // words them, Vertex AI's SDK without a project, Ollama's older 'not enough available memory' for a model, SageMaker's
  // account-level limit, Hugging Face's missing or refused token, Fish Audio's account without payment
  "model access is denied due to iam user or service role",
  "you've reached aws service limits",
  "you don't have access to the model specified",
  "unable to find your project. please provide a project id",
  "you may not have enough available memory to run this model",
  // (review 104: SageMaker says "Please contact AWS support to request an increase for this limit." of any account-level
  // limit, also one its instances in use fill, which passes as they are released: only a limit of none is for good)
  "' is 0 instances, with current utilization of ",
  "a valid user token is required",
  "authorization header is correct, but the token seems invalid",
  "no payment -- see charging schemes",
  // Hugging Face's router's older wording of its spent credits, as smolagents shows it without its 402 (round 129)
  "exceeded your monthly included credits",
  // Round 130: gateways' own refusals until a person acts (Bifrost relaying OpenAI's flagged account, LLM Gateway's project
  // without a key for the provider) and aider's missing dependency for a provider
  "account was flagged for potential abuse",
  "please add a provider key in your settings",
  "no provider key set for any of the providers",
  "you need to: pip install",
  // Round 131: sign-ins a person completes: Kilo Code's expired Copilot token, rig's ChatGPT and GitHub device
  // sign-ins (a timeout waiting for one is nobody entering the code, not a slow server); vLLM without the GPU memory it was
  // told to take
  "reauthenticate with the copilot provider",
  "chatgpt sign-in required. reconnect chatgpt",
  "device authorization expired before it completed",
  "device authorization was denied",
  // (review 107: "timed out" first: Finch's "Failed while waiting for ChatGPT device authorization: error sending
  // request …" is a poll the network failed)
  "timed out waiting for github copilot device authorization",
  "timed out waiting for chatgpt device authorization",
  "less than desired gpu memory utilization",
  // Round 132: LangChain.js's newer troubleshooting path for a refused credential, Browser Use's spent credits, Camel's
  // 401 text
  "langchain/errors/model_authentication",
  "browser use credits exhausted",
  "unauthorized. check your access token",
  // the MCP OAuth sign-in's PKCE state gone (Cloudflare's Agents SDK, round 133): a person signs in again
  "code verifier expired",
  // Round 133: software-engineering agents' own refusals until a person acts: OpenHands' spent credits and missing
  // credentials, SWE-agent's cost limits, mini-swe-agent's refused or missing keys
  "out of openhands credits",
  "invalid or missing api credentials",
  "instance cost limit exceeded",
  "total cost limit exceeded",
  "you can permanently set your api key",
  "api key is required. set it via the",
  // Session 55's audit: a login that has run out, worded "log in" as often as "sign in" (DESIGN.md names "login
  // expired" a Permanent source; only the "sign in" twins and the bare "Login expired" were read). An expiry followed by
  // the instruction to log in again, as API servers answer a 401 for an expired JWT or session (an Express middleware's
  // `{ message: "Session expired. Please log in again." }`, Mayank27092003/app's 401 interceptor's "Session expired.
  // Please login again.", FastAPI apps' "Your login session has expired. Please log in again.", NestJS apps'
  // LoginSessionExpiredException "Your login session has expired. Please re-login again", AbhinasRegmi/melofy's
  // LoginExpiredError "Login session expired. Login again.", an app's refresh-token error "Your login has expired. Please
  // sign in again", a Twitch login's "Your login has expired, please login again."). The expiry and the instruction
  // together, never "session expired" alone: an MCP or HTTP session id the client re-initialises by itself (MCP's
  // -32001 "Session not found"), Copilot CLI's "Session token expired. Please resend your message." and a chat app's
  // "your session has expired due to inactivity. Please refresh the page" need no person
  "expired. please log in again",
  "expired. please login again",
  "expired, please log in again",
  "expired, please login again",
  "expired. please sign in again",
  "expired, please sign in again",
  "your login has expired",
  "login session has expired",
  "login session expired",
  // coding agents' own words for a sign-in to renew: opencode's "GitHub Copilot authentication expired" when the stored
  // GitHub login yields no Copilot token (anomalyco/opencode#1084; a re-login or the subscription back ends it, not a
  // retry), Codex's token refresh refused "Failed to refresh token: 401 Unauthorized: Your refresh token has already been
  // used to generate a new access token. Please try signing in again." (openai/codex#6028), Kiro's "Authentication
  // failed. Please sign in again." (kirodotdev/Kiro#10433)
  "copilot authentication expired",
  "refresh token has already been used",
  "authentication failed. please sign in again"
]

/**
 * A screening service's refusal of this content, worded as a denial (`decide.ts`, round 123). Each is in
 * `policyPhrases` too (`Classify.test.ts` checks it), whose bit `decide.ts` tests before reading these.
 * @internal
 */
export const screenedContentMarkers: ReadonlyArray<string> = [
  "model armor blocked",
  // NTT Data's aXet portal refusing a request's content as a 403 ("This request is not allowed under the current security
  // policy. The event has been logged for review.", review 100): a filter's verdict, not the caller's identity
  "not allowed under the current security policy"
]

/** Messages that are the whole text of an unreadable image (too generic to match inside a sentence). @internal */
export const permanentMessages = new Set([
  // OpenAI Codex's InvalidImageRequest (round 128): an image in the history the API refuses, on every turn until it goes
  "image poisoning",
  // Claude Code's MCP server waiting for a login, its detail empty (round 125), whole (review 101: Claude Code wraps any
  // failure of the SDK's auth() in "SDK auth failed: …", a registration rate limit or a refused connection too)
  "sdk auth failed:",
  // LlamaIndex.TS's providers without a key (round 123), whole: the words end where a longer sentence may say more
  "perplexity api key is required",
  // anthropic-python's Vertex client without a project (round 123), whole (review 99: agents' tools say it of one call's
  // missing --project-id flag)
  "could not resolve project_id",
  "coherererank requires an api key",
  // codex-lb's pool with every account paused (round 122), whole (review 98: better-ccflare's "All accounts are paused or
  // rate-limited" is often a minute's cooldown)
  "all accounts are paused",
  // round 118, whole (review 94: apps log "… account exception: <any error>", a workspace id not found is one request's):
  // Kling's 1100 (a 429), DashScope's WorkSpaceNotFound (a 404), Baidu's legacy authentication rows (in a 200; its
  // numeric codes 6, 13 and 14 are other APIs' too)
  "account exception",
  // round 121, whole: Firebase's Identity Toolkit (a 400: "the user must sign in again"), Milvus' RESTful API (1800)
  "invalid_id_token",
  "user hasn't authenticated",
  // a registry's answer to a push or pull without a login, whole (review 97: containerd and skopeo append it to "denied:
  // requested access to the resource is denied" for an image name that does not exist)
  "unauthorized: authentication required",
  "workspace can not be found.",
  "no permission to access data",
  "get service token failed",
  "iam certification failed",
  "user is disabled.", // Cognito's NotAuthorizedException, whole (round 109)
  "sign not match", // DingTalk's robot signature, whole (its errmsg in a 200)
  "error code: 1027", // Cloudflare Workers' free daily request limit, its whole page (round 107)
  "missing anthropic api key", // Zed's agent without a key (round 105: `missing {provider} API key`)
  "not authorized", // AssemblyAI's streaming close 4001, the whole message (round 95)
  "error: invalid_grant", // a refresh refused, bare (Parabol's Atlassian connector, round 97)
  // Bedrock's account block and refused credentials as apps print them, class name first (Kiro: "ValidationException:
  // Operation not allowed" for every model; pi: "AccessDeniedException: 403" for a placeholder bearer token)
  "validationexception: operation not allowed",
  "accessdeniedexception: 403",
  // UniPDF's metered licence ("Credits exceeded", printed "error: Credits exceeded"), PDF4me ("No Credit Available"):
  // whole answers (not an enrolment's "Maximum credits exceeded!" or a booking's "No credit available": review 59)
  "credits exceeded",
  "error: credits exceeded",
  "no credit available",
  // Help Scout's OAuth (invalid_request, a 400): a person authorizes again (whole: not a client's "malformed response:
  // invalid refresh_token", review 56)
  "invalid refresh_token",
  "not_authorised", // Speechmatics' real-time client: `new Error(data.type)` for a token without the rt type
  // Tuya's whole answers (1010, 1004): the project's token or its client secret refused
  "token invalid",
  "sign invalid",
  // Electron's net.fetch rejects with Chromium's bare error name: a certificate the machine does not trust (a
  // TLS-inspecting proxy) fails every call to the API until a person fixes the trust store (a browser tool's
  // "page.goto: net::ERR_CERT_… at <url>" is one site's, and not a whole message)
  "net::err_cert_authority_invalid",
  "net::err_cert_date_invalid",
  "net::err_cert_common_name_invalid",
  "invalid image.", // OpenAI chat, code null
  "invalid image",
  "unauthorized", // Chroma's ChromaAuthError: the whole message
  // Anthropic's whole message for a PDF it cannot read (a PDF tool's "Could not process PDF. The file may be password
  // protected." is one file the model can route around)
  "could not process pdf",
  "sorry, je hebt geen toestemming om deze inhoud te bekijken.",
  "üzgünüz, bu içeriğe erişim izniniz yok.",
  "xin lỗi, bạn không có quyền truy cập nội dung này.",
  "xin lỗi, bạn cần xác thực proxy trước khi tiếp tục yêu cầu này.",
  "عذرا، تم رفض طلبك. ليس لديك إذن للوصول إلى هذا المحتوى.",
  "عذرا، تحتاج إلى توثيق الوكيل قبل متابعة هذا الطلب.",
  "متأسفیم، شما اجازه دسترسی به این محتوا را ندارید.",
  "متأسفیم، برای ادامه درخواست باید احراز هویت پروکسی انجام شود.",
  "съжаляваме, нямате разрешение за достъп до това съдържание.",
  "извините, у вас нет доступа к этому ресурсу.",
  "désolé, vous n'avez pas l'autorisation d'accéder à ce contenu.",
  "lo sentimos, no tienes permiso para acceder a este contenido.",
  "spiacenti, non hai i permessi per accedere a questo contenuto.",
  "desculpe, você não tem permissão para acessar este conteúdo.",
  "przepraszamy, nie masz uprawnień do dostępu do tej zawartości.",
  "모델 파일을 찾을 수 없습니다",
  "файл модели не найден",
  "версия macos не поддерживается",
  "アクセス権限がありません",
  "액세스 권한이 없습니다",
  "你没有访问权限",
  "you have exceeded your quota.", // ElevenLabs' realtime `quota_exceeded` message (the plan's characters)
  "api key is required",
  "authentication failed",
  "cost limit exceeded", // SWE-agent's 2024 cost cap (round 133), whole: a GraphQL API's query cost limit is one query's
  "الرجاء تسجيل الدخول مرة أخرى.",
  "моля, влезте отново.",
  "bitte melden sie sich erneut an.",
  "please sign in again.",
  // the same request in its other spellings, whole (session 55's audit: an API's 401 body or an app's toast whose whole
  // text is the instruction; inside a longer text the words may follow a wrong password a caller typed)
  "please sign in again",
  "please log in again.",
  "please log in again",
  "please login again.",
  "please login again",
  "veuillez vous reconnecter.",
  "accedi di nuovo.",
  "다시 로그인해 주세요.",
  "пожалуйста, войдите снова.",
  "lütfen tekrar giriş yapın.",
  "請重新登入。",
  "the current model is not available",
  "secret key is invalid",
  "quota esaurita",
  "provider di modelli non configurato",
  "nessun fornitore di modelli configurato",
  "quota esgotada",
  "provedor de modelo não configurado",
  "nenhum provedor de modelo configurado",
  "wyczerpany limit",
  "dostawca modelu nie jest skonfigurowany",
  "nieprawidłowy klucz api",
  "nie skonfigurowano dostawcy modeli",
  "квоту вичерпано",
  "постачальника моделі не налаштовано",
  "недійсний ключ api",
  "постачальник моделей не налаштований",
  "kota tükendi",
  "model sağlayıcı ayarlanmadı",
  "yapılandırılmış model sağlayıcı yok",
  "cotă epuizată",
  "furnizorul de modele nu este configurat",
  "niciun furnizor de modele configurat",
  "سهمیه تمام شده",
  "ارائه دهنده مدل راه اندازی نشده است",
  "هیچ ارائهدهنده مدلی پیکربندی نشده است",
  "कोटा समाप्त",
  "मॉडल प्रदाता सेट नहीं किया गया",
  "अवैध api कुंजी",
  "कोई मॉडल प्रदाता कॉन्फ़िगर नहीं है",
  "โควต้าหมด",
  "ไม่ได้ตั้งค่าผู้ให้บริการโมเดล",
  "ยังไม่ได้กำหนดค่าผู้ให้บริการโมเดล",
  "kvote porabljene",
  "ponudnik modelov ni nastavljen",
  "noben ponudnik modelov ni konfiguriran",
  "ponudnik modelov ni konfiguriran",
  "kuota habis",
  "penyedia model tidak disiapkan",
  "belum ada penyedia model yang dikonfigurasi",
  "نفدت الحصة",
  "لم يتم إعداد مزود النموذج",
  "لم يتم تكوين أي مزود نموذج",
  "لم يتم تكوين أي مزود نماذج", // written without its vowel marks: whole messages are compared so
  "kreditlər tükənib",
  "model provayderi qurulmayıb",
  "heç bir model provayderi konfiqurasiya edilməyib",
  "当前模型不可用",
  "當前模型不可用",
  "请重新登录。",
  "model provider not set up",
  "no model provider configured",
  "配额已用完",
  "尚未安装模型供应商",
  "未配置模型供應商",
  "クレジット切れ",
  "モデルプロバイダーが設定されていません",
  "할당량이 다 사용되었습니다",
  "모델 공급자가 구성되지 않았습니다",
  "kontingent erschöpft",
  "modellanbieter nicht eingerichtet",
  "quota épuisé",
  "cuota agotada",
  "ningún proveedor de modelos configurado",
  "квота исчерпана",
  "поставщик модели не настроен",
  "quota đã hết",
  "nhà cung cấp mô hình chưa được thiết lập",
  // Zhipu's 1000 (its Responses API answers a bad key with a 200 `{ code: 1000, msg, success: false }`): the words alone
  // are any login's, so only the whole message
  "身份验证失败。",
  "身份验证失败",
  // Round 104: the Mistral SDK's MCP client answered 401 with OAuth parameters, whole (inside a text the words are any
  // login prompt's)
  "authentication required.",
  // Round 100, narrowed by review 79: Daytona's refusal of a user whose address is unverified, whole; inside a sentence
  // the words mostly ask to check an address typed ("Invalid email. Please verify your email address and try again.")
  "please verify your email address",
  // Round 110: new-api's banned user (en locale); one-hub's user without API access
  "user has been banned",
  "api requests are not allowed",
  // Cloudflare Workers AI's blocked account (3023), whole (review 87: "Risk service unavailable for account 42: …" is
  // a service down)
  "service unavailable for account",
  // Round 111: Gemini CLI's refused session (UnauthorizedError); Zed's agent without a key, for the providers its template names
  "session expired or is unauthorized.",
  "missing openai api key",
  "missing google ai api key",
  "missing mistral api key",
  "missing openrouter api key",
  "missing deepseek api key",
  "missing xai api key"
])

/**
 * Bedrock's whole message for an account blocked from the service ("Operation not allowed", a
 * `ValidationException`): every model fails until AWS support acts.
 * @internal
 */
export const bedrockAccountBlock = "operation not allowed"

/**
 * Ollama's prefix for a model it cannot load: listed among the weak phrases so that `decide.ts` looks for its blob path
 * only in the texts that have it.
 * @internal
 */
export const UNLOADABLE_MODEL = "unable to load model: "

/**
 * Quota words that mean exhaustion only when nothing says otherwise: Gemini words a per-minute limit as
 * "You exceeded your current quota" too, and then sends a `RetryInfo`.
 * @internal
 */
export const weakPermanentPhrases: ReadonlyArray<string> = [
  // Documenso (LIMIT_EXCEEDED, a 400): "You have reached your document limit for this month." (not one phone number's
  // "… has reached the limit for this month": review 58)
  "document limit for this month",
  // TikTok (spam_risk_too_many_pending_share): "… limits pending posts to 5 within any 24-hour period" (not AWS's four
  // changes of one database instance "within any 24-hour period": review 58)
  "pending posts to 5 within any 24-hour period",
  "exceeded our daily quota", // Hugging Face Posts (a 429): "You have exceeded our daily quotas for action: …"
  // CoinMarketCap (1009, 1010): "You've exceeded your API Key's daily rate limit." (1008's minute passes)
  "'s daily rate limit",
  "'s monthly rate limit",
  // daily allowances (Govee: "the limit is 10000 requests every 24 hours"; SwitchBot (190): "Requests reached the daily
  // limit")
  "requests every 24 hours",
  "usage limits are exceeded", // TransportAPI: "Authorisation failed for app_key … with error 'usage limits are exceeded'"
  "requests reached the daily limit", // (not one feature's "reached the daily limit for verification emails": review 55)
  "reached your monthly limit", // LINE's Messaging API (a 429): the plan's messages for the month
  // Stack Exchange's per-IP allowance: "too many requests from this IP, more requests available in 46472 seconds" (a
  // short wait passes: review 51)
  "more requests available in ",
  "exceeded your current quota",
  "per day",
  "perday",
  "per-day", // OpenRouter: "Rate limit exceeded: free-models-per-day."
  // …and its older words for the same daily cap on free models, "Rate limit exceeded: limit_rpd/<model>/<id>"
  // (BerriAI/litellm#9035; its `limit_rpm/…` is the per-minute one, which passes)
  "limit_rpd/",
  // Baidu Qianfan's spent monthly plan (a 429, `token_quota_exceeded`, the code Cerebras gives a per-minute limit):
  // "Token Plan Person monthly quota limit exceeded" (a gateway's fixture of it, find_string id 68900756531)
  "monthly quota limit exceeded",
  "duration_s: 86400", // SambaNova: "Request would exceed rate limit\nViolated duration_s: 86400, current usage: …, limit: …"
  "per month",
  "/ month", // Cohere: "You are using a Trial key, which is limited to 1000 API calls / month."
  // Cline's ClinePass plan windows ("You've reached your weekly Clinepass limit. The limit resets in 7d …"): a reset
  // within the hour passes, as the other plans' windows do
  "clinepass limit. the limit resets",
  "daily free model limit reached", // Cline: "… Try again in 23h 59m or select another model."
  "daily limit has been reached", // Cline's spend limit: "$20.00 daily limit has been reached."
  // a daily cap said to be hit, not merely mentioned ("did not count towards your daily limit")
  "daily token limit exceeded", // Databricks AI Gateway
  "daily limit reached", // Poe: "Daily limit reached for beaver"
  "daily limit exceeded", // Google: "Daily Limit Exceeded"
  "daily request limit reached", // Baidu's legacy ERNIE API (error_code 17): "Open api daily request limit reached"
  "exceeded your daily rate limit", // Anthropic: "Number of request tokens has exceeded your daily rate limit (…)"
  "exhausted your daily quota", // Gemini CLI
  // Volcengine Ark's Coding Plan (QuotaExceeded, a 429): "You have exceeded the weekly usage quota." (5-hour, weekly or
  // monthly); Kimi Code's "You've reached your weekly (7-day) usage limit."; Alibaba Bailian's Coding Plan: "hour
  // allocated quota exceeded" (the 5-hour window), "week allocated quota exceeded", "month allocated quota exceeded"
  // (its "concurrency allocated quota exceeded" and "usage allocated quota exceeded" are throttles)
  "exceeded the 5-hour usage quota",
  "exceeded the weekly usage quota",
  "exceeded the monthly usage quota",
  "weekly (7-day) usage limit",
  "hour allocated quota exceeded",
  "week allocated quota exceeded",
  "month allocated quota exceeded",
  "5-hour limit reached", // Claude Code: "5-hour limit reached ∙ resets 5am"
  "session limit reached ∙ resets", // Claude Code 2.0 (round 111): "Session limit reached ∙ resets 8pm" (review 88: weak, as its siblings)
  "reached your hosted model usage limit", // Letta: "You've reached your hosted model usage limit."
  "hit your sonnet limit", // Claude Code: "You've hit your Sonnet limit · resets 3pm (UTC)"
  "hit your opus limit",
  "exceeded for today", // Cloudflare Browser Rendering: "Browser time limit exceeded for today"
  // GitHub Copilot's monthly allowances: "You have exceeded your premium request limit, and do not currently have overages
  // enabled.", "You've reached your monthly chat messages quota. Please reach out to your organization's Copilot admin …",
  // Copilot Free's "… monthly chat messages limit. … or wait until 21 April 2025 for your limit to reset."
  "exceeded your premium request limit",
  "reached your monthly chat messages",
  // Kiro: "You've reached your monthly usage limit. Please return next month …", its CLI's "The monthly usage limit has
  // been reached (request_id: …)"
  "reached your monthly usage limit",
  "monthly usage limit has been reached",
  // xAI: "You've used all the included free usage for model … Usage resets over a rolling 24-hour window - tokens
  // (actual/limit): 1065554/1000000." (code `subscription:free-usage-exhausted`, a 429)
  "used all the included free usage",
  "over a rolling 24-hour window",
  // usage allowances of plans, spent for hours or days; a server that names a short wait still wins
  // OpenAI Codex plans (usage_limit_reached); WooCommerce's "Coupon usage limit has been reached." is one coupon's
  "the usage limit has been reached",
  // Ollama Cloud: "you (…) have reached your weekly usage limit, upgrade for higher limits"
  "reached your weekly usage limit",
  "reached your session usage limit",
  "reached your hourly usage limit",
  "monthly limit exhausted", // Zhipu (1310): "Weekly/Monthly Limit Exhausted. Your limit will reset at …"
  "weekly limit exhausted",
  "tpd rate limit", // Moonshot: "request reached organization TPD rate limit, current: 1526210, limit: 1500000"
  "bymodelbyday", // GitHub Models: "Rate limit of 50 per 86400s exceeded for UserByModelByDay. Please wait 57829 seconds …"
  "per_day", // Google quota names: "…_per_day_per_project_per_base_model"
  // HubSpot: "You have reached your daily limit." (policyName DAILY); Kiro: "You've reached your daily usage limit. Please
  // return tomorrow …"; Gemini CLI 0.10: "⚡ You have reached your daily gemini-2.5-pro quota limit. ⚡"
  "reached your daily",
  // Qwen OAuth: "Free allocated quota exceeded." (the day's free allowance); DashScope's per-minute throttle says
  // "Allocated quota exceeded, please increase your quota limit." (Throttling.AllocationQuota)
  "free allocated quota exceeded",
  // Claude Code's plan banners: "You've hit your limit · resets 3:30am (Asia/Calcutta)", "Claude AI usage limit
  // reached|1750708800" (hours away: no wait a retry layer takes)
  "you've hit your limit",
  "claude ai usage limit reached",
  "hit your weekly limit", // Claude Code: "You've hit your weekly limit · resets Sep 15 at 7pm"
  "hit your session limit",
  "hour session limit", // GitHub Copilot: "Sorry, you've exceeded your 5 hour session limits." (a wait within the hour passes)
  // GitHub Copilot (`user_weekly_rate_limited`): "You've reached your weekly rate limit. Please wait for your limit to
  // reset on April 20, 2026 at 2:00 AM or switch to auto model to continue."
  "reached your weekly rate limit",
  "weekly limit reached", // Claude Code: "Weekly limit reached · resets 10am (Asia/Seoul) · /upgrade to Max …"
  // OpenCode's Go plan: "weekly usage limit reached. It will reset in 5 days 10 hours. To continue using this model now,
  // enable usage from your available balance"
  "weekly usage limit reached",
  // Ollama's "unable to load model: …/blobs/sha256-…" (an architecture this build cannot load): only with its blob path
  // (`decide.ts`), not a wrapper's "Unable to load model: invalid file name" (review 67)
  UNLOADABLE_MODEL,
  // Zed's plans ("Model request limit reached. Upgrade to Zed Pro for more requests."; its own retry refuses it)
  "model request limit reached. upgrade to",
  "hit your usage limit", // Codex: "You've hit your usage limit. Upgrade to Pro … or try again in 5 days 22 hours"
  "hit your chatgpt usage limit", // pi-ai's Codex text: "You have hit your ChatGPT usage limit (go plan). Try again in ~4381 min."
  "reached your usage limit", // Codex: "You've reached your usage limit. Upgrade your plan or add credits to continue"
  "reached your credit limit", // Warp: "You've reached your credit limit. Your credit limit resets on February 21."
  "usage limit has been exceeded", // alphaXiv: "Usage limit has been exceeded. Come back later." (no wait named)
  "limitation until ", // NeverWrite: "Internal error: Limitation until 12 May 2026."
  "out of codex messages", // Codex app: "You’re out of Codex messages · Your rate limit resets on Apr 19, …"
  "quota exceeded. check your plan", // Codex's rewording of insufficient_quota
  "oauth free tier quota exceeded", // Qwen Code: "Qwen OAuth free tier quota exceeded."
  ",quota exceeded", // Copilot for JetBrains: "Unhandled status from server:,429,quota exceeded"
  "exhausted your capacity on this model", // Gemini Code Assist: "… Your quota will reset after 21h39m57s."
  // Round 99: Claude Code's and Antigravity's spent windows, decided by their reset ("Claude usage limit reached. Your
  // limit will reset at 9am", "Individual quota reached. … Resets in 116h36m28s.")
  "claude usage limit reached",
  "individual quota reached",
  // Round 105: a Grafana instance's weekly cap (weak: a wait the server names within the hour is a throttle's, review 82)
  "weekly rate limit exceeded",
  "max limit per week",
  // Baidu AI Search's daily allowances per user (round 110), a spent allowance unless the server names a short wait (review
  // 87)
  "daily request quota per user",
  "daily free quota per user",
  // Round 111: Zed's free plan and OpenCode Go's usage windows ("5 hour usage limit reached. It will reset in 5 hours 23
  // minutes."): spent, unless the wait is within the hour
  "you reached your free usage limit",
  "usage limit reached. it will reset in",
  // Round 113: Copilot's session rate limit ("You've hit your session rate limit. Please upgrade your plan or wait 60
  // seconds for your limit to reset."): spent, unless the wait is within the hour
  "hit your session rate limit",
  // Round 114: @effect/ai apps' 429 text ("You have exceeded your usage quota."), also any per-minute limit's (review 91)
  "exceeded your usage quota",
  // Round 113: Z.ai's daily cap on one API (1304), spent unless a short wait is named
  "daily call limit for this api reached",
  // Round 122: codex-lb's per-key cost and token caps by the week or month ("API key cost_usd weekly limit exceeded.
  // Usage resets at …Z."), as its daily one (a short wait stated beside them passes)
  "weekly limit exceeded. usage resets at",
  "weekly limit exceeded for model ",
  "monthly limit exceeded. usage resets at",
  "monthly limit exceeded for model "
]

/** Whole messages that are a weak permanent marker (too generic to match inside a sentence). @internal */
export const weakPermanentMessages = new Set([
  "quota exceeded", // GitHub Copilot 429: the month's premium allowance
  "usage limit reached.", // the Codex backend (ChatGPT plans), also as `subscription_sharing_usage_limit_exceeded`
  "usage limit reached" // Claude Code's TUI banner, bare (round 117)
])

/**
 * A payment declined for this card (Stripe's `card_error`, `card_declined`): another card or amount can pass,
 * so neither its 402 nor "insufficient funds" makes it Permanent.
 * @internal
 */
export const declinedCodes = new Set(["card_error", "card_declined"])

/** Stripe's own sentences for a declined card (https://docs.stripe.com/testing#declined-payments). @internal */
export const declinedCardMarkers: ReadonlyArray<string> = ["your card was declined", "your card has insufficient funds"]

/**
 * A 402 for an allowance that runs held while other work holds it: Apify's `actor-memory-limit-exceeded` ("By launching
 * this job you will exceed the memory limit of 8192MB … (currently used: 8192MB, requested: 4096MB)"), freed as the
 * account's running Actors finish (its client and MCP server wait and retry it).
 * @internal
 */
export const heldAllowance402Codes = new Set([
  "actor-memory-limit-exceeded",
  // Neon's cap on computes running at once (review 84): idle computes suspend after five minutes
  "active_endpoints_limit_exceeded"
])

/**
 * A 403 that is a rate limit (GitHub's primary and secondary limits, Google's `rateLimitExceeded` and
 * `userRateLimitExceeded`): a wait passes it, where other 403s need a person.
 * @internal
 */
export const rateLimitCodes = new Set([
  "ratelimitexceeded",
  "userratelimitexceeded",
  "rate_limit_exceeded",
  "request_limit_exceeded" // Salesforce: concurrent API requests (its daily allowance is a permanent phrase)
])

/**
 * AWS codes that are a throttle or a conflict though DynamoDB sends them as a 400 (and the reasons it gives
 * for a cancelled transaction): a wait passes them.
 * @internal
 */
/**
 * A 400 whose text says the server or its upstream could not serve the request now, not that the request is wrong:
 * the same request passes later.
 * @internal
 */
export const retryable400Phrases: ReadonlyArray<string> = [
  // JMAP (RFC 8620's urn:ietf:params:jmap:error:limit, maxConcurrentRequests): the client's own requests in flight
  "exceeds the maximum number of concurrent requests",
  // Stack Exchange's throttle_violation, sent as a 400 ("too many requests from this IP, more requests available in
  // 79048 seconds", the wait read as one; "Violation of backoff parameter": a `backoff` of seconds not kept)
  "more requests available in ",
  "violation of backoff parameter",
  // Cloudflare AI Gateway (code 2005) rewrites the provider's failure as a 400
  // (https://github.com/cloudflare/ai/issues/436)
  "failed to get response from provider",
  // libSQL (Turso) over HTTP: the server no longer knows the stream's baton (it dropped the stream); a new stream passes
  // ("SERVER_ERROR: Server returned HTTP status 400: Received an invalid baton", libsql-client-ts#119)
  "received an invalid baton",
  // SageMaker, an inference component scaled to zero: the failed call starts the scale-out ("… ApplicationAutoScaling
  // may be in-progress")
  "has no capacity to process this request",
  // Volcengine Ark (InvalidEndpoint.ClosedEndpoint): "… an endpoint that is currently closed or temporarily unavailable."
  "is currently closed or temporarily unavailable",
  // OpenAI Assistants: "Can't add messages to thread_… while a run run_… is active.": the run ends in seconds, as
  // Realtime's "already has an active response"
  "while a run run_",
  "already has an active run",
  // Amazon SES's per-second send rate, sent as a 400 (`<Code>Throttling</Code>`)
  "maximum sending rate exceeded",
  "too_many_attempts_try_later", // Firebase Auth's identitytoolkit: a block that lifts after a while, as a 400
  // the same windows as a 400: BigQuery's jobRateLimitExceeded, the AWS SDKs' throttles kept as text with "StatusCode: 400"
  "exceeded rate limits",
  "rate exceeded for shard",
  "rate exceeded for stream",
  "too many pipelines created in the last minute", // GitLab
  "too many calls to this whatsapp business account", // WhatsApp Cloud API (#80007)
  // AWS's caps on jobs running at once, as a 400 (LimitExceededException: Transcribe, Rekognition)
  "too many jobs running at the same time",
  " open jobs for user arn:",
  // Round 96: the AWS throttles as the Go SDK v1 and a deploy action print them with their 400 ("Throttling: Rate
  // exceeded", "Code: Throttling, Message: Rate exceeded"), and CloudControl's bare "ThrottlingException:" after its
  // retries
  "throttling: rate exceeded",
  "code: throttling,",
  "throttlingexception:",
  // Round 102: BigQuery's jobInternalError sent as a 400 (INVALID_ARGUMENT): its own fault, which python-bigquery retries
  "the job encountered an internal error during execution",
  // Round 112: Vertex's service agents not provisioned yet ("… So please try again in a few minutes."), which pass with no one acting
  "service agents are being provisioned",
  // Round 116: the Responses API's conversation_locked in the SDKs' texts ("400 Another process is currently operating on
  // this conversation.", openai-python's "Error code: 400 - {…}"), where the code is not read
  "another process is currently operating on this conversation",
  // round 118: DashScope's 400s that pass: Qwen-Long still parsing an uploaded file ("File parsing in progress, please
  // try again later."), its content check timing out on a media download ("Download the media resource timed out during
  // the data inspection process.")
  "file parsing in progress",
  "download the media resource timed out",
  // round 118, review 94: fal.ai's model error (a 400, its detail's msg): a partner service it calls failed, not the
  // input (its type, `downstream_service_error`, is also the code GraphQL gateways give any subgraph error, a 400 too)
  "downstream service error",
  // round 119: Discord's DM-opening throttle (40003, a 400)
  "opening direct messages too fast",
  // Round 125: S3's RequestTimeout, a 400 (an S3-compatible server's socket it stopped reading)
  "your socket connection to the server was not read from or written to",
  // Fireworks' rate limit sent as a 400 invalid_request_error (round 129, LiteLLM's test of BerriAI/litellm#11455)
  "rate limit exceeded, please try again later"
]

/**
 * Whole messages of a 400 that passes, too generic inside a sentence: a relay's 400 when its upstream stream broke
 * ('Error: 400 {"error":"upstream stream failed","status":400}', Claude Code through a relay, round 122); relays also
 * prefix the upstream's own refusal with these words ("Upstream stream failed: 400 {…}", review 98).
 * @internal
 */
export const retryable400Messages = new Set(["upstream stream failed"])

/** @internal */
export const retryable400Codes = new Set([
  // Alibaba Cloud's per-user and per-API flow control, sent as 400s (round 119)
  "throttling.user",
  "throttling.api",
  "conversation_locked", // the Responses API: another request on the same conversation is running (round 116)
  "requesttimeout", // S3: the connection sat idle past the server's timeout (the AWS SDK's TRANSIENT_ERROR_CODES)
  "provisionedthroughputexceededexception",
  "throttlingexception",
  "throttling", // the AWS query protocol's ("Throttling: Rate exceeded"), sent as a 400
  "requestlimitexceeded",
  "transactionconflictexception",
  "replicatedwriteconflictexception", // DynamoDB global tables: an item being written in another Region (round 91)
  "transactioninprogressexception",
  "transactionconflict",
  "provisionedthroughputexceeded",
  "throttlingerror",
  "ratelimited", // Linear's GraphQL errors: extensions.code RATELIMITED, sent as a 400
  "unable_to_lock_row", // Salesforce: another transaction holds the record
  "conversation_locked", // OpenAI Responses: "Another process is currently operating on this conversation. Please retry in a few seconds."
  // OpenAI Responses WebSocket mode: "Responses websocket connection limit reached (60 minutes). Create a new websocket
  // connection to continue." — the event's 400 is the socket's; a new connection passes at once
  "websocket_connection_limit_reached",
  "sanitizer_server_error", // OpenAI: the image sanitizer failed (see `serverFaultCodes`)
  // DocuSign's hourly and burst allowances, sent as a 400 (they return within the hour)
  "hourly_apiinvocation_limit_exceeded",
  "burst_apiinvocation_limit_exceeded",
  // Plaid's 400s for a bank that is down or data not pulled yet: "please try again soon", "try the request again later"
  // ScreenshotOne: its one-minute bucket, and its storage's 5xx passed on as a 400
  "concurrency_limit_reached",
  "storage_returned_transient_error",
  "institution_down",
  "institution_not_responding",
  "institution_not_available", // round 109
  "product_not_ready",
  // Anthropic's `details.error_code`: its check of an External Key did not finish in time ("Wait a moment, then send the
  // request again")
  "external_key_validation_timed_out"
])

/**
 * Codes that say the server failed, beside a message that blames the request: OpenAI's `sanitizer_server_error`
 * comes with "You uploaded an unsupported image" for images that pass on a retry. The structured signal beats the
 * phrase: not Permanent.
 * @internal
 */
export const serverFaultCodes = new Set(["sanitizer_server_error"])

/** Codes of a request's fault that a server sent with a 5xx (MLflow's "Run '…' not found" as a 500). @internal */
export const requestFault5xxCodes: ReadonlySet<string> = new Set([
  // Firecrawl's scrape of a site with a broken certificate or an anti-bot wall, sent as a 500 (round 106)
  "scrape_ssl_error",
  "scrape_pdf_prefetch_failed",
  // … and its v2 scrape's other request faults, also sent as 500s (round 120): no proxy in the asked location, a PDF too
  // long for the timeout or needing OCR, a feature Zero Data Retention excludes, a host that does not resolve
  "scrape_proxy_selection_error",
  "scrape_pdf_insufficient_time_error",
  "scrape_pdf_ocr_required",
  "scrape_zdr_violation_error",
  "scrape_dns_resolution_error",
  "resource_does_not_exist",
  // Anthropic's 503 for a Workspace created with part of the request not applied: "Don't send the create again" (a second
  // create makes a second workspace)
  "workspace_created_incomplete",
  // … and its 503 for a Plugin (or version) stored but not yet usable: "do not retry the create (the retry would return
  // `plugin_name_taken`)" (review 51)
  "registration_pending",
  // KoboldCpp's `type` for a request it could not take ("Error parsing input.", "Payload is too big."), sent as a 500
  // (round 102)
  "bad_input"
])

/**
 * Codes of a 409 that the same request meets again (other 409s are lock timeouts and races, which pass): Anthropic's
 * `details.error_code`s for a name or bucket taken, storage attached, and its optimistic locks ("Read the Workspace and
 * send the request again if you still want the change").
 * @internal
 */
export const requestConflictCodes: ReadonlySet<string> = new Set([
  "plugin_name_taken",
  "skill_name_taken",
  "storage_already_registered",
  "storage_in_use",
  "storage_attached_during_archive",
  "storage_changed_concurrently",
  "workspace_changed_concurrently",
  "slack_channel_set_up_settings_conflict"
])

/** Errors that say no credential is configured, by name (@azure/identity): a person signs in or sets one. @internal */
export const permanentNames = new Set([
  "credentialunavailableerror",
  "authenticationrequirederror",
  "kafkajssaslauthenticationerror",
  "chromaautherror",
  "chromaforbiddenerror",
  // the AI SDK: "Google Vertex project setting is missing. Pass it using the 'project' parameter or …" (a person sets it)
  "ai_loadsettingerror",
  // openai's workload identity: the subject token cannot be read ("Failed to read Kubernetes service account token from
  // …: ENOENT"); not when the cause is the network (the permanent-name rule asks)
  "subjecttokenprovidererror",
  "authsessionmissingerror", // Supabase Auth: "Auth session missing!" (no one is signed in), served as a 400 or 403
  // AWS Lambda's keys for the function's environment: denied, disabled, pending deletion or gone until a person fixes it
  "kmsaccessdeniedexception",
  "kmsdisabledexception",
  "kmsinvalidstateexception",
  "kmsnotfoundexception",
  // Composio's connected account is gone or was never made: the end user connects it ("Connected account not found")
  "composioconnectedaccountnotfounderror",
  // Twilio Voice: the access token's Account SID, API key or secret is wrong (round 95)
  "accesstokensignaturevalidationfailed"
])

/** Markers of a content or safety policy refusal: the request is wrong, not the environment. @internal */
export const policyCodes = new Set([
  "modelarts.81011", // Huawei ModelArts MaaS's risk control (a 403, "May contain senstive…"): this input (round 119)
  "content_filter",
  "content_policy_violation",
  "responsibleaipolicyviolation",
  "invalid_prompt",
  "moderation_blocked",
  "safety",
  "prohibited_content",
  "blocklist",
  "guardrail_intervened",
  "sensitive_words_detected", // new-api
  "unsafe_request", // Baidu Qianfan v2: the system, user or output text is unsafe ("system_unsafe", "user_unsafe", …)
  // LangWatch's AI gateway (round 111): a tool, URL or model its virtual key's policy refuses (a 403), for this request only
  "tool_not_allowed",
  "url_not_allowed",
  "policy_violation"
])

/** @internal */
export const policyPhrases: ReadonlyArray<string> = [
  "rejected due to inappropriate content", // agentgateway's prompt guard (a 403)
  "content management policy",
  "content policy",
  "usage policy",
  // xAI's content filter, as a 403: "Content violates usage guidelines. … Failed check: SAFETY_CHECK_TYPE_BIO"
  "violates usage guidelines",
  "content_filter",
  "safety system",
  "flagged",
  "sensitive words detected", // new-api relays: their own prompt word filter, as a 500
  "guardrail failed", // LiteLLM: "Bedrock guardrail failed: I cannot respond to requests containing … (PII)" (a 500)
  // Alibaba DashScope's moderation, also relayed (OpenCode Go: "[data_inspection_failed] <400>
  // InternalError.Algo.DataInspectionFailed: Input text data may contain inappropriate content.")
  "datainspectionfailed",
  "data_inspection_failed",
  // Round 113: OpenRouter's guardrail refusing this request's content (its 403 example)
  "request blocked: prompt injection",
  // Round 123: Genkit's Model Armor middleware (Google's prompt and response screening) refusing one prompt or answer,
  // raised as PERMISSION_DENIED: a filter's verdict on this content, not a missing permission
  "model armor blocked",
  // Review 100: NTT Data's aXet portal refusing a request's content (a 403 request_blocked)
  "not allowed under the current security policy"
]

// ---------------------------------------------------------------------------------------------------
// status table

/** @internal */
export type Verdict = "Retryable" | "Fatal" | "Permanent"

/**
 * What a status decides on its own. 409 follows both SDKs (they retry it: lock timeouts). 403 is
 * Permanent unless it carries a content-policy marker (then Fatal: another request can pass). Statuses
 * not listed fall through to codes and network checks, then to their class (4xx Fatal, 5xx Retryable).
 * @internal
 */
export const statusTable: ReadonlyMap<number, Verdict> = new Map<number, Verdict>([
  [400, "Fatal"],
  [401, "Permanent"],
  [402, "Permanent"],
  [403, "Permanent"],
  [404, "Fatal"],
  [405, "Fatal"],
  [406, "Fatal"],
  [407, "Permanent"],
  [408, "Retryable"],
  [409, "Retryable"],
  [410, "Fatal"],
  [411, "Fatal"],
  [412, "Fatal"],
  [413, "Fatal"],
  [414, "Fatal"],
  [415, "Fatal"],
  [416, "Fatal"],
  [422, "Fatal"],
  [425, "Retryable"],
  [429, "Retryable"],
  [431, "Fatal"],
  // Unavailable For Legal Reasons: the caller's region is blocked (JetBrains AI from a region it does not serve), as
  // `unsupported_country_region_territory`: nothing passes until a person changes network or plan
  [451, "Permanent"],
  // Groq's flex tier at capacity (`capacity_exceeded`); Cohere's and Esri's 498 is an invalid token (statusRules.ts)
  [498, "Retryable"],
  [499, "Retryable"],
  [500, "Retryable"],
  [501, "Fatal"],
  [502, "Retryable"],
  [503, "Retryable"],
  [504, "Retryable"],
  [505, "Fatal"],
  // Insufficient Storage: a disk, mailbox or drive full until a person frees or adds space (MinIO, OneDrive, Exchange,
  // Vespa's feed block)
  [507, "Permanent"],
  [520, "Retryable"],
  [521, "Retryable"],
  [522, "Retryable"],
  [523, "Retryable"],
  [524, "Retryable"],
  [529, "Retryable"]
])

// ---------------------------------------------------------------------------------------------------
// provider error codes and types

/** @internal */
export const codeTable: ReadonlyMap<string, Verdict> = new Map<string, Verdict>([
  // OpenAI Responses' stream code for an overloaded server, as Kilo Code reads it (round 131)
  ["server_is_overloaded", "Retryable"],
  // Round 125: Amazon S3's documented codes, as its XML bodies and botocore's "An error occurred (Code) when calling …"
  // name them: a bucket or object with all access disabled, a signature the keys do not make, the account's bucket cap
  // spent (a person acts); a conditional operation racing this one, a socket the server gave up reading (they pass)
  ["allaccessdisabled", "Permanent"],
  ["signaturedoesnotmatch", "Permanent"],
  ["toomanybuckets", "Permanent"],
  ["operationaborted", "Retryable"],
  // OpenAI Realtime's (and Azure's) failed response.done for the inference rate limit, typed invalid_request_error
  // (round 126)
  ["inference_rate_limit_exceeded", "Retryable"],
  // Rapid-MLX's failed response inside a 200 (round 117): the engine stopped before its first token (a Metal allocation),
  // the model stopped without a final answer ("Retry the request."): another try passes
  ["engine_no_output", "Retryable"],
  ["model_no_final_answer", "Retryable"],
  // Fireworks' scaled-to-zero deployment booting a replica (its 503; round 112)
  ["deployment_scaling_up", "Retryable"],
  // MLflow's and Databricks' codes for a request's fault, which MLflow once sent with a 500
  ["resource_does_not_exist", "Fatal"],
  // Evernote's EDAMErrorCode (its Thrift exceptions carry no words): RATE_LIMIT_REACHED passes after its
  // `rateLimitDuration`; INVALID_AUTH and AUTH_EXPIRED are the key's or token's
  ["edam_19", "Retryable"],
  ["edam_8", "Permanent"],
  ["edam_9", "Permanent"],
  // Moodle's web services (their errors come with a 200): a token unknown, expired, bound to other addresses
  ["invalidtoken", "Permanent"],
  // AWS Step Functions' error names ({ Error, Cause }): a task's timeouts, Lambda's throttle
  ["states.timeout", "Retryable"],
  ["states.heartbeattimeout", "Retryable"],
  ["lambda.toomanyrequestsexception", "Retryable"],
  // Google Maps Platform (in a 200): its per-second limit; its daily quota is told apart by its words (Permanent)
  ["over_query_limit", "Retryable"],
  // Anthropic
  ["overloaded_error", "Retryable"],
  ["rate_limit_error", "Retryable"],
  ["api_error", "Retryable"],
  ["timeout_error", "Retryable"],
  ["invalid_request_error", "Fatal"],
  ["not_found_error", "Fatal"],
  ["request_too_large", "Fatal"],
  ["permission_error", "Permanent"],
  // OpenAI (chat, responses, realtime)
  ["server_error", "Retryable"],
  ["rate_limit_exceeded", "Retryable"],
  ["engine_overloaded", "Retryable"],
  ["model_overloaded", "Retryable"],
  ["service_unavailable", "Retryable"],
  ["internal_error", "Retryable"],
  ["internal_server_error", "Retryable"],
  ["capacity_exceeded", "Retryable"], // Groq flex tier (498)
  // the Responses API's file search that timed out (a `response.failed` or `error` event's code), whatever its words
  ["vector_store_timeout", "Retryable"],
  // OpenAI Codex's load shedding, in a stream's error event or on a 503 ("slow down", "retry later"), and its capacity
  // rejection without a message
  ["slow_down", "Retryable"],
  // Baidu's legacy API (`error_code` 336000, "Internal error", in an HTTP 200): its code table says request again
  ["baidu_336000", "Retryable"],
  ["model_at_capacity", "Retryable"],
  // GitHub Copilot: `rate_limited`, `user_global_rate_limited:pro_plus` ("Sorry, you've exceeded your 5 hour session
  // limits. Please retry after 2733 seconds."), per model and per integration; a spent session window without a wait is
  // Permanent by its phrase first
  ["rate_limited", "Retryable"],
  // the AWS query protocol's throttle (CloudFormation, STS, IAM, SNS, SES: "Throttling: Rate exceeded"), an AWS SDK v3
  // exception's name without the "Exception" suffix; SES's daily cap says so and is Permanent by its phrase first
  ["throttling", "Retryable"],
  // the Claude Agent SDK's assistant message `error` ("rate_limit", "authentication_failed", …)
  ["rate_limit", "Retryable"],
  ["user_global_rate_limited", "Retryable"],
  ["user_model_rate_limited", "Retryable"],
  ["integration_rate_limited", "Retryable"],
  // OpenAI Batch: "This request could not be executed before the completion window expired." (a line of the error file):
  // the request never ran, and the same request passes in a later batch
  ["batch_expired", "Retryable"],
  // Tencent Cloud API 3.0: "您当前每秒请求 `6` 次，超过了每秒频率上限 `5`，请稍后重试。" (a per-second limit)
  ["requestlimitexceeded", "Retryable"],
  ["limitexceeded", "Retryable"],
  // … its per-account, per-IP and global-region frequency limits, an internal error, a service briefly unavailable, and
  // Hunyuan's console service failing (round 118)
  ["requestlimitexceeded.uinlimitexceeded", "Retryable"],
  ["requestlimitexceeded.iplimitexceeded", "Retryable"],
  ["requestlimitexceeded.globalregionuinlimitexceeded", "Retryable"],
  ["internalerror", "Retryable"],
  ["serviceunavailable", "Retryable"],
  ["failedoperation.consoleservererror", "Retryable"],
  // MiniMax's base_resp.status_code (read as "minimax_<n>"): the documented "Please retry your requests later" ones
  ["minimax_1000", "Retryable"],
  ["minimax_1001", "Retryable"],
  ["minimax_1002", "Retryable"],
  ["minimax_1013", "Retryable"],
  ["minimax_1024", "Retryable"],
  ["minimax_1033", "Retryable"],
  ["minimax_1041", "Retryable"],
  ["minimax_1039", "Retryable"], // "token limit", a TPM throttle ("rate limit exceeded(TPM)(1039)")
  ["minimax_2045", "Retryable"], // "rate growth limit": requests rose too fast
  ["invalid_value", "Fatal"],
  ["unsupported_value", "Fatal"],
  ["unsupported_parameter", "Fatal"],
  ["model_not_found", "Fatal"],
  // Azure content filter and other policy refusals
  ["content_filter", "Fatal"],
  ["content_policy_violation", "Fatal"],
  ["responsibleaipolicyviolation", "Fatal"],
  ["invalid_prompt", "Fatal"],
  // Google (google.rpc.Code names in `error.status`)
  ["resource_exhausted", "Retryable"],
  ["unavailable", "Retryable"],
  ["deadline_exceeded", "Retryable"],
  ["internal", "Retryable"],
  // Runway's failed tasks (round 118), by family: a generation its own checks rejected for quality or a system error, and
  // its preprocessing's internal failure, which its task-failure guide says to retry (its SAFETY families are not)
  ["internal.bad_output", "Retryable"],
  ["input_preprocessing.internal", "Retryable"],
  // iFlytek Spark's WebSocket frames (round 118): its socket or its engine failing (10000–10002, 10009–10012, 10222),
  // the user connected elsewhere (10006), busy with the user's last question (10007), capacity short (10008), its
  // per-second and concurrency caps (11202, 11203)
  ["spark_10000", "Retryable"],
  ["spark_10001", "Retryable"],
  ["spark_10002", "Retryable"],
  ["spark_10006", "Retryable"],
  ["spark_10007", "Retryable"],
  ["spark_10008", "Retryable"],
  ["spark_10009", "Retryable"],
  ["spark_10010", "Retryable"],
  ["spark_10011", "Retryable"],
  ["spark_10012", "Retryable"],
  ["spark_10222", "Retryable"],
  ["spark_11202", "Retryable"],
  ["spark_11203", "Retryable"],
  ["aborted", "Retryable"],
  ["invalid_argument", "Fatal"],
  ["failed_precondition", "Fatal"],
  ["not_found", "Fatal"],
  ["out_of_range", "Fatal"],
  ["unimplemented", "Fatal"],
  ["permission_denied", "Permanent"],
  // AWS Bedrock (x-amzn-ErrorType, SDK error names)
  ["throttlingexception", "Retryable"],
  ["throttledexception", "Retryable"],
  ["toomanyrequestsexception", "Retryable"],
  ["serviceunavailableexception", "Retryable"],
  ["internalserverexception", "Retryable"],
  ["internalfailure", "Retryable"],
  ["modelstreamerrorexception", "Retryable"],
  ["modeltimeoutexception", "Retryable"],
  ["modelnotreadyexception", "Retryable"],
  ["modelerrorexception", "Retryable"],
  ["validationexception", "Fatal"],
  ["resourcenotfoundexception", "Fatal"],
  ["accessdeniedexception", "Permanent"],
  // generic
  ["overloaded", "Retryable"],
  ["too_many_requests", "Retryable"],
  ["ratelimitexceeded", "Retryable"],
  ["timeoutexception", "Retryable"],
  ["timeouterror", "Retryable"],
  ["graphql_rate_limit", "Retryable"], // GitHub GraphQL: { type: "RATE_LIMIT", code: "graphql_rate_limit" } in a 200
  // @effect/cluster: a full mailbox or a runner that stopped answering (its shards move to another), which Sharding
  // itself retries after its `sendRetryInterval`; a message sent to a runner the entity just left is rerouted
  ["mailboxfull", "Retryable"],
  ["runnerunavailable", "Retryable"],
  ["entitynotassignedtorunner", "Retryable"],
  // Effect's RcMap at its `capacity` of keys in use (as a bulkhead that is full): passes once a holder releases one
  ["exceededcapacityexception", "Retryable"],
  // Node: a process limit reached on spawn ("spawn /bin/sh EAGAIN"): passes once processes end
  ["eagain", "Retryable"],
  // OpenSSL: https:// sent to a plain-HTTP port; zlib: a body mislabelled as gzip (undici's "terminated" around it)
  ["err_ssl_wrong_version_number", "Fatal"],
  ["z_data_error", "Fatal"],
  // databases: contention, a query or lock timeout, a server restarting or full of connections
  ["sqlstate-40p01", "Retryable"], // PostgreSQL: deadlock detected
  ["sqlstate-40001", "Retryable"], // PostgreSQL: serialization failure
  ["sqlstate-55p03", "Retryable"], // PostgreSQL: lock not available
  ["sqlstate-57014", "Retryable"], // PostgreSQL: query canceled (statement timeout)
  ["sqlstate-53300", "Retryable"], // PostgreSQL: too many connections
  ["sqlstate-57p01", "Retryable"], // PostgreSQL: admin shutdown
  ["sqlstate-57p02", "Retryable"], // PostgreSQL: crash shutdown
  ["sqlstate-57p03", "Retryable"], // PostgreSQL: cannot connect now (starting up)
  ["sqlstate-08006", "Retryable"], // PostgreSQL: connection failure
  ["sqlstate-08001", "Retryable"], // PostgreSQL: unable to establish a connection
  ["sqlstate-08003", "Retryable"], // PostgreSQL: connection does not exist
  ["er_lock_deadlock", "Retryable"], // MySQL 1213
  ["er_lock_wait_timeout", "Retryable"], // MySQL 1205
  ["er_con_count_error", "Retryable"], // MySQL 1040: too many connections
  ["sqlite_busy", "Retryable"],
  ["sqlite_locked", "Retryable"],
  ["transienttransactionerror", "Retryable"], // MongoDB error labels
  ["retryablewriteerror", "Retryable"],
  ["maxtimemsexpired", "Retryable"], // MongoDB (50)
  ["writeconflict", "Retryable"], // MongoDB (112)
  // MongoDB's retryable-writes specification's retryable errors, by codeName (a server without a label on them)
  ["hostunreachable", "Retryable"], // 6
  ["hostnotfound", "Retryable"], // 7
  ["networktimeout", "Retryable"], // 89
  ["shutdowninprogress", "Retryable"], // 91
  ["primarysteppeddown", "Retryable"], // 189
  ["exceededtimelimit", "Retryable"], // 262
  ["socketexception", "Retryable"], // 9001
  ["notwritableprimary", "Retryable"], // 10107
  ["interruptedatshutdown", "Retryable"], // 11600
  ["interruptedduetoreplstatechange", "Retryable"], // 11602
  ["notprimarynosecondaryok", "Retryable"], // 13435
  ["notprimaryorsecondary", "Retryable"], // 13436
  // Prisma: the server unreachable or gone, a timeout, the pool exhausted, a write conflict or deadlock
  ["p1001", "Retryable"],
  ["p1002", "Retryable"],
  ["p1008", "Retryable"],
  ["p1017", "Retryable"],
  ["p2024", "Retryable"],
  ["p2034", "Retryable"],
  ["p2037", "Retryable"],
  // PostgREST: the database unreachable, or its schema cache (re)loading
  ["pgrst000", "Retryable"],
  ["pgrst001", "Retryable"],
  ["pgrst002", "Retryable"],
  ["pgrst003", "Retryable"],
  // the file system: descriptors or a file held for now
  ["emfile", "Retryable"],
  ["enfile", "Retryable"],
  ["ebusy", "Retryable"],
  // SaaS APIs: Salesforce record locks and request limits, Shopify's GraphQL throttle
  ["unable_to_lock_row", "Retryable"],
  ["request_limit_exceeded", "Retryable"],
  ["throttled", "Retryable"],
  // Slack Web API
  ["slack_webapi_rate_limited_error", "Retryable"],
  // Slack's server-side failure, a POST body cut in transit, an organization's transition (round 119; also read from its
  // SDKs' texts)
  ["slack_fatal_error", "Retryable"],
  ["slack_request_timeout", "Retryable"],
  ["slack_team_added_to_org", "Retryable"],
  // Firecrawl's host that does not resolve, also in a 200 (round 120): the message lists passing causes beside it
  ["scrape_dns_resolution_error", "Fatal"],
  // Alibaba Cloud's per-user and per-API flow control (round 119: "Request was denied due to user flow control.")
  ["throttling.user", "Retryable"],
  ["throttling.api", "Retryable"],
  ["ratelimited", "Retryable"],
  // Round 91: Kafka's transient protocol errors (kafkajs marks each `retriable`: a leader or coordinator moving or
  // loading, a dropped connection, another transaction in flight), MySQL shutting down or out of per-user connections
  ["leader_not_available", "Retryable"],
  ["group_coordinator_not_available", "Retryable"],
  ["group_load_in_progress", "Retryable"],
  ["not_controller", "Retryable"],
  ["network_exception", "Retryable"],
  ["concurrent_transactions", "Retryable"],
  ["er_server_shutdown", "Retryable"],
  ["er_too_many_user_connections", "Retryable"],
  // Round 95: Step Functions' names for Lambda's transient service errors (its docs: retry them)
  ["lambda.serviceexception", "Retryable"],
  ["lambda.awslambdaexception", "Retryable"],
  ["lambda.sdkclientexception", "Retryable"]
])

// ---------------------------------------------------------------------------------------------------
// network

/** Node, undici and browser transport failures. @internal */
export const networkCodes = new Set([
  "network_error",
  "stream_read_error",
  "econnreset",
  "econnrefused",
  "econnaborted",
  "etimedout",
  "esockettimedout",
  "epipe",
  "eai_again",
  // c-ares, the resolver behind dns.Resolver and a custom `lookup`: a DNS server that did not answer in time ("queryA
  // ETIMEOUT api.openai.com", spelled without the D) or failed for now (SERVFAIL) (review of session 37)
  "etimeout",
  "eservfail",
  "enotfound",
  "enetunreach",
  "enetdown",
  "ehostunreach",
  "ehostdown",
  "eproto",
  "err_stream_premature_close",
  "err_http2_stream_error",
  "err_http2_session_error",
  // Node's HTTP/2 client asked for a stream on a pooled session that got a GOAWAY ("New streams cannot be created after
  // receiving a GOAWAY"): a new session passes
  "err_http2_goaway_session",
  "err_socket_connection_timeout",
  "und_err_socket",
  "und_err_closed",
  "und_err_destroyed",
  "und_err_connect_timeout",
  "und_err_headers_timeout",
  "und_err_body_timeout",
  "und_err_res_content_length_mismatch",
  "protocol_connection_lost", // mysql2
  // Bun ≤ 1.3 (the code is also the name)
  "connectionrefused",
  "failedtoopensocket"
])

/** @internal */
export const networkNames = new Set([
  "timeouterror",
  "timeoutfailure", // Temporal: an activity's StartToClose, ScheduleToClose or Heartbeat timeout
  "timeoutexception",
  "apiconnectionerror",
  "apiconnectiontimeouterror",
  "connecttimeouterror",
  "headerstimeouterror",
  "bodytimeouterror",
  "socketerror",
  "fetcherror",
  // GitLab's Gitbeaker: a query timeout, and its own retries of 429/502 given up
  "gitbeakertimeouterror",
  "gitbeakerretryerror",
  // MongoDB's driver: the server unreachable or the connection lost; ioredis giving up its own retries
  "mongonetworkerror",
  "mongonetworktimeouterror",
  "mongoserverselectionerror",
  "maxretriesperrequesterror",
  "sequelizeconnectionacquiretimeouterror", // Sequelize: no connection from the pool in time
  "qdrantclienttimeouterror",
  "chromaconnectionerror",
  // clients that gave up their own retries of 5xx responses (like Gitbeaker's)
  "pineconemaxretriesexceedederror",
  // @anthropic-ai/sdk's RetryableError (thrown to opt into its retries; it escapes once they are spent)
  "retryableerror",
  // LangGraph.js: 'Node "call_model" exceeded its run timeout of 60000ms' (its own retry policy retries it)
  "nodetimeouterror",
  "internalfailure", // Modal (modal-js): "A retryable internal error from Modal."
  "retryaftererror", // Inngest: thrown to ask for a retry after its `retryAfter`
  // Round 91: Python's transport exceptions, which print an empty `str()`: agents keep the class name alone
  // ("httpx.ReadTimeout", "httpcore.PoolTimeout", "asyncio.exceptions.TimeoutError"; `Shapes.bareTypeName`)
  "readtimeout",
  "connecttimeout",
  "writetimeout",
  "pooltimeout",
  "readtimeouterror",
  "remoteprotocolerror",
  "serverdisconnectederror",
  "servertimeouterror",
  "connectionreseterror",
  "connectionrefusederror",
  "connectionabortederror",
  "brokenpipeerror",
  "incompleteread",
  "chunkedencodingerror",
  "sockettimeoutexception",
  // Round 95: browserless's 429 for its health checks and plan concurrency, Twilio Voice's dropped transports and its
  // rate limit (the classes' own names; their words say less)
  "toomanyrequests",
  "transporterror",
  "connectiondisconnected",
  "rateexceedederror"
])

/**
 * A model's own finish reasons that judge its output (Gemini's, as OpenRouter passes them in `native_finish_reason`): a
 * choice that ended with `finish_reason: "error"` for one of them is the output's fault, as from Gemini's own API
 * (round 115), not a stream that broke (review of session 38).
 * @internal
 */
export const outputFinishReasons: ReadonlySet<string> = new Set([
  "malformed_function_call",
  "unexpected_tool_call",
  "too_many_tool_calls",
  "safety",
  "image_safety",
  "recitation",
  "blocklist",
  "prohibited_content",
  "spii",
  "language",
  "content_filter",
  "length",
  "max_tokens"
])

/**
 * The names an app gives its own errors of a transient kind (a field-less `Data.TaggedError("RateLimitError")`, a
 * `NetworkError` class): read only where the error says nothing else (no text), for the same names carry other
 * conditions in words: mssql's `ConnectionError` "Login failed for user 'sa'.", an app's `RateLimitError` "Monthly
 * request limit exceeded." (review of session 38).
 * @internal
 */
export const bareTransientNames: ReadonlyArray<string> = [
  "ratelimiterror",
  "networkerror",
  "connectionerror",
  "requesttimeout"
]

/**
 * Node's codes that end other words' tails (Bedrock's "ResourceNotFoundException", Java's "FileNotFoundException",
 * jinja2's "TemplateNotFound", AWS's "UpdatePipeline"): `decide.ts` reads them in a text only as words of their own,
 * with no letter, digit or "_" on either side (review of session 37). @internal
 */
export const wordNetworkCodes: ReadonlyArray<string> = ["enotfound", "epipe", "etimeout", "eservfail"]

/** @internal */
export const networkPhrases: ReadonlyArray<string> = [
  "fetch failed",
  "no close frame received or sent", // Python websockets: the connection dropped without a close frame
  // DNS as Python reports it (urllib3's NameResolutionError; macOS getaddrinfo: "nodename nor servname provided"),
  // also inside gcloud's "There was a problem refreshing your current auth tokens: …"
  "nameresolutionerror",
  "statuscode.unavailable", // gRPC's Python status (a network phrase: `notNetworkPhrases` beside it decide otherwise)
  "nodename nor servname provided",
  "websocket_lost_connection", // Retell: error_llm_websocket_lost_connection
  "apiconnectionerror: failed to generate llm completion", // LiveKit Agents, after its own retries
  // .NET reports its clients' timeouts as cancellations: Azure.Core's "The operation was cancelled because it exceeded the
  // configured timeout of 0:01:40." and HttpClient's "The request was canceled due to the configured HttpClient.Timeout of
  // 100 seconds elapsing."
  "exceeded the configured timeout of",
  "configured httpclient.timeout of",
  // Spring's RestTemplate/RestClient wraps a request's I/O failure ("I/O error on POST request for \"…\": timeout"); the
  // certificate verdicts it may wrap are Permanent phrases, read first, and https to a plain port is `notNetworkPhrases`'
  "resourceaccessexception: i/o error on ",
  // the MCP reference server "everything": its own timer ends a fetch ("Fetching <url> took more than 30000 ms and was
  // aborted."): the timeout, not a user's abort
  "ms and was aborted",
  // Bun's fetch refused ("ConnectionRefused: Unable to connect. Is the computer able to access the url?"), kept as text by
  // a wrapper such as Neon's NeonDbError, without Bun's code
  "unable to connect. is the computer able to access the url",
  // botocore's EndpointConnectionError and ReadTimeoutError, kept as text by a wrapper ("AWS Bedrock authentication failed:
  // Could not connect to the endpoint URL: …")
  "could not connect to the endpoint url",
  "connection timeout to host", // aiohttp's ServerTimeoutError, as Open WebUI shows it
  "webui could not connect to ollama", // Open WebUI's OLLAMA_NOT_FOUND
  "read timeout on endpoint url",
  "connect timeout on endpoint url",
  "timeout on reading data from socket", // aiohttp's read timeout (LiteLLM)
  // openai-python 0.x's APIConnectionError, as Semantic Kernel 0.x kept its repr: "APIConnectionError(message='Error
  // communicating with OpenAI', http_status=None, …)"
  "error communicating with openai",
  // Java clients' timeouts as agents keep them (LangChain4j, openai4j over OkHttp: "java.lang.RuntimeException:
  // java.io.InterruptedIOException: timeout"; a read timeout: "java.net.SocketTimeoutException: timeout")
  "interruptedioexception: timeout",
  "sockettimeoutexception",
  "timeout has expired", // Firebase AI Logic aborts its fetch with this string, which is then thrown as is
  // Trae: "Request service failed, please check your network configuration and try again." (not a wallet's "Network not
  // recognized. Please check your network configuration.", a setting)
  "check your network configuration and try again",
  // Codex's CodexErr::ConnectionFailed ("Connection failed: {source}") over reqwest's failed connect ("error sending
  // request for url (…)"): no connection was made
  "connection failed: error sending request",
  // Rust's reqwest and hyper in Debug form, as Warp and Goose show them: a reset connection or HTTP/2 stream, a
  // stream's body that broke off
  "kind(connectionreset)",
  "reset(streamid(",
  // Go's net/http2: the server reset the stream ("stream error: stream ID 35; PROTOCOL_ERROR; received from peer", which
  // chatgpt.com's Codex backend sends now and then: the next try passes, sub2api#6900, CLIProxyAPI#5545)
  "; received from peer",
  // Round 86: other stacks' dropped connections as agents in those languages relay them — Go's net/http2 after a GOAWAY
  // ("http2: server sent GOAWAY and closed the connection; LastStreamID=795, ErrCode=ENHANCE_YOUR_CALM"), OkHttp's
  // stream reset while the body was read (not its PROTOCOL_ERROR: the request's form), java.net.http's connection closed
  // before a status line, .NET's body cut mid-read ("The response ended prematurely. (ResponseEnded)"), Dart's TLS
  // peer gone mid-handshake (no certificate verdict)
  "server sent goaway and closed the connection",
  // Round 87: more of them — Python's (glibc's EAI_NONAME "Name or service not known", http.client's "Remote end closed
  // connection without response", an SSL EOF mid-handshake, httpx's empty ReadTimeout behind an agent's label,
  // google-api-core's "504 Deadline Exceeded" and "503 End of TCP stream"), Go's (response headers or the TLS handshake
  // timed out, a read on a connection already closed), Rust's (hyper's "stream closed because of a broken pipe"), the
  // JVM's (Reactor Netty's "Connection prematurely closed BEFORE/DURING response", Reactor's "Did not observe any item or
  // terminal signal within 30000ms", OkHttp's "unexpected end of stream on", the JDK client's bare ConnectException,
  // "EOF reached while reading" and "GOAWAY received", Android's ECONNABORTED), Dart's DNS ("Failed host lookup:")
  "name or service not known",
  "remote end closed connection without response",
  "eof occurred in violation of protocol",
  "error: readtimeout:",
  "504 deadline exceeded",
  "end of tcp stream",
  "timeout awaiting response headers",
  "tls handshake timeout",
  "use of closed network connection",
  "connection prematurely closed before response",
  "connection prematurely closed during response",
  "did not observe any item or terminal signal within",
  "unexpected end of stream on",
  "java.net.connectexception",
  "eof reached while reading",
  "goaway received",
  "software caused connection abort",
  "failed host lookup:",
  // Round 88: Windows' socket errors by their numbers and words, whatever the language of the sentence (Python's
  // "ConnectionResetError(10054, '远程主机强迫关闭了一个现有的连接。', …)", "[WinError 10060]", "[WinError 121] The semaphore
  // timeout period has expired", KoboldCpp's "generation aborted, Winerror 10053"), WinHTTP's 12030 ("The connection with
  // the server was terminated abnormally"), WSAHOST_NOT_FOUND ("No such host is known"), curl's schannel cut mid-handshake;
  // gRPC's GOAWAY in grpc-java's and grpc-js's words, google-api-core's retry deadline, a local server not listening
  // (RamaLama: "Error: could not connect to: http://127.0.0.1:8080/…")
  "connectionreseterror(",
  "远程主机强迫关闭了一个现有的连接",
  "winerror 10053",
  "winerror 10060",
  "[winerror 121]",
  "semaphore timeout period has expired",
  "délai de temporisation de sémaphore a expiré",
  "the connection with the server was terminated abnormally",
  "schannel: failed to receive handshake",
  "received goaway",
  "new streams cannot be created after receiving a goaway",
  "exceeded while calling target function",
  "could not connect to: http",
  // huggingface_hub offline (review 67): "We couldn't connect to 'https://huggingface.co' to load this file, couldn't find
  // it in the cached files … Checkout your internet connection"
  "couldn't connect to 'https://huggingface.co'",
  // Round 89: refused and reset connections by their numbers and class names, which stay English in every locale
  // (Windows' WSA codes as Python, Rust and .NET print them, Rust's `kind: ConnectionReset`, Python's
  // ConnectionRefusedError), Go's Windows connect ("connectex: "), the frames around them (urllib3's "Failed to establish
  // a new connection", reqwest's "tcp connect error", .NET's "Unable to read data from the transport connection"),
  // curl's recv failure and the sentences that carry no number (Russian 10061, French and German ECONNRESET); Apple's
  // URLSession (NSURLErrorDomain -1001, -1003, -1004, -1005, -1009, its DNS sentence in English and Chinese); axios's
  // aborted stream reported as a size limit (≤1.7.7: "maxContentLength size of -1 exceeded", "… of Infinity exceeded"),
  // got's ReadError ("The server aborted pending request")
  "winerror 10061",
  "winerror 10054",
  "os error 10061",
  "os error 10054",
  "socketexception (10061)",
  "socketexception (10054)",
  "kind: connectionreset",
  "kind: connectionrefused",
  "connectionrefusederror(",
  "connectex: ",
  "failed to establish a new connection",
  "tcp connect error",
  "unable to read data from the transport connection",
  "(56) recv failure",
  "конечный компьютер отверг запрос на подключение",
  "connexion ré-initialisée par le correspondant",
  "vom kommunikationspartner zurückgesetzt",
  "nsurlerrordomain error -1001.",
  "nsurlerrordomain error -1003.",
  "nsurlerrordomain error -1004.",
  "nsurlerrordomain error -1005.",
  "nsurlerrordomain error -1009.",
  "a server with the specified hostname could not be found",
  "未能找到使用指定主机名的服务器",
  "maxcontentlength size of -1 exceeded",
  "maxcontentlength size of infinity exceeded",
  "the server aborted pending request",
  // Round 90: curl's cut transfers and resets ("(52) Empty reply from server", "(18) transfer closed with 1729112674 bytes
  // remaining to read" / "… outstanding read data remaining", "(92) HTTP/2 stream 1 was not closed cleanly:
  // INTERNAL_ERROR", "(16) Error in the HTTP2 framing layer", SSL_ERROR_SYSCALL mid-handshake or errno 104, OpenSSL 3's
  // "unexpected eof while reading"), a write on a socket or an MCP server's pipe that closed, EADDRNOTAVAIL's, ENOTCONN's
  // and EHOSTDOWN's words; Ruby's (Net::ReadTimeout, Net::OpenTimeout, Faraday's ConnectionFailed and TimeoutError,
  // "SSL_connect SYSCALL returned=5 errno=0"), Elixir's (Mint's and Req's TransportError reasons, a GenServer call's
  // timeout exit); Chromium's QUIC reset of a stream. Review 69: only in these frames — a shell pipeline's "Broken pipe",
  // a parser's "unexpected EOF while reading", Ruby's "execution expired" around a job's own budget, a dead FUSE mount's
  // "Transport endpoint is not connected" are no network
  "empty reply from server",
  "bytes remaining to read",
  "transfer closed with outstanding read data remaining",
  "was not closed cleanly: internal_error",
  "error in the http2 framing layer",
  "ssl_connect: ssl_error_syscall",
  "ssl_error_syscall, errno 104",
  "ssl routines::unexpected eof while reading",
  "ssl error: unexpected eof while reading",
  "send failure: broken pipe",
  "stream closed because of a broken pipe",
  "write: broken pipe",
  "transport error: failed to write request",
  "cannot assign requested address",
  "[errno 107] transport endpoint is not connected",
  "transport endpoint is not connected (os error 107)",
  "host is down",
  "net::readtimeout",
  "net::opentimeout",
  "faraday::connectionfailed",
  "faraday::timeouterror",
  "ssl_connect syscall returned=5 errno=0",
  "transporterror{reason: :closed",
  "transporterror{reason: :timeout",
  "{:timeout, {genserver, :call",
  "net::err_quic_protocol_error",
  "stream was reset: internal_error",
  "stream was reset: cancel",
  "stream was reset: refused_stream",
  "header parser received no bytes",
  "connection terminated during handshake",
  "stream decode error: error decoding response body",
  // aiohttp's ClientPayloadError (Open WebUI, LiteLLM in Python): the body broke off — "Response payload is not
  // completed: <TransferEncodingError: 400, message='Not enough data to satisfy transfer length header.'>" (its 400 is
  // aiohttp's own code, no HTTP status)
  "response payload is not completed",
  "cannot connect to host", // aiohttp ClientConnectorError: "Cannot connect to host localhost:11434 ssl:default [Connect call failed …]"
  "actively refused it", // Windows WSAECONNREFUSED: "[WinError 10061] No connection could be made because the target machine actively refused it"
  "not enough data for satisfy content length",
  "not enough data for satisfy transfer length",
  "not enough data to satisfy content length",
  "not enough data to satisfy transfer length",
  // undici's "terminated" passed on as text: Anthropic's MessageStream wraps a TypeError of another realm by its
  // string ("AnthropicError: TypeError: terminated"), agents show it in a sentence ("Stream error: TypeError: terminated")
  "typeerror: terminated",
  // Claude's apps: "Claude’s response was interrupted. Please check your network connection or contact support …"
  "check your network connection",
  "failed to fetch",
  "other side closed",
  "socket hang up",
  "econnreset",
  "econnrefused",
  "etimedout",
  "eai_again",
  // (Node's ENOTFOUND and EPIPE are `wordNetworkCodes`: they end other words' tails)
  // `AbortSignal.timeout`'s reason kept as text ("The operation was aborted due to timeout"): the timeout, no user's
  // abort (review of session 37)
  "aborted due to timeout",
  "enetunreach",
  "ehostunreach",
  "connection reset",
  "connection refused",
  "connection error",
  "connection closed",
  "connection was closed",
  "network error",
  "network connection was lost",
  "premature close",
  "timed out",
  "request timeout",
  "stream disconnected",
  "upstream connect error",
  "networkerror when attempting to fetch", // Firefox
  "network request failed", // React Native, whatwg-fetch
  "internet connection appears to be offline", // Safari
  "error reading a body from connection", // Deno
  "failed to lookup address", // Deno: "dns error: failed to lookup address information"
  "timeout exceeded", // Cohere's CohereTimeoutError: "Timeout exceeded when calling POST /v2/chat."
  "ended without a finish reason", // Vercel AI SDK: "Response stream ended without a finish reason."
  "stream has been aborted", // axios (ERR_BAD_RESPONSE): the response body was cut off
  "disconnected unexpectedly", // OpenRouter, mid-stream: "Provider disconnected unexpectedly"
  // streams cut short, as agent libraries word it (pi-ai): "Anthropic stream ended before message_stop",
  // "Stream ended without finish_reason"; a provider's own finish_reason "network_error" (z.ai)
  "stream ended before",
  "temporary failure in name resolution", // EAI_AGAIN as Python (az CLI) words it
  "stream removed", // grpc-js: "2 UNKNOWN: Stream removed" (the HTTP/2 stream dropped)
  // the SDKs' own words for a stream that closed before its terminal event
  "missing finish_reason", // openai ChatCompletionStream: "missing finish_reason for choice 0"
  "missing finish reason", // Gemini CLI: "Model stream ended with an invalid chunk or missing finish reason."
  "model stream ended with empty response text", // Gemini CLI's InvalidStreamError for a stream that sent no text
  "request ended without sending", // openai ChatCompletionStream: "request ended without sending any chunks"
  // Anthropic MessageStream: "stream ended without producing a Message with role=assistant" (not "… a content block
  // with type=text", which `finalText()` says of a complete answer that is a tool call: the same request answers so again)
  "stream ended without producing a message",
  // openai's ChatCompletionStream: "stream ended without producing a ChatCompletionMessage with role=assistant" (a stream
  // cut after Azure's first chunk, `choices: []`), "… without producing a ChatCompletion"
  "stream ended without producing a chatcompletion",
  // the Responses API's stream closed before its terminal event (Copilot CLI: "Stream completed without a
  // response.completed event"; pi-ai over WebSocket: "WebSocket stream closed before response.completed")
  "without a response.completed event",
  "closed before response.completed",
  // pi-ai's WebSocket transport: an abnormal close (1006), the server going away (1001) or failing (1011) or
  // restarting (1012), and its timeouts; a close for a message too big (1009) or a policy (1008) fails again
  "websocket closed 1006",
  // https-proxy-agent: the proxy closed the connection before answering CONNECT
  "proxy connection ended before receiving connect response",
  // Cursor (its RetriableError): "[internal] Failed to establish a socket connection to proxies: PROXY 127.0.0.1:64674"
  "failed to establish a socket connection to proxies",
  "unreachable hosts - your application id may be incorrect", // Algolia's RetryError: every host timed out or failed
  "impossible to connect, please check your algolia application id", // the same, from Algolia's PHP client
  "all hosts have been contacted unsuccessfully", // and from its Go client
  // the socks package: the SOCKS proxy could not reach the host
  "proxy rejected connection - connectionrefused",
  "proxy rejected connection - hostunreachable",
  "proxy rejected connection - networkunreachable",
  "proxy rejected connection - ttlexpired",
  "error in body stream", // Firefox: a response body cut mid-stream ("TypeError: Error in body stream")
  "net::err_incomplete_chunked_encoding", // Chromium and Electron's net.fetch: the body broke off
  "net::err_proxy_connection_failed",
  "websocket closed 1001",
  "websocket closed 1011",
  "websocket closed 1012",
  "websocket closed 1013", // "Try Again Later": the server is overloaded
  "websocket closed 1014", // "Bad Gateway": a gateway's upstream answered wrongly, as HTTP's 502
  // Python's websockets (google-genai's Live API, LiveKit): "received 1011 (internal error) Internal error occurred.;
  // then sent 1011 (internal error) …", "received 1012 (service restart)"
  "1011 (internal error)",
  "1012 (service restart)",
  "websocket idle timeout",
  "websocket connect timeout",
  "post predict:", // Ollama: the server lost its runner ("POST predict: Post \"http://127.0.0.1:63330/completion\": EOF")
  // WSAECONNRESET: "read tcp …: wsarecv: An existing connection was forcibly closed by the remote host." (Go), "[WinError
  // 10054] An existing connection was forcibly closed by the remote host" (Python)
  "forcibly closed by the remote host",
  // Claude Code's "API Error: Unable to connect to API (ConnectionRefused)", "… due to poor internet connection" (a
  // certificate it names is Permanent, above); undici's UND_ERR_CONNECT_TIMEOUT as the AI SDK wraps it ("Cannot connect
  // to API: Connect Timeout Error"); an MCP transport that went away (rmcp's "Transport closed", Goose's "Error from
  // mcp-server: Channel closed")
  "unable to connect to api (",
  "unable to connect to api.",
  "unable to connect to api due to",
  // Claude Code's TLS failures that pass ("Unable to connect to API: SSL error (ERR_TLS_HANDSHAKE_TIMEOUT)"); its
  // certificate verdicts are Permanent (below), its "ERR_SSL_WRONG_VERSION_NUMBER" (https to a plain port) is the setup's
  "err_tls_handshake_timeout",
  "connect timeout error",
  "transport closed",
  "mcp-server: channel closed",
  "the service refused the connection", // n8n's ECONNREFUSED: "The service refused the connection - perhaps it is offline"
  "no route to host", // "[Errno 65] No route to host" (Python, as litellm wraps it), Rust's "(os error 113)"
  // httpx's RemoteProtocolError: the body broke off ("peer closed connection without sending complete message body
  // (incomplete chunked read)")
  "peer closed connection without sending complete message body",
  // TRAE: "请求服务失败，请检查网络后重试 (997)", "客户端网络连接失败，请检查网络后重试", its login dialog's "Network connection
  // failed. Please check your network settings and retry after ensuring a normal connection."
  "请检查网络后重试",
  "network connection failed. please check",
  // reqwest's failed send ("error sending request for url (http://127.0.0.1:8000/v1/chat/completions)", aichat); Go's
  // Windows connect timeout ("dial tcp …:443: connectex: A connection attempt failed because the connected party did not
  // properly respond after a period of time", tgpt) is found by "connectex: " (round 89)
  "error sending request for url (",
  // Ollama: "unexpected server status: llm busy - no slots available" (all slots in use); ollama-python after the
  // server's own retries: "no slots available after 10 retries" (not a booking tool's "No slots available for this date")
  "llm busy - no slots available",
  "no slots available after",
  "ended without a finish chunk", // Vercel AI SDK: "No output generated. The model stream ended without a finish chunk."
  // this library's own words for it (AiModel's adapter and policy), read again from a saved message
  "the stream ended without its finish part",
  "network connection lost", // OpenRouter, mid-stream: "Network connection lost." (provider_unavailable)
  "truncated event message", // AWS SDK event streams (Bedrock): "Truncated event message received."
  // database clients losing their server: pg, ioredis, node-redis
  "connection terminated unexpectedly",
  "query read timeout",
  "timeout expired",
  "connection is closed",
  "socket closed unexpectedly",
  // Chromium's network errors, as Playwright and Puppeteer report them
  "net::err_name_not_resolved",
  "net::err_connection_refused",
  "net::err_connection_reset",
  "net::err_connection_closed",
  "net::err_connection_timed_out",
  "net::err_timed_out",
  "net::err_internet_disconnected",
  "net::err_network_changed",
  "net::err_empty_response",
  // Electron's net.fetch in chat apps: an HTTP/2 stream reset mid-answer, a request cut by the machine's sleep
  "net::err_http2_protocol_error",
  "net::err_network_io_suspended",
  // Deno ≤2.8's fetch, hyper's chain in one TypeError: "tcp connect error: Network is unreachable (os error 101)" (found
  // by "network is unreachable", ENETUNREACH's text, below), "… No route to host (os error 113)" (Node's EHOSTUNREACH)
  // Go's timeouts in a relayed text (Windsurf: "Encountered retryable error from model provider: context deadline
  // exceeded (Client.Timeout exceeded while awaiting headers)")
  "context deadline exceeded",
  "ended without finish_reason",
  // Round 85: a stream that closed or stalled before its end, as agents word it (oh-my-pi: "OpenAI completions stream
  // closed before a finish_reason was received"; Claude Code 2.1: "API Error: Response stalled mid-stream. The response
  // above may be incomplete."), Go's cut body in Reasonix ("deepseek-flash: read stream: unexpected EOF"), undici's
  // "terminated" behind an app's label ("Provider error: terminated")
  "closed before a finish_reason",
  "stalled mid-stream",
  "read stream: unexpected eof",
  "provider error: terminated",
  "network_error",
  "stream_read_error",
  "all connection attempts failed", // httpx ConnectError
  "setup timeout after", // Qwen Code: "[API Error: Streaming setup timeout after 483s …]"
  "empty response detected", // Droid (BYOK): "failed to stream request: empty response detected"
  "stream idle timeout", // Claude Code: "API Error: Stream idle timeout - partial response received"
  "stream ended unexpectedly",
  "connection ended unexpectedly",
  "trouble connecting to the model provider", // Cursor: "… This might be temporary - please try again in a moment."
  "connection failed. please try again", // Cursor (BYOK)
  // curl, git, npm, yarn and gh in their own words
  "could not resolve host", // curl (6), git: "Could not resolve host: github.com"
  "couldn't connect to server", // curl (7), git
  "rpc failed; curl", // git over HTTP: "RPC failed; curl 92 HTTP/2 stream 5 was not closed cleanly"
  "early eof", // git: "fatal: early EOF"
  "network timeout at:", // npm: "FETCH_ERROR … network timeout at: https://registry.npmjs.org/…"
  "esockettimedout", // yarn 1
  // gh: "error connecting to api.github.com\ncheck your internet connection or https://githubstatus.com" (apps put
  // "Error connecting to …" before any failure, a bad connection string too; Cursor says "check your internet
  // connection" beside a request it cannot serialize)
  "check your internet connection or https://githubstatus.com",
  // Firefox's network errors, as Playwright reports them ("page.goto: NS_ERROR_NET_TIMEOUT")
  "ns_error_net_timeout",
  "ns_error_net_reset",
  "ns_error_net_interrupt",
  "ns_error_connection_refused",
  "ns_error_unknown_host",
  "io error: timer expired", // hf_xet's CAS client: a transfer that timed out ("CAS service error : IO Error: Timer expired")
  "auth/network-request-failed", // Firebase Auth's fetch that failed or timed out
  "network is unreachable", // ENETUNREACH's text: ssh's "connect to host github.com port 22: Network is unreachable"
  // google-gax's own deadline ("Total timeout of API google.pubsub.v1.Publisher exceeded 60000 milliseconds before any
  // response was received.") and grpc-js's channel that did not connect ("Failed to connect before the deadline")
  "before any response was received",
  "failed to connect before the deadline",
  "unable to contact server. statuscode: 1006", // Azure Speech's SDK: the WebSocket closed abnormally (1006)
  // mqtt.js: the broker did not answer the CONNECT within connectTimeout ("connack timeout"), or stopped answering pings
  "connack timeout",
  "keepalive timeout",
  // Round 91: Go's transport errors as its HTTP clients wrap them ("dial tcp …: i/o timeout", "lookup
  // …: no such host" and Windows' "No such host is known", the resolver's SERVFAIL "server misbehaving", HTTP/2's lost
  // connection and graceful GOAWAY, a stale keep-alive connection in net/http's and fasthttp's words), Rust's h2
  // REFUSED_STREAM and rustls' cut connection, Android's DNS failure, Python's cut bodies and connections (urllib3's
  // "Response ended prematurely", http.client's IncompleteRead and a chunk size that never came, aiohttp's "Server
  // disconnected" and httpx's "Server disconnected without sending a response", h11 and h2 as httpx relays them, gRPC's
  // RST_STREAM, an SSL connection closed by the peer), Windows' WSA 10060 and its refused, reset and timed-out sentences
  // in Chinese, Russian, French and Japanese (no number beside them), Twisted's refused connection; WebSocket closes and
  // streams cut before their end as chat apps and SDKs word them
  "i/o timeout",
  "http2: client connection lost",
  "graceful shutdown goaway",
  "no such host",
  "server misbehaving",
  "server closed idle connection",
  "closed connection before returning the first response byte",
  "refused stream before processing any application logic",
  "without sending tls close_notify",
  "unable to resolve host",
  "socketexception (10060)",
  "server disconnected",
  "response ended prematurely", // and .NET's "The response ended prematurely" (HttpIOException)
  "invalidchunklength(",
  "incompleteread(",
  "<connectionterminated error_code:",
  "can't handle event type connectionclosed",
  "received rst_stream with error code 2",
  "tls/ssl connection has been closed (eof)",
  "timeouterror(10060",
  "connection was refused by other side",
  "目标计算机积极拒绝",
  "由于连接方在一段时间后没有正确答复",
  "принудительно разорвал существующее подключение",
  "expressément refusée",
  "リモート ホストに強制的に切断されました",
  "could not connect to provider",
  "none of startup nodes is available",
  "closed with code 1006",
  "with reason: (1006)",
  "with reason:  (1006)",
  "keepalive ping timeout",
  "error in input stream",
  "ended without completion event",
  "[googlegenerativeai error]: failed to parse stream",
  "stream error: error decoding response body",
  "transport error: error decoding response body",
  // Round 92: the same stacks, second pass — Python's (tenacity giving up on a connection error or a timeout, gRPC's
  // "failed to connect to all addresses" and "Connect Failed" inside google-api-core's RetryError, urllib3 out of
  // retries on 5xx, asyncio's refused connect, websockets' handshake without an answer and its 1001 close, aiohttp's
  // closing transport and OS errors, WinError 64, getaddrinfo's 11001 and 11002, websocket-client's lost connection),
  // Go's and Rust's (gRPC-Go's closing or draining transport, an RST_STREAM, tonic's Unavailable, hyper's
  // IncompleteMessage, h2's internal error, net/http's body read cut by its timeout, Ollama's pull after its retries,
  // isahc's protocol violation and curl's 52), the JVM's, Dart's and Apple's (Dio's receive and send timeouts, Netty's
  // read and write timeouts, Apache HttpClient's NoHttpResponseException, okio's missing status line, a handshake the
  // peer hung up, gRPC-Java's UNAVAILABLE, OkHttp's HTTP/2 shutdown, NSURLErrorDomain's codes as Cocoa prints them,
  // UnknownHostException), grpc-js's deadline and RST_STREAM, Temporal's and Cadence's activity timeouts, and Windows'
  // and glibc's refused, timed-out and unknown-host sentences in Portuguese, Italian, Spanish, Russian and Chinese
  "raised apiconnectionerror>",
  "raised apitimeouterror>",
  "failed to connect to all addresses",
  "503 connect failed",
  "too many 500 error responses",
  "too many 502 error responses",
  "too many 503 error responses",
  "too many 504 error responses",
  "connect call failed (",
  "did not receive a valid http response",
  "[winerror 64]",
  "specified network name is no longer available",
  "clientoserror: [errno",
  "cannot write to closing transport",
  "1001 (going away)",
  "connection to remote host was lost",
  "getaddrinfo failed",
  "stream error received: unexpected internal error",
  "desc = transport is closing",
  "desc = error reading from server: eof",
  "desc = the connection is draining",
  "stream terminated by rst_stream",
  "status: unavailable, message:",
  "hyper::error(incompletemessage)",
  "client.timeout or context cancellation while reading body",
  "max retries exceeded: unexpected eof",
  "[52] server returned nothing",
  "the server made an unrecoverable http protocol violation",
  "[receive timeout]",
  "[send timeout]",
  "dioerrortype.receivetimeout",
  "dioerrortype.sendtimeout",
  "the request connection took longer than",
  "readtimeoutexception",
  "writetimeoutexception",
  "nohttpresponseexception",
  "\\n not found: limit=",
  "remote host terminated the handshake",
  "remote host closed connection during handshake",
  "statusruntimeexception: unavailable",
  "connectionshutdownexception",
  "nsurlerrordomain code=-1001 ",
  "nsurlerrordomain code=-1003 ",
  "nsurlerrordomain code=-1004 ",
  "nsurlerrordomain code=-1005 ",
  "nsurlerrordomain code=-1009 ",
  "unknownhostexception",
  "deadline_exceeded: deadline exceeded after",
  "received rst_stream with code 2",
  "starttoclose timeout",
  "scheduletoclose timeout",
  "timeouttype: start_to_close",
  "ligação recusada",
  "[errno 111]",
  "rifiuto persistente del computer di destinazione",
  "o componente conectado não respondeu",
  "este host não é conhecido",
  "host desconocido",
  "socketexception (11001)",
  "этот хост неизвестен",
  "不知道这样的主机",
  "deadline expired before operation could complete", // Google's 503 UNAVAILABLE for a deadline
  // Round 93: JavaScript runtimes' and browsers' transport errors as agents relay them in text (Node's TLS handshake cut,
  // undici's header and body timeouts, Bun's closed connection, Vercel's function timeouts, nghttp2's refused stream,
  // n8n's sentences for ECONNRESET, ECONNABORTED, EHOSTUNREACH and EAI_AGAIN, Node's ERR_HTTP2_STREAM_CANCEL in
  // Copilot Chat's banner, Chromium's and Firefox's unreachable address, unconnected socket and cut body, Firefox's
  // WebSocket that did not open), vector stores' clients that could not connect (pymilvus, Chroma, Weaviate)
  "client network socket disconnected before secure tls connection",
  "headers timeout error",
  "body timeout error",
  "connectionclosed: fetch() failed",
  "function_invocation_timeout",
  "nghttp2_refused_stream",
  "perhaps it is offline",
  "perhaps the server is offline",
  "server closed the connection unexpectedly",
  "err_http2_stream_cancel",
  "net::err_address_unreachable",
  "net::err_socket_not_connected",
  "ns_error_net_partial_transfer",
  "net::err_content_length_mismatch",
  "can't establish a connection to the server at",
  "fail connecting to server on",
  "could not connect to a chroma server",
  "connection to weaviate failed",
  // Round 94: the same in other tools' and apps' words — ChatALL's "connection closed by the server" in nine languages,
  // cargo's curl timeout, Bun's refused connection, the Azure CLI's connect timeout under its "unexpected error",
  // Safari's "TypeError: Load failed" behind an app's label, Apple's "Could not connect to the server", Azure Storage's
  // server-side timeout
  "verbindung vom server geschlossen",
  "conexión cerrada por el servidor",
  "connexion fermée par le serveur",
  "connessione chiusa dal server",
  "サーバーが接続を終了しました",
  "서버가 연결을 닫았습니다",
  "соединение закрыто сервером",
  "bị đóng bởi máy chủ",
  "连接被服务器关闭",
  "連線被伺服器關閉",
  "timeout was reached",
  "error: connectionrefused",
  "caused by connecttimeouterror(",
  "error from ollama: typeerror: load failed",
  "could not connect to the server",
  "operation could not be completed within the specified time",
  "stream reset by remote party", // grpclib (Modal's client): the server reset the call's stream
  // the anthropic and openai Java SDKs wrap every OkHttp IOException (a timeout, a reset, DNS) before any status
  // exists: "com.anthropic.errors.AnthropicIoException: Request failed" / "…: Stream failed" (round 94)
  "anthropicioexception",
  "openaiioexception",
  // Round 95: browser-use's cloud browser not reached, Selenium's WebDriverWait timeout, voice platforms' transports
  // (LiveKit's "failed to connect to cartesia", an HTTP/2 stream reset, Twilio Voice's signaling WebSocket timed out,
  // disconnected or ended), Vapi's call ends for a socket hang-up, a 502 or a 504 and a provider's closed WebSocket
  "timeout while creating cloud browser",
  "failed to connect to cloud browser service",
  "timeoutexception: message:",
  "failed to connect to cartesia",
  "rst_stream closed stream",
  "websocket connection timeout",
  "signaling channel is disconnected",
  "signaling servers were unexpectedly ended",
  "-socket-hang-up",
  "-502-network-error",
  "-504-gateway-error",
  "phone-call-provider-closed-websocket",
  // Round 96: Elixir's transports as printed (Mint's and Req's "(… TransportError) socket closed", `:nxdomain`,
  // HTTPoison's `reason: :timeout`, openai_ex's "Non-Existent Domain", LangChain's "DNS resolution failed"), curl's
  // receive failure through PHP (cURL error 56, whatever SSL_read's errno), Symfony's cut chunked body, Celery's lost
  // broker, .NET's and PowerShell's resolver and connect failures (in Spanish and Portuguese too) and the Windows connect
  // timeout without Go's prefix
  "transporterror) socket closed",
  "transporterror{reason: :nxdomain",
  "httpoison.error{id: nil, reason: :timeout",
  "bad address - non-existent domain",
  "dns resolution failed",
  "curl error 56: openssl ssl_read: ssl_error_syscall", // (review 74: not a proxy's 407 or a TLS alert behind curl 56)
  "transfer closed with outstanding data remaining",
  "connection to broker lost",
  "the remote name could not be resolved",
  "no se puede resolver el nombre remoto",
  "unable to connect to the remote server",
  "impossível conectar-se ao servidor remoto",
  "a connection attempt failed because the connected party did not properly respond",
  // Round 97: Prisma's P1001 ("Can't reach database server at …"), MongoDB's network errors as text, grpc-js's
  // deadline as Firestore prints it, Firestore's offline client, the OpenAI Agents SDK's WebSocket transports
  "can't reach database server at",
  "mongonetworkerror: connection ", // (review 75: not a TLS alert behind it, which repeats at every connect)
  "4 deadline_exceeded:",
  "because the client is offline",
  // (review 75: not the sentence alone, which Firestore puts before any last error: "… Most recent error:
  // FirebaseError: [code=permission-denied]: Permission denied on resource project …")
  "could not reach cloud firestore backend. backend didn't respond",
  "responses websocket pong timeout",
  "responses websocket connection failed to open",
  "websocket closed before the connection was ready",
  // Round 99: a TLS record corrupted in transit as Python's ssl says it (Chromium's
  // ERR_SSL_DECRYPTION_FAILED_OR_BAD_RECORD_MAC passes already)
  "alert bad record mac",
  // Round 100: the Voyage SDK's connection failure ("Error communicating with VoyageAI: …")
  "error communicating with voyage",
  // Round 101: Agno's RemoteServerUnavailableError (the httpx connection refused or timed out)
  "failed to connect to remote server at http",
  // Round 102: node-postgres' connect timeout as Supabase's SQL tool relays it
  "connection terminated due to connection timeout",
  // Round 105: Elixir LangChain giving up on a closed connection, Zed's agent failing to send or read
  "retries exceeded. connection failed",
  "error sending http request to",
  "i/o error reading response from",
  // Round 106: the Azure Speech SDK's WebSocket whose socket failed
  "ws_error_underlying_io_error",
  // Review 83: Bun's TLS failure it cannot attribute, raised when a connection resets mid-handshake (opencode and
  // synergy retry it; the named certificate failures stay Permanent)
  "unknown certificate verification error",
  // Round 107: supabase-js' FunctionsFetchError (the request to the Edge Function never arrived)
  "failed to send a request to the edge function",
  // Round 108: the Azure SDK's response body cut off while it was read
  "error reading response as text: aborted",
  // Round 111: OpenSSL's local form of a corrupted TLS record (Python's ssl: "[SSL: DECRYPTION_FAILED_OR_BAD_RECORD_MAC]";
  // also Claude Code's "ERR_SSL_DECRYPTION_FAILED_OR_BAD_RECORD_MAC", which had a phrase of its own)
  "decryption_failed_or_bad_record_mac",
  // Round 114: transport failures as agents print them: Claude Code's connection notices with their codes (its proxy
  // notice drops the proxy's status, and a stale tunnel a new connection replaces was recorded: review 91), Bun's refused
  // connection, a DNS lookup without an answer, undici's HTTP/2 GOAWAY and httpx's stream reset as text (CANCEL only: a
  // PROTOCOL_ERROR reset is the request's form), httpcore's send on a closed HTTP/2 connection; @effect/platform's
  // RequestError and @effect/ai's HttpRequestError for a transport failure (no description: "Transport error (POST
  // https://…)")
  "can't reach the api server",
  "(failedtoopensocket)",
  "(und_err_socket)",
  "no internet route",
  "(enetdown)",
  "couldn't connect through your proxy",
  "was there a typo in the url or port",
  "getaddrinfo enoent",
  "\"goaway\" frame received with code",
  ", error_code:8, remote_reset:true>",
  "connectioninputs.send_headers in state connectionstate.closed",
  "transport error (get http",
  "transport error (post http",
  "transport error (put http",
  "transport error (patch http",
  "transport error (delete http",
  "transport error (head http",
  "transport: an http request error occurred. (",
  // Round 122: @google/generative-ai's stream reader when reading the body failed for any reason but an abort (its
  // abort has its own words, "Request aborted when reading from the stream"): the stream dropped
  "[googlegenerativeai error]: error reading from the stream",
  // Round 123: LangChain's stalled-stream timeout (StreamChunkTimeoutError), together-python's and ollama-python's
  // connection errors, litellm's 502 class relayed with an empty tail
  "no streaming chunk received for",
  "failed to connect to ollama. please check that ollama is downloaded",
  "litellm.badgatewayerror",
  // Round 124: connections lost or refused in Node's and Python's words (an exhausted socket buffer, a destroyed or
  // cancelled HTTP/2 session, httpx's and httpcore's transport classes named in a text, requests' broken pipe, glibc's DNS
  // failure without an address), a remote sandbox that never came up (smolagents), and a run's own timers (LangGraph
  // Python's node timeouts, retried by its own policy)
  "connect enobufs",
  "err_http2_invalid_session",
  "http2 ping cancelled",
  "httpx.readerror",
  "httpcore.readerror",
  "httpx.connecterror",
  "httpcore.connecterror",
  "httpx.writeerror",
  "error_type=readerror",
  "brokenpipeerror(32",
  "no address associated with hostname",
  "exceeded its run timeout of",
  "exceeded its idle timeout of",
  // Round 125: FastMCP's client when the server's session stream closed under a call
  "server session was closed unexpectedly",
  // Round 125: database clients' lost connections (ioredis's offline queue and its commands aborted by a closed
  // connection, mysql2's closed connection and its query inactivity timer)
  "enableofflinequeue options is false",
  "command aborted due to connection close",
  "connection is in closed state",
  "connection lost: the server closed the connection",
  "query inactivity timeout",
  // Round 126: realtime voice sessions dropped and reconnecting (cartesia-js, LiveKit's OpenAI Realtime plugin)
  "websocket closed before it could connect",
  "realtime api during session re-connection",
  "discarded due to session reconnection",
  // Round 127: smtplib's server gone mid-session
  "smtpserverdisconnected",
  // LiteLLM's timeout decorator (litellm/timeout.py, round 128): the call ran out of its time
  "a timeout error occurred. the function call took longer than",
  // Round 130: a model stream cut short: Bedrock's ConverseStream without its last event (LiteLLM), Plandex's EOF
  "ended without a terminal 'messagestop' event",
  "didn't respond: eof",
  "stream error\n  → unexpected eof",
  // Round 131: a stream or transport cut short: asyncio's transport closed under a call (inspect_ai retries the race)
  // (review 107: only the race's own receiver, as inspect_ai reads it; "'Foo' object has no attribute 'call_soon'" is a
  // bug, which its tests must not retry)
  "'nonetype' object has no attribute 'call_soon'",
  // Round 132: the OpenAI Agents JS websocket's socket_not_open, Browser Use's Gemini call cancelled by its timeout
  "responses websocket is not open",
  "request was cancelled (likely timeout)"
]

/**
 * Words that name a network failure only beside others (`decide.ts`): a stream that "ended unexpectedly", axios's
 * "timeout of Nms exceeded". @internal
 */
export const conditionalNetworkPhrases: ReadonlyArray<string> = [" ended unexpectedly", "ms exceeded"]

/** Messages that are the whole text of a transport failure (too generic to match inside a sentence). @internal */
export const networkMessages = new Set([
  // smolagents' remote sandbox that never came up (round 124), whole (review 100: BuildXL's "Unable to connect to sandbox
  // kernel extension … make sure it is loaded" needs a person)
  "unable to connect to sandbox",
  // together-python's async client's connection error (round 123), whole (review 99: apps' catch-alls say "Error
  // communicating with Together AI." of a 401 too)
  "error communicating with together",
  // the AI SDK's "Cannot connect to API:" with its cause lost (round 114); with a cause, the cause decides (review 91: an
  // untrusted certificate or a refused EACCES behind it fails again)
  "cannot connect to api:",
  "terminated",
  // undici's "terminated" passed on as text, named by its type ("typeerror: terminated" is a network phrase)
  "error: terminated",
  "websocket error", // pi-ai's WebSocket transport, bare
  "socket closed", // the socks package's SocksClientError: the proxy closed the connection
  "connection timeout", // node-redis's ConnectionTimeoutError
  "network problem", // Open WebUI's banner
  "aborted",
  "timeout",
  "network error",
  "load failed",
  // Safari's fetch failure as its TypeError prints ("TypeError: Load failed"), reqwest-eventsource's StreamEnded as an
  // agent shows it ("Stream ended": the body ended before any terminator)
  "typeerror: load failed",
  "stream ended",
  "non-existing domain", // Mint's and Req's message for `:nxdomain` (round 96)
  // redis-py's pool (the OpenAI Agents SDK's RedisSession): no connection freed within its timeout (round 97)
  "no connection available.",
  // Round 110: Node's ERR_SOCKET_CLOSED as Claude Code shows it, a proxy's tunnel dropped
  "socket is closed"
])

/**
 * Messages that are the whole text of a transient server condition, as streams report them without a
 * status or a code (an assistant message ending with `errorMessage: "Overloaded"`). @internal
 */
export const transientMessages = new Set([
  // the openai and anthropic SDKs' message for an error with neither a status nor a body (an `error` event with empty
  // data mid-stream), as an agent keeps it: as empty as the error it names (review of session 38)
  "(no status code or body)",
  // mysql2's pool out of connections or over its queue limit (round 125), whole
  "no connections available.",
  "queue limit reached.",
  // ogx (Llama Stack)'s own words for a response that failed on its side (its response.failed, coded server_error), whole
  // (review 98: apps wrap any error in them, "⚠️ An unexpected error occurred while generating the response. ${error}",
  // a blocked candidate's or a programming error's)
  "an unexpected error occurred while generating the response.",
  "an unexpected error occurred while generating the response",
  // AssemblyAI's streaming cap (close 4102, round 120), whole (review 96: FFmpeg and others say a file or a call has "too
  // many streams", which fails again)
  "too many streams",
  // Baidu's legacy "app not exists or create failed" (15, in a 200: its table says a retry solves it), whole (round 118)
  "app not exists or create failed",
  // VoltAgent's stream error without details before any output (round 117), whole: a Go retry runner puts these words
  // before any provider error it relays (review 93)
  "stream error before output",
  // openai-python's failure event without a message (round 114), whole: apps prefix their own errors with these words
  "an error occurred during streaming",
  // Cloudflare Workers' resource-limit page, whole (round 107: "Error Code: 1102" is also MySQL's and others')
  "error code: 1102",
  "rate exceeded.", // AWS's throttle, whole (Lambda, API Gateway), as a relay keeps it
  "server error", // AssemblyAI's streaming close 3005, the whole message (round 95)
  "server error.", // Kilo Code's stand-in for a stream's server_error without a message (round 131)
  "overloaded",
  // Neon's proxy when its control plane does not answer; whole: with the answer after a colon ("…: endpoint is
  // disabled", 406) it is the user's, as Neon counts it, and other apps write a status there (`textStatus.ts`)
  "control plane request failed",
  "control plane request failed.",
  // FastGPT's 502 text, whole: "payment gateway error: …" is a payment's
  "gateway error",
  // pi-ai's text for a stream the provider ended with finish_reason "error" (OpenRouter: the upstream failed
  // mid-generation)
  "provider finish_reason: error",
  "ratelimited", // Slack: a platform error `{ ok: false, error: "ratelimited" }`
  "throttled", // Shopify's GraphQL: the whole message
  "sorry, something went wrong.", // Azure AI Foundry agents: a run's `last_error` (code server_error), its message alone
  "slow down", // OpenAI's load shedding (`slow_down`), its message alone: `{"error": "slow down"}`
  // a request timed out or a server failed, as whole texts: Cherry Studio's request_timeout and 5xx texts (ro-ro
  // "Cererea a expirat", and the zh, de, es, fr, el, pt, it and tr ones below), and the Romanian words with a period or a
  // request to try again (a C# TaskCanceledException's, an AbortError's): too generic inside a sentence ("请求超时时间必须
  // 大于0" is a setting's validation)
  "cererea a expirat",
  "cererea a expirat.",
  "cererea a expirat. încearcă din nou.",
  "cererea a expirat. te rugăm să încerci din nou.",
  "cererea a expirat. va rugam incercati din nou.",
  "server unreachable",
  "failed to establish websocket connection.",
  "upstream gateway error",
  "failed to read upstream stream",
  "empty upstream response",
  "上游请求失败",
  "network connection failed",
  "upstream service error",
  "server overloaded",
  "erreur serveur, veuillez vérifier le serveur.",
  "서버 오류가 발생했습니다. 서버를 확인해 주세요.",
  "sunucu hatası oluştu, lütfen sunucuyu kontrol edin.",
  "خطأ في البوابة.",
  "грешка на шлюза.",
  "gateway error.",
  "error de puerta de enlace.",
  "erreur de passerelle.",
  "kesalahan gateway.",
  "errore gateway.",
  "ゲートウェイエラー。",
  "게이트웨이 오류.",
  "erro de gateway.",
  "ошибка шлюза.",
  "ağ geçidi hatası.",
  "lỗi cổng.",
  "網關錯誤。",
  "网关错误。",
  "مهلة البوابة.",
  "изтичане на времето на шлюза.",
  "waktu habis gateway.",
  "timeout gateway.",
  "게이트웨이 타임아웃.",
  "timeout de gateway.",
  "網關超時。",
  "هناك خلل في شبكتك ولا يمكنك الاتصال بالخادم.",
  "네트워크에 이상이 있어 서버에 연결할 수 없습니다.",
  "انتهت مهلة الطلب",
  "تجاوز الطلب الحد المسموح به، يرجى المحاولة مرة أخرى لاحقا", // written without its vowel marks: whole messages are compared so
  "请求过于频繁",
  "請求過於頻繁",
  "网关错误",
  "요청이 너무 많음",
  "게이트웨이 타임아웃",
  "비정상 연결 종료",
  "下载过程被中断，请重试",
  "下載過程被中斷，請重試",
  "gateway-fehler.",
  "délai d'attente de la passerelle dépassé.",
  "таймаут шлюза.",
  "hết thời gian chờ cổng.",
  "a server error occurred, please check the server.",
  // the same whole texts with a period or a short "retry"
  "请求超时。",
  "请求超时，请重试",
  "anforderung zeitüberschreitung.",
  "solicitud agotada.",
  "tempo limite esgotado.",
  "server error, please retry later",
  "服务器异常，建议稍后重试",
  "请求超时",
  "請求逾時",
  "anforderung zeitüberschreitung",
  "délai d'attente de la requête dépassé",
  "solicitud agotada",
  "έληξε το χρονικό όριο του αιτήματος",
  "伺服器異常，建議稍後重試",
  "serverfehler, bitte später erneut versuchen",
  "error del servidor, intenta de nuevo más tarde",
  "σφάλμα διακομιστή, δοκιμάστε ξανά αργότερα",
  "tempo limite esgotado",
  "errore del server, riprovare più tardi",
  "errore gateway, riprovare più tardi",
  "servizio non disponibile, riprovare più tardi",
  "sunucu hatası, lütfen daha sonra tekrar deneyin",
  "ağ geçidi hatası, lütfen daha sonra tekrar deneyin",
  "hizmet kullanılamıyor, lütfen daha sonra tekrar deneyin",
  // Round 100: the Voyage SDK's text for any HTTP 500, whole (a 400's longer sentence may start so)
  "the server failed to process the request.",
  // Round 101: Google ADK's McpToolset with an empty cause (a timeout's `str()` is blank); with a cause, its words decide
  "connectionerror: failed to get tools from mcp server:",
  "failed to get tools from mcp server:",
  // Round 102: @clickhouse/client's own request timeout, whole (ClickHouse Cloud waking a service from idle)
  "timeout error.",
  // Round 103: Kortix's LLM gateway relaying an upstream SSE error frame, whole
  "upstream stream error"
])

/**
 * A gateway with no route for the model ("No available channel for model …", one-api/new-api's "无可用渠道"):
 * the same request fails the same way, however transient its 503 looks.
 * @internal
 */
export const unroutablePhrases: ReadonlyArray<string> = [
  "keinen verfügbaren kanal für das angeforderte modell", // LobeHub's NoAvailableChannel (de)
  "no available channel for model",
  "无可用渠道",
  "倍率或价格未配置", // new-api (model_price_error): the relay has no price for the model until its admin sets one
  // CLIProxyAPI (ProxyPal): "unknown provider for model gemini-claude-sonnet-4-5", a 502 typed server_error
  "unknown provider for model",
  // LobeHub (en-US NoAvailableChannel): "There is no available channel for the requested model …" (its table: not
  // retryable), whatever "try again later" follows
  "no available channel for the requested model",
  // Round 122: codex-lb's 503 when no account in its pool has a plan that serves the model (also relayed as
  // "stream disconnected before completion: No accounts with a plan supporting model 'gpt-5.4'"): another model passes
  "no accounts with a plan supporting model"
]

/** The codes of a gateway without a route for the model (see `unroutablePhrases`). @internal */
export const unroutableCodes = new Set(["model_not_found", "model_price_error"])

/** A 403 from one chat or user refusing a bot (Telegram): other chats still work. @internal */
export const refusedByRecipientPhrases: ReadonlyArray<string> = [
  "blocked by the user",
  "bot was kicked",
  "forbidden: user is deactivated", // Telegram's wording: the recipient's account, not the caller's
  // Telegram's other refusals by one chat ("Forbidden: bot can't initiate conversation with a user", "… bot is not a
  // member of the channel chat", "… bot can't send messages to bots"): every other chat still works
  "forbidden: bot ",
  "forbidden: the group chat was deleted",
  // Round 101: Teams' refusals by one user or conversation (the Bot Framework's 403s ConversationBlockedByUser,
  // BotNotInConversationRoster, a proactive message to a user without the app): every other conversation still works
  "user blocked the conversation with the bot",
  "part of the conversation roster", // Microsoft's docs write "isn't", the API sends "is not" (review 80a)
  "installed in user's personal scope"
]

/**
 * A 403 for what this request asked for, which the same call without it passes (Bedrock: "You invoked an unsupported
 * model or your request did not allow prompt caching.": drop the cache point or pick another model).
 * @internal
 */
export const forbiddenByRequestPhrases: ReadonlyArray<string> = [
  // ClickUp's 401 OAUTH_023 for a task or list id outside the token's workspaces (n8n stopped refreshing the token on it)
  "team(s) not authorized",
  "do not have permissions for this team", // Fireflies (not_in_team): a user outside the key's team
  "request was blocked due to security rules", // Recall.ai's firewall (request_blocked): a localhost URL in the payload
  "domain not supported.", // qoest's scraper (a 403): one domain it does not scrape; other URLs pass
  // Canvas LMS's refusal of one course, folder or file (as a 401 or a 403); the token reads the others
  "user not authorized to perform that action",
  "user not authorised to perform that action",
  "insufficient buying power", // Alpaca: an order above the account's buying power; a smaller one passes
  "with duplicate content", // X API v2: "You are not allowed to create a Tweet with duplicate content."
  // GitHub: a write to an archived repository ("Repository was archived so is read-only."); reads and other repositories
  // pass with the same token
  "was archived so is read-only",
  "archived so it is read-only",
  "this token has no access to model", // new-api: the key's list of models leaves this one out; others pass
  "website is no longer supported", // Firecrawl: one site it no longer scrapes; other URLs pass
  "did not allow prompt caching",
  "the model is offline", // Baidu Qianfan v2 (model_offline): the model was retired; another model passes
  "- status code 403", // the MCP reference fetch server: one website refused one page ("Failed to fetch <url> - …")
  "does not have access to the requested model", // Deepgram's INSUFFICIENT_PERMISSIONS: another model passes
  // E2B's 403 for a template the team may not use (SandboxError "403: Team '…' does not have access to the template
  // 'python'", sandboxToolErrors.ts): another template passes
  "does not have access to the template",
  // Droid: "This model is not available due to your organization's security settings." (another model passes)
  "not available due to your organization's security settings",
  // SiliconFlow: `{"message":"Model disabled."}` for a retired model (the key and other models work)
  "model disabled.",
  // xAI (operation-denied): "Access denied because this operation is unavailable under ZDR" (a zero-data-retention team
  // cannot use a feature that keeps data; the same call without it passes)
  "unavailable under zdr",
  // Round 102: one repository blocked (GitHub's DMCA or ToS block), one result too large for the job (BigQuery's
  // responseTooLarge): other requests pass
  "repository access blocked",
  "response too large to return",
  // Round 106: a 403 for one request's feature or model (Firecrawl's headers and actions by country, Crawl4AI's hooks
  // off, a relay's token without that model)
  "is not allowed by default in your country",
  "hooks are disabled. set crawl4ai_hooks_enabled",
  "令牌无权使用模型",
  // Round 107: Gemini's 403 for a cached content that expired or was deleted (the call with a new cache passes)
  "cachedcontent not found",
  // Round 108: a 403 for one file (Drive's per-file download quota, Box's folder owner's size cap, a locked item, a
  // malware rule)
  "download quota for this file has been exceeded",
  "file size exceeds the folder owner's file size limit",
  "access denied – item locked",
  "blocked by shield malware detection rule",
  // Round 110: Bedrock's model not enabled for the account, whose other models pass ("anthropic.claude-opus-4-7 is not
  // available for this account. You can explore other available models …")
  "is not available for this account. you can explore other available models",
  // Round 111: Droid's model an admin has not opted the organization in to (its other models pass)
  "requires explicit organization opt-in",
  // Round 112: Groq's model an admin has not enabled for the project or organization (its other models pass)
  "is blocked at the project level",
  "is blocked at the organization level",
  // round 118: DashScope's 403 for a call made the wrong way (its X-DashScope-Async header): "Current user api does not
  // support asynchronous calls.", and the same for synchronous ones
  "user api does not support asynchronous calls",
  "user api does not support synchronous calls",
  // round 120: Firecrawl's 403s for one URL: a domain its organization's threat protection blocks, content the site refused
  "blocked by your organization's threat protection policy",
  "access to the requested content was denied",
  // round 120: Google Drive's 403s for one file or folder (the rest of the drive answers): a folder's children or depth
  // limit, a file the user or the app may not write, a move or an inherited permission shared drives refuse
  "delegation denied for ", // Gmail (a 403): one mailbox the credentials do not act as; `me` answers (review 96)
  "the limit for this folder's number of children",
  "levels of folders",
  "does not have sufficient permissions for file",
  "has not granted the app",
  "moving folders into shared drives is not supported",
  "cannot update or delete an inherited permission",
  // round 121: npm's 403 for a version that exists already (the same publish fails again)
  "cannot publish over the previously published version",
  "cannot publish over previously published version",
  // Round 123: new-api's same refusal in Chinese ("该令牌无权访问模型 gpt-5")
  "该令牌无权访问模型",
  // Round 123: LiteLLM's proxy with enforce_user_param set, refusing a request without `user` as a 401 (its auth checks
  // wrap every exception so): a request with the parameter passes
  "'user' param not passed in",
  // Round 125: S3's InvalidObjectState, a 403 for one archived object (Glacier): a restore or another object passes
  "the operation is not valid for the object's storage class",
  "not allowed for the object's current storage class"
]

/**
 * The causes undici gives a `fetch failed` that no retry changes (its own checks before or instead of a connection): a
 * redirect loop, a redirect refused, a port the Fetch standard blocks, a URL without a known scheme ("localhost:3000"),
 * a `file:` URL.
 * @internal
 */
export const fetchRefusalMessages = new Set([
  "redirect count exceeded",
  "unexpected redirect",
  "bad port",
  "unknown scheme",
  "not implemented... yet...",
  "url scheme must be a http(s) scheme" // a redirect to magnet:, ftp:, …
])

/**
 * undici's refusals to send a request, thrown before any connection and wrapped by fetch as "fetch failed" (and by the
 * SDKs as a connection error): a header fetch may not set (a proxy forwarding its incoming request's `transfer-encoding`,
 * `keep-alive`, `upgrade` or `expect`), a `content-length` that does not fit the body (a middleware that rewrote it).
 * The same request is refused again: no network failure (session 46).
 * @internal
 */
export const requestRefusalCodes = new Set([
  "und_err_invalid_arg",
  "und_err_not_supported",
  "und_err_req_content_length_mismatch"
])

/** Texts a network phrase may surround that no retry changes: https to a plain-HTTP port (Python's ssl), an HTTP/2 stream
 * the server resets for the request's own form. @internal */
export const notNetworkPhrases: ReadonlyArray<string> = [
  // Round 93: a browser refusing the answer for its CORS headers, before the "TypeError: Failed to fetch" it throws (the
  // server's setting, Ollama's OLLAMA_ORIGINS)
  "blocked by cors policy",
  // Review 66: Dart looking up a URL's scheme as its host ("Failed host lookup: 'https'", a malformed URL), a Go server's
  // own listener closed on shutdown ("accept tcp [::]:443: use of closed network connection"), a connect the machine's
  // own policy refuses (SELinux, a firewall: "java.net.ConnectException: Permission denied")
  // Round 89: Apple's App Transport Security refusing plain http before anything is sent; node-fetch's FetchError for a
  // redirect loop or a body over the caller's `size` (its `system` errors are the network)
  "app transport security policy requires the use of a secure connection",
  "maximum redirect reached at: ",
  "content size at ",
  // Review 68: a connect the machine's policy or the configuration forbids, whatever frame carries it (Windows'
  // WSAEACCES "An attempt was made to access a socket in a way forbidden by its access permissions" under Go's
  // "connectex: " or reqwest's "tcp connect error", "The requested address is not valid in its context" for 0.0.0.0,
  // tonic's "invalid socket address syntax", SELinux behind urllib3's "Failed to establish a new connection")
  "in a way forbidden by its access permissions",
  "the requested address is not valid in its context",
  "invalid socket address syntax",
  "new connection: [errno 13] permission denied",
  // Review 69: systemd's bus in a container ("Failed to connect to bus: Host is down"), a server bound to an address the
  // machine does not have ("bind: cannot assign requested address")
  "failed to connect to bus: host is down",
  "bind: cannot assign requested address",
  // Python's missing file and missing module: no network failure, whatever else their text says (review 67: "FileNotFoundError:
  // Unable to load model: invalid file name"; review 106)
  "filenotfounderror",
  "modulenotfounderror",
  "failed host lookup: 'http'",
  "failed host lookup: 'https'",
  "accept tcp ",
  "connectexception: permission denied",
  // reqwest reaching a server it cannot talk to, however it says it failed to send: https to a plain-HTTP port
  // ("error trying to connect: received corrupt message of type InvalidContentType"), a client built without TLS
  // ("invalid URL, scheme is not http")
  "received corrupt message of type invalidcontenttype",
  "scheme is not http",
  "unsupported or unrecognized ssl message", // Java: https to a plain-HTTP port (Spring's "I/O error on POST request …")
  "violates the ssrf protection", // an SSRF guard refusing the URL, in Spring's "I/O error on …" wrapper
  "trying to connect an http1.x server", // gRPC (UNAVAILABLE) to a server that does not speak HTTP/2: the setup's
  // a response that is not HTTP/1.1 as undici parses it (its HTTPParserError, whose `code` undici 7 leaves undefined: a
  // bad chunk size, Content-Length beside Transfer-Encoding, "Expected HTTP/" from an SSH server on the port) and as
  // Deno's hyper says it: the same server answers the same way again
  "response does not match the http/1.1 protocol",
  "invalid http version parsed",
  "[ssl: wrong_version_number]",
  // the same through node:https and node-fetch, whose `code` is EPROTO ("write EPROTO …:error:0A00010B:SSL
  // routines:ssl3_get_record:wrong version number:…", cline/cline#2921), and through BoringSSL (Electron:
  // "…:SSL routines:OPENSSL_internal:WRONG_VERSION_NUMBER:…") (review of session 37)
  ":wrong version number:",
  ":wrong_version_number:",
  ", protocol_error, remote)",
  "http_1_1_required",
  // Bun's fetch of a server that does not speak HTTP ("Malformed_HTTP_Response fetching \"http://…\"", code
  // `Malformed_HTTP_Response`), wrapped by the SDKs as a connection error
  "malformed_http_response",
  // Node 22+'s fetch given an undici 8 dispatcher it cannot drive ("invalid onRequestStart method", UND_ERR_INVALID_ARG):
  // no connection is tried, and every call fails so until the code changes (openai adds "This may be caused by
  // passing an undici dispatcher …")
  "invalid onrequeststart method",
  // Node's own HTTP parser (node:http, as @effect/platform-node's client wraps it in a Transport RequestError): "Parse
  // Error: Expected HTTP/, RTSP/ or ICE/" (code HPE_INVALID_CONSTANT) from a port that does not speak HTTP
  "parse error: expected http/",
  // undici's Request refusing a base URL with a user and password ("http://u:p@host/v1"), before any connection
  "request cannot be constructed from a url that includes credentials",
  "may be caused by passing an undici dispatcher",
  // openai-python 0.x's APIConnectionError around a base URL without a scheme ("Error communicating with OpenAI: Invalid
  // URL '/chat/completions': No scheme supplied. …"): a setting to fix
  "no scheme supplied",
  // the kernel refusing a route a tool adds ("RTNETLINK answers: Network is unreachable", "SIOCADDRT: Network is
  // unreachable", Go's "netlink receive: network is unreachable"): the command's gateway is wrong, and stays so
  "rtnetlink answers: network is unreachable",
  "siocaddrt: network is unreachable",
  "netlink receive: network is unreachable",
  // MQTT brokers' CONNACK refusals (the credentials, a permission, a ban), worded as mqtt.js words them
  "connection refused: not authorized",
  "connection refused: bad username or password",
  "connection refused: banned",
  // a keepalive setting refused ("keepalive timeout must be positive", grpc-java; "invalid keepalive timeout: time:
  // invalid duration", Go), not mqtt.js's or ssh2's "Keepalive timeout"
  "keepalive timeout must",
  "invalid keepalive timeout",
  // Codex's stream ended by OpenAI's filter ("stream disconnected before completion: Incomplete response returned, reason:
  // content_filter"): the filter withholds the answer again (round 96)
  "incomplete response returned, reason: content_filter",
  // CircleCI's step without output past its limit ("Too long with no output (exceeded 10m0s): context deadline
  // exceeded"): the job's own budget, hit again (round 98)
  "too long with no output (exceeded",
  // Review 82: a Python template that wraps an HTTP error answer, not a failed send ("Error sending HTTP request to {}.
  // Response received: {}")
  ". response received: ",
  "response text received: ",
  // Round 115: a port fetch refuses (promptfoo keeps the cause in its text: "fetch failed (Cause: Error: bad port)"), an
  // IMDS that answered without a token (openai-python's "Failed to fetch Azure subject token from IMDS: … did not include
  // an access_token")
  "(cause: error: bad port)",
  "did not include an access_token",
  // Round 124: undici's answer whose headers exceed its limit (UND_ERR_HEADERS_OVERFLOW), under "fetch failed": the same
  // request meets it again
  "headersoverflowerror",
  "headers overflow error",
  // Round 126: ElevenLabs' 1008 close for a request's own field rule, as Pipecat prints it after "connection closed"
  "voice_settings field must be provided in the first message"
]

/**
 * LiteLLM's exception classes for an upstream 5xx, a dropped connection or a timeout, kept as text by an agent (OpenHands:
 * "Conversation run failed …: litellm.InternalServerError: InternalServerError: OpenAIException"): transient text, but
 * only a class name, so they do not say that a guardrail or content filter named beside them failed by itself.
 * @internal
 */
export const upstreamFailureClassPhrases: ReadonlyArray<string> = [
  // OpenCode Go (a relay): "Error from provider (Console Go): Upstream request failed"; what it relays in brackets after
  // it decides first (a status, a request's error code: `decide.ts`)
  "upstream request failed",
  "litellm.ratelimiterror", // LiteLLM's class for any 429; a spent quota's words decide first
  "litellm.internalservererror",
  "litellm.serviceunavailableerror",
  "litellm.timeout:"
]

/**
 * A test runner's report of failed tests, as a command that ran them fails with it (vitest writes its failures to
 * stderr, which Node's "Command failed" message holds): the run's result, whatever its tests' errors say ("connect
 * ECONNREFUSED", "Test timed out in 1000ms").
 * @internal
 */
export const testRunMarkers: ReadonlyArray<string> = [
  " failed tests ", // vitest: "⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯"
  " failed suites ", // vitest, a file that failed before its tests ran (a `beforeAll`)
  "test files  ", // vitest's summary: " Test Files  1 failed (1)" (uncoloured)
  "test suites: ", // jest's summary: "Test Suites: 1 failed, 1 total"
  "short test summary info", // pytest: "=== short test summary info ===" before its FAILED lines
  "\nℹ fail " // node --test: "ℹ tests 1 … ℹ fail 1"
]

/**
 * Google's server-side cancel (its 499 CANCELLED) as an agent keeps the body in text ("[API Error: [{\"error\": {\"code\":
 * 499, \"message\": \"The operation was cancelled.\", …, \"status\": \"CANCELLED\"}}]]"): not the user's abort its
 * message reads as.
 * @internal
 */
export const googleCancelled: ReadonlyArray<string> = ["\"status\":\"cancelled\"", "\"status\": \"cancelled\""]

/**
 * Texts whose abort words are the server side's, not the user's: Google's cancel, gRPC .NET's status for a call the
 * server broke ("Status(StatusCode=\"Unavailable\", Detail=\"Error starting gRPC call. … The request was aborted. … The
 * response ended prematurely\")").
 * @internal
 */
export const serverSideAbortMarkers: ReadonlyArray<string> = [
  ...googleCancelled,
  "statuscode=\"unavailable\"",
  // Cloud Run's request that found no instance to run on (round 107): the platform's, passing
  "aborted because there was no available instance",
  // the Gemini Live API closing a session at its age limit (round 114): "1008 None. The operation was aborted."
  "1008 none. the operation was aborted",
  "(policy violation) the operation was aborted",
  // openai's workload identity token providers abort their metadata request on a timer of their own (10 s), never on
  // the caller's signal: "failed to fetch token from IMDS" over an AbortError, "Failed to fetch token from GCP Metadata
  // Server: This operation was aborted"
  // the wrapper's whole message, then its cause's: not a user's abort whose text names the provider
  "failed to fetch token from imds | this operation was aborted",
  "failed to fetch token from gcp metadata server: this operation was aborted"
]

/** A 429 that is the request's fault: an endpoint that does not serve the model. @internal */
export const requestFault429Phrases: ReadonlyArray<string> = [
  // gRPC's RESOURCE_EXHAUSTED for an oversized request (Vertex AI through google-api-core: "ResourceExhausted: 429
  // received Metadata size exceeded hard limit (value length 637301 vs. 16384)."): the same request fails again
  "metadata size exceeded hard limit",
  "must be accessed through the",
  // Chutes: "Stop spamming this prompt, please..." (the same request within 3 hours; each try resets the window)
  "stop spamming this prompt",
  // gRPC's message size, as google-api-core names it ("ResourceExhausted: 429 Received message larger than max (5218782
  // vs. 4194304)"): the same document gives the same answer
  "received message larger than max",
  // Zoom's daily caps on one registrant ("You have exceeded the daily rate limit of (3) for Add meeting registrant API
  // requests for the registrant (…)", "… permitted for (…) this particular registrant"): the others register as before
  "for the registrant ",
  "this particular registrant",
  // Round 110: Anthropic's fast mode without usage credits (the same prompt passes without `speed: "fast"`)
  "usage credits are required for fast mode",
  // Round 111: LiteLLM's caps on one agent session (its iterations, its dollar budget): a new session passes
  "max iterations exceeded for session",
  "session budget exceeded for session",
  // Round 112: Groq's output allowance refused before any wait ("Request too large … on output tokens per minute (OTPM): …
  // The request's expected output tokens exceed the enforced limit; reduce max_tokens.")
  "expected output tokens exceed the enforced limit"
]

/** A 451 for one resource (GitHub: a repository taken down), not the caller's region. @internal */
export const resourceBlocked451Phrases: ReadonlyArray<string> = [
  "repository access blocked",
  // Jina Reader: "Domain github.com blocked until … due to previous abuse found on https://…" (that domain only; an API
  // key or another URL passes)
  "due to previous abuse found on"
]

/**
 * A 5xx that the request caused: a feature the server was not started with (llama.cpp: "tools param requires
 * --jinja flag": the same call without it passes), or a history the model's chat template raises on.
 * @internal
 */
export const requestFault5xxPhrases: ReadonlyArray<string> = [
  // Round 85: TensorZero's rate-limiting rules need the request's `max_tokens` ("Missing max tokens for rate limited
  // request.", now "Missing `max_tokens` for request subject to rate limiting rules."), relayed in a 502; a gRPC backend
  // without the method (LocalAI: "rpc error: code = Unknown desc = unimplemented", a 500): another model or call passes
  "missing max tokens for rate limited request",
  "missing `max_tokens` for request subject to rate limiting",
  "desc = unimplemented",
  // Chatbox's bad_params (20006), in German (its "… später erneut" is no passing condition)
  "ungültige anforderungsparameter",
  // Suna's 500 for a project without a sandbox ("Failed to initialize sandbox: 404: No sandbox found for this project")
  "no sandbox found for this project",
  // Presidio's analyzer: an entity it has no recognizer for in the request's language, answered with a 500
  "no matching recognizers were found",
  // a Python TypeError in the server's own code (LiteLLM's "MidStreamFallbackError: … aiter_text() got an unexpected
  // keyword argument 'encoding'", behind a 503): every request fails the same way until it is fixed
  "got an unexpected keyword argument",
  // Google ADK's run budget (`max_llm_calls`), served by `adk web` as a 500: "LlmCallsLimitExceededError: Max number of
  // llm calls limit of `1` exceeded" — the caller's own limit, the same run fails the same way
  "max number of llm calls limit of",
  "requires --jinja flag",
  // llama.cpp without a vision projector: "image input is not supported - hint: if this is unexpected, you may need to
  // provide the mmproj", or a build that reads no image part ("Failed to parse messages: Unsupported content part type:
  // \"image_url\""): the same call without the image passes
  "image input is not supported",
  "unsupported content part type",
  // Firecrawl self-hosted without its browser backend: "Browser feature is not configured (HANGAR_URL is missing)." (a 503)
  "feature is not configured",
  // litellm's own ValueError re-raised as `APIError(status_code=500, …)`: "LLM Provider NOT provided. Pass in the LLM
  // provider you are trying to call." (no server answered; the model name lacks its provider)
  "llm provider not provided",
  // the model's chat template raising on the history the request sends (llama.cpp, Jan): "Error: Jinja Exception: After
  // the optional system message, conversation roles must alternate …", "Cannot subscript null at row 23, column 40:\n
  // {%- set start_of_message = message.content[:tool_start_length] %}": the same history fails the same way
  "jinja exception",
  "{%- ",
  "{% ",
  // Bifrost relaying Bedrock's refusal as a plain-text 500: "This model doesn't support tool use in streaming mode."
  "model doesn't support tool use",
  // Google's upload server: a resumable upload's chunk at the wrong offset, answered with a 503 ("Invalid request.
  // According to the Content-Range header, the upload offset is … which exceeds already uploaded size …")
  "according to the content-range header, the upload offset",
  // llama.cpp re-parsing the tool calls the client replays in its history, as a 500: "Failed to parse tool call arguments
  // as JSON: [json.exception.parse_error.101] …" (llama.cpp#25510; a 400 since #25583): the same history fails again
  "failed to parse tool call arguments as json",
  // a SOAP 1.1 fault that blames the request, sent as an HTTP 500 as SOAP does: Workday's Client.validationError ("'4321'
  // is not a valid ID value for type = 'Organization_Reference_ID'"), .NET ASMX's soap:Client. Not every Client fault:
  // Peru's SUNAT sends its outages as "soap-env:Client.0109" (its authentication service unavailable)
  "<faultcode>soap-env:client.validationerror",
  "<faultcode>soap:client",
  // Round 100: E2B's 503 when no node meets the template's requirements (sandbox_no_compatible_node): the same
  // create fails on every try; its capacity 503 (sandbox_capacity_unavailable) passes
  "no compatible node for this template's requirements",
  // Round 101: Arcade's tool call without the user it runs for, relayed by an MCP client as an HTTP 500
  "user_id is required to run ",
  // Round 102: a job's own byte cap (BigQuery's bytesBilledLimitExceeded, sent as a 500), KoboldCpp's bad input and
  // its image request without a vision projector
  "query exceeded limit for bytes billed",
  "max payload size is",
  "no llava model loaded",
  // Round 105: TabbyAPI's 503 without a model loaded (as LM Studio's: a person loads one)
  "no models are currently loaded",
  // Round 106: scrapers' 5xx for a site that refuses them (Firecrawl's TLS and anti-bot failures, Crawl4AI's)
  "an ssl error occurred while scraping the url",
  "protected by anti-bot",
  "blocked by anti-bot protection:",
  // Round 107: the MCP Python server's 500 for a request whose session ended (a stale session, as DESIGN: Fatal)
  "session terminated before the request completed",
  // Round 111: a 500 for the request's own history or tools (Ollama's "no user query found in messages", llama-server's
  // "Failed to parse tools: [json.exception…")
  "no user query found in messages",
  "failed to parse tools: [json.exception",
  // Review 88: llama-server's assert for a request larger than its batch ("GGML_ASSERT(n_tokens_all <= cparams.n_batch)
  // failed"): the same request crashes it again
  "cparams.n_batch) failed",
  // Round 117: local servers started without the model a request needs (Rapid-MLX's embeddings, text-generation-webui's
  // images), sent as a 503: no wait loads it
  "no embedding model loaded. restart the server with",
  "no image model loaded. load a model via the ui first",
  // round 118: DashScope's InternalError.Algo (a 500) for a request's own fault: a multimodal URL served without its
  // Content-Length, a message role outside the two it takes
  "missing content-length of multimodal url",
  "role must be in [user, assistant]",
  // round 120: Firecrawl's scrape of a page that redirects in a loop (SCRAPE_SITE_ERROR, a 500)
  "err_too_many_redirects",
  // round 120: Firecrawl's v2 request faults as its SDKs keep them (the error text without its code, a 500): a proxy location
  // it cannot select, a PDF too long for the timeout or needing OCR in fast mode, a feature Zero Data Retention excludes
  "proxy location could not be selected",
  "increase the timeout parameter in your scrape request to at least",
  "requires ocr for text extraction",
  "when using zero data retention",
  "when using zerodataretention",
  // round 121: a 5xx for the request's own fault: PostgREST's row-level policy that recurses (42P17), Elasticsearch's
  // aggregation over its bucket cap
  "infinite recursion detected in policy for relation",
  "trying to create too many buckets",
  // Round 122: ogx (Llama Stack)'s failed response, coded server_error, for a truncation mode it does not support:
  // the request's value fails again
  "truncation mode 'auto' is not supported",
  // Review 98: ogx's vector store file that yields no chunks (a 200 with status failed, coded server_error): the same file
  // fails again
  "no chunks were generated from the file",
  // Review 101: a deadlock detector's verdict on the caller's own code (Temporal's "[TMPRL1101] Potential deadlock detected:
  // workflow goroutine … didn't yield for over a second"): it fails the same way again, unlike a database's deadlock
  "potential deadlock detected",
  // the LiteLLM proxy's 500 for an operation the provider has not (round 130: 'OCR is not supported for provider openai')
  "is not supported for provider "
]

/** What a 409 says when the same request conflicts again (`statusRules.ts`). @internal */
export const requestConflictPhrases: ReadonlyArray<string> = [
  // Lemonade's router (round 117): a model its hardware policy will not load beside the resident one, whenever asked
  "routing residency conflict",
  "is not whitelisted", // Miro's SCIM (a 409): the user's e-mail domain is not allowed; the same user fails again
  " does not match ", // GitHub: "src/index.ts does not match 5717457…": the file changed since it was read
  "already exists", // Elasticsearch: "document already exists"; GitHub: "Reference already exists"
  "repository is empty", // GitHub: "Git Repository is empty." (listing the commits of a repository that has none)
  "exceeded maximum tool call iterations", // Genkit's own turn limit, as gRPC's ABORTED
  " has already been used", // Zoom: 'Email "…" has already been used.' (code 1005)
  // Docker: "… name \"/web\" is already in use by container …", "container 4f2a… is not running"
  " is already in use",
  " is not running",
  // Composio's session and Gusto's resources under optimistic locking: "The session configuration changed since it was
  // last read; re-fetch the session and retry the update", "You are attempting to update a resource using an out-of-date
  // version." (the same version sent again fails again); Nango's duplicate: "There is already a Provider Configuration
  // matching …"
  "changed since it was last read",
  "using an out-of-date version",
  "there is already a provider configuration",
  // Round 104: Mistral Workflows' 409 for a workflow that has finished (WF_1102)
  "workflow not running",
  // round 119: Telegram's getUpdates while a webhook is set (a 409): the same call fails until deleteWebhook
  "can't use getupdates method while webhook is active",
  // round 120: Resend's idempotency key reused with another payload (a 409): the same request fails again
  "same idempotency key used with a different request payload",
  // round 121: GitHub's merge of a branch changed since it was read (a 409): the same merge fails again
  "head branch was modified. review and try the merge again"
]

/**
 * Dropbox's tags for the request's own fault in an `error_summary` (`statusRules.ts`, its 409s): after a path's tag
 * ("path/not_found/..") or first (`upload_session/append`'s "incorrect_offset/…"). @internal
 */
export const dropboxRequestErrors: ReadonlyArray<string> = [
  "not_found/",
  "conflict/",
  "malformed_path/",
  "disallowed_name/",
  "incorrect_offset/",
  "no_write_permission/"
]

/** Meta Graph's app, user and page windows (#4, #17, #32): a rate limit, also when sent as a 403 (`statusRules.ts`). @internal */
export const metaRequestLimitPhrases: ReadonlyArray<string> = [
  "application request limit reached", // (#4), an hour's rolling window
  "user request limit reached", // (#17)
  "page request limit" // (#32): "Page request limit reached" (and the PHP SDK's "limited reached")
]

/** Services' words for a window that passes, sent with a 403 (`statusRules.ts`, beside Meta Graph's). @internal */
export const rateLimited403Phrases: ReadonlyArray<string> = [
  "throttleexceeded", // QuickBooks Online: "message=ThrottleExceeded; errorCode=003001; statusCode=403"
  "developer over qps", // TomTom's per-second limit: "<h1>Developer Over Qps</h1>"
  "request rate threshold exceeded", // SEC EDGAR's page for more than 10 requests a second
  "temporarily over capacity", // Imgur: "Imgur is temporarily over capacity. Please try again later."
  "per 60 seconds exceeded", // LanguageTool: "Request size limit of 75000 bytes per 60 seconds exceeded"
  ...metaRequestLimitPhrases // Meta Graph's app, user and page windows, sent with OAuthException
]

/**
 * Transient server conditions named in text that has no status (DESIGN.md: overloaded, rate limit and
 * 5xx are Retryable). Quota and billing phrases are checked before these (Permanent), overflow phrases
 * before those.
 * @internal
 */
export const transientPhrases: ReadonlyArray<string> = [
  // Round 80
  // Round 84: LibreChat's stream that ended without an answer (com_ui_error_connection) and its expired stream
  "error connecting to server, try refreshing the page",
  "连接服务器时发生错误，请尝试刷新页面",
  "サーバーへの接続中にエラーが発生しました。ページを更新",
  "ошибка подключения к серверу. попробуйте обновить страницу",
  "خطأ في الاتصال بالخادم، حاول تحديث الصفحة",
  "palvelimeen yhdistäessä tapahtui virhe",
  "ข้อผิดพลาดในการเชื่อมต่อกับเซิร์ฟเวอร์ ลองรีเฟรชหน้า",
  "응답 스트림이 만료",
  "响应流已过期",
  "le flux de réponse a expiré",
  "providerspecificerror: stream timeout", // Cherry Studio: "AI_ProviderSpecificError: Stream timeout"
  "killed by timeout", // Dify's plugin daemon: "PluginDaemonInternalServerError: killed by timeout"
  // Round 83: Roo Code's embedder unavailable (its 429) or unreachable, Ollama not running; LobeHub's agent errors
  "エンベッダーサービスは利用できません",
  "嵌入器服务不可用",
  "usługa embeddera jest niedostępna",
  "o serviço do embedder não está disponível",
  "एम्बेडर सेवा उपलब्ध नहीं है",
  "임베더 서비스에 연결하지 못했습니다",
  "連線至內嵌服務失敗",
  "connessione al servizio di embedder fallita",
  "verbinding met de embedder-service mislukt",
  "không thể kết nối với dịch vụ nhúng",
  "ollama 服务未在 http", // (not "Ollama 服务未在内网部署", a service never set up: review 63)
  "ollama 서비스가 http", // (not a server "… 디버그 모드에서 실행되고 있지 않습니다": review 63)
  // Kilo Code's banners for a 429, a 500 and a connection error, and its fetch tool's no-connection and timeout texts
  "طلبات كثيرة. الموفر حدد معدل طلباتك",
  "خطأ في خادم الموفر",
  "خطأ في الاتصال. تأكد أن عندك اتصال إنترنت",
  "ما فيه اتصال بالإنترنت",
  "للتحميل (انتهت المهلة)", // (not a build's 45-minute maximum: review 63)
  "คำขอมากเกินไป คุณกำลังถูกจำกัดอัตรา",
  "ข้อผิดพลาดเซิร์ฟเวอร์ของผู้ให้บริการ",
  "ข้อผิดพลาดการเชื่อมต่อ ตรวจสอบให้แน่ใจ",
  "помилка сервера провайдера",
  "помилка підключення. переконайся",
  "无网络连接",
  "ウェブサイトの読み込みがタイムアウトしました",
  "인터넷 연결이 없습니다",
  "ist ausgelastet oder nicht verfügbar. bitte versuchen sie es in kürze",
  "est occupé ou indisponible. veuillez réessayer sous peu", // (not a doctor's slot: review 63)
  "hat die verbindung verloren, bevor die aufgabe",
  "在完成任务前连接中断",
  "プロバイダーが一時的に", // (not CORS's "… ドメインからのリクエストを制限しています": review 63)
  "提供商暂时限制了", // (not a feature's "我们暂时限制了辅助生成的批量大小": review 63)
  "временно ограничивает запросы",
  // Round 81: apps' texts in more languages
  // no connection, a connection that failed
  "network connection failed for the provider request", // ZCode's classifier (retryable: true)
  "nessuna connessione internet",
  "sem conexão com a internet",
  "ไม่มีการเชื่อมต่ออินเทอร์เน็ต",
  "इंटरनेट कनेक्शन नहीं है",
  "tidak ada koneksi internet",
  "無網路連線",
  "geen internetverbinding",
  "ingen internetanslutning",
  "žádné internetové připojení",
  "немає підключення до інтернету",
  "chyba připojení. ujisti se",
  "verbindung zum embedder-dienst fehlgeschlagen",
  "échec de la connexion au service",
  "не удалось подключиться к службе",
  "hizmetine bağlanılamadı",
  "网络连接失败",
  // a service unavailable for now (Roo Code shows these for its embedder's 429)
  "le service d'embedding n'est pas disponible",
  "el servicio de embedder no está disponible",
  "служба эмбеддера недоступна",
  "gömücü hizmeti mevcut değil",
  // timeouts: a page that took too long, an operation that ran out of time
  "demorou muito para carregar (timeout)",
  "a pris trop de temps à charger (timeout)",
  "tardó demasiado en cargar (timeout)",
  "waktu terlalu lama untuk dimuat (timeout)",
  "deed er te lang over om te laden",
  "tog för lång tid att ladda",
  "(vypršel časový limit)",
  "časový limit požadavku vypršel",
  "завантажувався занадто довго",
  "網站載入超時",
  "นานเกินไป (หมดเวลา)", // (not an order cancelled "(หมดเวลา)": review 62)
  "หมดเวลาหลังจาก",
  "टाइमआउट हो गया",
  "(टाइमआउट)",
  "habis waktu setelah",
  "operatie is na", // "Onboarding-operatie is na 60 seconden verlopen" (not a link's or a QR code's: review 62)
  "överskred tidsgränsen",
  "operace vypršela po", // (not a session's or a stored item's "… vypršela po 30 minutách": review 62)
  "перевищила час очікування",
  "ai 请求超时", // (not "请求超时时间必须大于0", a setting's check; the whole "请求超时" is a message of its own)
  // rate limits and busy servers
  // Chatbox's and LobeHub's 429 texts (not a day's "troppe richieste oggi … riprova domani": review 62)
  "ci sono troppe richieste in arrivo",
  "troppe richieste. sei limitato dal provider",
  "spiacenti, stai effettuando troppe richieste. il server è sovraccarico",
  "troppe richieste di forcella",
  "เกินขีดจำกัดอัตรา",
  "दर सीमा पार हो गई",
  "batas kecepatan terlampaui",
  "api överskriden", // "Hastighetsgräns för Cerebras API överskriden" (not a device's "hastighetsgräns för …": review 62)
  "překročen limit rychlosti",
  "перевищено ліміт швидкості",
  "příliš mnoho požadavků. poskytovatel", // (not a forum's account blocked for them: review 62)
  "занадто багато запитів",
  "达到并发限制",
  "chyba serveru poskytovatele",
  "il server sembra smarrito",
  "non ha ricevuto risposta dal server upstream",
  "模型返回内容为空", // an empty completion
  "prediction interrupted; please retry", // Replicate's ModelError "… (code: PA)"
  "error code: throttlingexception)", // the AWS SDK for Java v1: "… (Service: …; Status Code: 400; Error Code: …)"
  "your operation has been throttled", // Power Automate: a connector's action limit per five minutes
  "script executions per", // Zapier: "… throttled (100 script executions per 30 seconds), contact support."
  // Japanese apps: a temporary error, a busy server, an answer too slow
  "一時的なエラーが発生",
  "サーバーが混雑",
  "サーバーが込み合って",
  "応答に時間がかかりすぎ",
  // Korean apps: the network, a timeout, a temporary fault, a service down for now, a request limit, too many requests
  "네트워크 연결에 문제",
  "요청 시간이 초과",
  "응답 시간 초과",
  "일시적인 문제가 있습니다",
  "일시적으로 이용할 수 없",
  "요청 한도를 초과",
  "너무 많은 요청",
  // Russian, Turkish, Vietnamese, Polish and Arabic apps: no connection, timeouts, a request limit, unavailable for now
  "нет подключения к интернету",
  "время запроса истекло",
  "превышен лимит запросов к модели", // (not one event's "… на участие в событии": review 61)
  // a provider or a server unavailable for now (not a service "временно недоступен: не настроено подключение …", which
  // a person configures: review 61)
  "провайдер временно недоступен",
  "сервер временно недоступен",
  "сервис agent временно недоступен",
  "nternet bağlantısı yok", // "İnternet …": a dotted capital İ lower-cases to "i" and a combining dot
  "zaman aşımına uğradı",
  "mất quá nhiều thời gian để tải",
  "ładowała się zbyt długo",
  "przekroczyła limit czasu",
  // "the time of … ended": setting up, the gateway (not a login session's or a giveaway's: review 61)
  "انتهى وقت التهيئة",
  "انتهى وقت البوابة. يرجى المحاولة",
  "انتظر قبل إرسال طلب آخر",
  // Round 79
  // OpenTelemetry JS's OTLP exporters, their own retries spent on a 429, 502, 503, 504 or a network error
  "export failed with retryable status",
  "idle timeout reached for", // Symfony HttpClient (OpenTelemetry PHP's exporter): "Idle timeout reached for \"http…"
  // Prisma P2028 for an interactive transaction that outran its timeout ("… on an expired transaction. The timeout for
  // this transaction was 5000 ms, however 4979 ms passed since the start of the transaction."): a slow database
  "expired transaction. the timeout for this transaction was",
  // Textract's LimitExceededException for asynchronous jobs: "Open jobs exceed maximum concurrent job limit"
  "exceed maximum concurrent job limit",
  "too many containers per second", // @cloudflare/containers' RATE_LIMITED_ERROR
  // the Cloudflare Sandbox SDK's OperationInterruptedError (`context.retryable: true`, runtime_replaced)
  "stopped while the operation was pending",
  // HAPI FHIR (HAPI-0823): "… two clients/threads were trying to update the same resource at the same time, and this
  // request was chosen as the failing request."
  "trying to update the same resource at the same time",
  // pyflightdata (Flightradar24's throttle): "HTML code 500 - Retry in 10 seconds....." (not a client's own "… - retry
  // in 30 seconds" after any error: review 59)
  "html code 500 - retry in ",
  "html code 400 - retry in ",
  // stripe-node's family (telnyx-node's TelnyxConnectionError): "An error occurred with our connection to Telnyx."
  "an error occurred with our connection to ",
  "canceling statement due to statement timeout", // PostgreSQL 57014, as a vector store's text keeps it
  // Bybit (10006): its request-frequency limit, in its own words (not a route optimizer's "Too many visits in this
  // request": review 58)
  "\"retmsg\":\"too many visits",
  "too many visits. exceeded the api rate limit",
  "invitations_rate_limited_ip", // MongoDB Atlas (a 400): "Rate limit of 10 invitations per 1 minutes exceeded."
  "too many dml statements outstanding", // BigQuery: 20 queued per table, freed as they finish
  "cannot accept new task for execution", // Databricks SQL: "The background threadpool … please retry the operation"
  "failed: deadline exceeded (deadline_exceeded", // MotherDuck: "RPC 'SETUP_PLAN_FRAGMENTS' failed: Deadline Exceeded (…"
  "invalid access limit", // Baidu Translate (54003, in a 200): its per-second frequency
  "concurrent quota exceeded", // Speechmatics' real-time sessions: { type: "quota_exceeded", reason: "Concurrent Quota Exceeded" }
  "timeout while synthesizing", // Azure Speech: "Timeout while synthesizing. Current RTF: …"
  "errorcode=toomanyrequests", // Azure Speech's cancellation: "errorCode=TooManyRequests details=The number of parallel …"
  "tf400324", // Azure DevOps: "TF400324: Azure DevOps services are not available from server …"
  "quota tokens will return in under", // Google Analytics Data API: "These quota tokens will return in under 15 minutes."
  "concurrent requests limit exceeded", // ScrapingAnt (a 409): "… Please, try again or upgrade to the paid plan"
  // Lazada's and AliExpress's gateway (ApiCallLimit): "Api access frequency exceeds the limit. this ban will last 1
  // seconds"; Taobao's (7): "App Call Limited" … "This ban will last for 2 more seconds"
  "api access frequency exceeds the limit",
  "app call limited",
  "maximum_usage_reached", // Netatmo (26) through openHAB: its 10-second and hourly per-user windows
  "specific requests quota", // Toggl Track: "Quota exceeded: You’ve used 67 / 30 requests from user specific requests quota" (hourly)
  "has been throttled. you may retry in", // Uptime.com's API_RATE_LIMIT ("… You may retry in 34 seconds")
  "\"quota exceeded\" error while trying to", // the Firebase CLI, which waits and retries: per-minute mutations
  "same arguments in less than 10 seconds", // Withings (status 601, in a 200): its `wait_seconds` is read
  " 202 ratelimit", // duckduckgo_search / ddgs: "https://lite.duckduckgo.com/lite/ 202 Ratelimit"
  " 418 ratelimit", // …its chat: "https://duckduckgo.com/duckchat/v1/chat 418 Ratelimit"
  "duckduckgosearchexception: ratelimit",
  // Hetzner Cloud (hcloud): "error during placement (resource_unavailable, …)", "… or try later (resource_unavailable)"
  "(resource_unavailable",
  "request trigger frequency limit", // Feishu / Lark (99991400)
  "send too fast, exceed ", // DingTalk (130101): "send too fast, exceed 20 times per minute"
  "api minute-quota reach limit", // WeChat (45011)
  "concurrency limit reached for requests", // W&B Inference
  "making requests too quickly", // Discogs (60 a minute): "429: You are making requests too quickly."
  // Dataverse's service protection limits, as its SDK's fault texts say them
  "over time window of", // "Number of requests exceeded the limit of 6000 over time window of 300 seconds."
  "number of concurrent requests exceeded the limit",
  "your request limit. wait ", // football-data.org: "You reached your request limit. Wait 57 seconds."
  "request_threshold_violated", // Walmart Marketplace's per-minute limit
  // Round 68: data services' windows and outages, as their bodies and apps' texts say them
  "developer over qps", // TomTom's per-second limit, sent as a 403
  "another request from your ip is still running", // Overpass API: one query per address at a time
  "server is probably too busy", // Overpass API: no slot free in time
  "egeneral:temporary lockout", // Kraken: lifts after about 15 minutes
  "your request count (", // TMDB: "Your request count (159) is over the allowed limit of 40." (40 per 10 seconds)
  "search backend failed", // NCBI E-utilities' outage: "Search Backend failed: Database is not supported: pubmed"
  "pugrest.serverbusy", // PubChem PUG REST's throttle and overload
  "pugrest.timeout",
  // LiteLLM's router cooldown: "No deployments available for selected model, Try again in 120 seconds. …"
  "no deployments available for selected model",
  // DashScope's per-minute throttle (Throttling.AllocationQuota) as an app's text: "Allocated quota exceeded, please
  // increase your quota limit."
  "allocated quota exceeded, please increase your quota limit",
  "kerrorrequestthrottled", // Chrome's built-in AI: "An unknown error occurred: kErrorRequestThrottled"
  "kerrorretryableerror",
  // gRPC's Python status as clients print it (Weaviate: "status = StatusCode.DEADLINE_EXCEEDED"), and UNAVAILABLE
  "statuscode.deadline_exceeded",
  "too many 429 error responses", // urllib3's Retry gave up on a rate limit ("Caused by ResponseError('too many 429 …')")
  "too many times in a short space of time", // MediaWiki's `ratelimited`: "… Please try again in a few minutes."
  "seconds lagged", // MediaWiki's maxlag: "Waiting for …: 3.72 seconds lagged"
  ...metaRequestLimitPhrases,
  "calls to this api have exceeded the rate limit", // Meta Graph (#613)
  "pair rate limit hit", // WhatsApp (131056): one recipient's pace
  "no audio frames were pushed for text", // LiveKit Agents' TTS, retried by default
  "you are not charged for this request", // ElevenLabs: "We are sorry, something went wrong. …"
  // Vapi's `endedReason` and Retell's `disconnection_reason`: a provider's limit or outage, a busy worker, a dropped link
  "-429-rate-limit-reached",
  "-server-overloaded-error",
  "-blocked-concurrent-requests",
  "error-subscription-concurrency-limit-reached",
  "error-vapifault-worker-not-available",
  "error-providerfault-",
  "-returning-econnreset",
  "concurrency_limit_reached",
  // Google's .NET client: "Google.Apis.Requests.RequestError Backend Error [500] Errors [ … Reason[backendError] … ]"
  "reason[backenderror]",
  "langchain4j.exception.ratelimitexception", // LangChain4j's 429, often with an empty message
  // Databricks Foundation Model APIs (REQUEST_LIMIT_EXCEEDED, kept as text): "Exceeded workspace QPS rate limit for …"
  "qps rate limit",
  // claude.ai: "Due to unexpected capacity constraints, Claude is unable to respond to your message. Please try again soon."
  "unexpected capacity constraints",
  "model is temporarily busy", // Kiro: "The model is temporarily busy. Please try again in a moment."
  // Coze (code 5000): "We're currently experiencing server issues. Please try your request again after a short delay."
  "currently experiencing server issues",
  "server not ready after timeout", // a RunPod ComfyUI worker's cold start: "Server not ready after timeout (30s)"
  // ElevenLabs' realtime queue_overflow: "Session terminated: audio data is being sent too frequently. Please reduce the
  // rate …" (reconnect and send slower); RunPod worker-vllm's "vLLM server process is not running; worker is unhealthy"
  "audio data is being sent too frequently",
  "worker is unhealthy",
  // TRAE CN's queue notice: "当前模型请求量较高，你目前排在第 83 位。…" (the model is busy; a Pro plan with requests left);
  // Qoder's queued request (code 10605, `{"isQueued":true,"queueCount":22,"queueType":"slow"}` inside a relayed 403)
  "当前模型请求量较高",
  "isqueued",
  // n8n's headlines for a 500 and any other 5xx ("The service was not able to process your request", "The service failed
  // to process your request")
  "the service was not able to process your request",
  "the service failed to process your request",
  // Daytona's organization-wide caps count running sandboxes, which stop on their own: "Failed to create sandbox: Total
  // CPU limit exceeded. Maximum allowed: 4500." (not its disk cap: stopped sandboxes keep their disks)
  "total cpu limit exceeded",
  "total memory limit exceeded",
  // Google's per-minute quota in prose, without a status: "Quota exceeded for quota metric '…' and limit '… per minute' of
  // service '…'" (older: "… Limit Provisioned requests per minute of service managedprojects.googleapis.com …")
  "per minute' of service",
  "per minute of service",
  // TabbyAPI's error for any exception while it generates (a 503, or inside a stream): "Chat completion aborted. Please
  // check the server console." — the server's, not the user's abort (a caller's "chat completion aborted: …" is)
  "chat completion aborted. please check the server console",
  "chat completion aborted. maybe the model was unloaded",
  // Roo Code and Kilo Code when the stream ended without a message: "Unexpected API Response: The language model did
  // not provide any assistant messages. This may indicate an issue with the API or the model's output." (a dropped stream)
  "did not provide any assistant messages",
  // streams that ended before their last event: @google/genai's "Incomplete JSON segment at the end" (the SSE body cut
  // inside an event), ollama-js's "Did not receive done or success response in stream."
  "incomplete json segment at the end",
  "did not receive done or success response in stream",
  // Azure OpenAI: "Requests to the ChatCompletions_Create Operation … have exceeded token rate limit of your current
  // OpenAI S0 pricing tier." (a `response.failed`'s message alone)
  "exceeded token rate limit",
  "blocked due to excessive requests", // Tavily (a 429 whose status tavily-js drops): "… Please reduce rate of requests."
  // Cloudflare D1's platform resets, which its docs say to retry: "D1_ERROR: D1 DB storage operation exceeded timeout
  // which caused object to be reset.", "D1 DB's isolate exceeded its memory limit and was reset"
  "d1 db storage operation exceeded timeout",
  "d1 db's isolate exceeded its memory limit",
  "d1 db reset because its code was updated",
  "cannot resolve d1 db due to transient issue",
  // libSQL (Turso): "STREAM_EXPIRED: The stream has expired due to inactivity" (the client opens another stream and the
  // statements pass); by its words, not the code `stream_expired`, which other APIs use for a stream that is gone
  "the stream has expired due to inactivity",
  // Kiro: "The model you've selected is experiencing a high volume of traffic. Try changing the model …" (its capacity
  // issue); Copilot CLI's line before it retries: "Request failed due to a transient API error. Retrying..."
  "experiencing a high volume of traffic",
  "failed due to a transient api error",
  // Semantic Kernel (.NET) giving up its own retries of the statuses it retries by default (408, 429, 500, 502, 503, 504),
  // named by .NET's HttpStatusCode: "Error executing request, max retry count reached. Reason: TooManyRequests" (its
  // handler's whole words: "Reason: TooManyRequests" alone is any enum's)
  "max retry count reached. reason: toomanyrequests",
  "max retry count reached. reason: serviceunavailable",
  "max retry count reached. reason: gatewaytimeout",
  "max retry count reached. reason: badgateway",
  "max retry count reached. reason: internalservererror",
  "max retry count reached. reason: requesttimeout",
  "max total retry time reached. reason: toomanyrequests",
  "max total retry time reached. reason: serviceunavailable",
  "request rate is large", // Azure Cosmos DB (Mongo API 16500, a 429 in prose): "Request rate is large. … Please retry …"
  // an empty answer from the model, as agent frameworks word it: pydantic-ai's "UnexpectedModelBehavior: Received empty
  // model response" (it retries it itself), CrewAI's "Invalid response from LLM call - None or empty."
  "received empty model response",
  // xAI failing a sample on its side inside a 200 stream ("Internal error during token generation"; agenc retries it)
  "internal error during token generation",
  // oh-my-pi's Cursor provider: "Provider stream stalled while waiting for the next event" (a plain retry passes)
  "stream stalled while waiting",
  "stream ended without completion signal", // Stagehand's StagehandServerError (its API's stream closed early)
  // iFlytek Spark: busy with the user's previous question (10007), its per-second and concurrency caps (11202, 11203)
  "用户流量受限：服务正在处理用户当前的问题",
  "秒级流控超限",
  "并发流控超限",
  "访问量过大", // Zhipu (1305): "[1305][该模型当前访问量过大，请您稍后再试]" (the model has too much traffic now)
  // localized apps' texts (LobeHub's locale files, GenU's Bedrock handler): too many requests, an overloaded server, a
  // refused or reset connection
  "アクセスが集中", // GenU: "ただいまアクセスが集中しているため時間をおいて試してみてください。"
  "時間を置いて再試行", // LobeHub (ja), its 429: "…クォータを増やすか、時間を置いて再試行してください"
  "слишком много запросов",
  "요청이 너무 빈번", // LobeHub (ko-KR), its 429: "요청이 너무 빈번합니다. 잠시 후 다시 시도하세요"
  // LobeHub's de-DE, fr-FR and tr-TR 429, 503 and 504 texts, Chatbox's fr and ko, LibreChat's de expired stream (a new
  // one starts when the message is sent again)
  "sie senden zu viele anfragen",
  "der server ist überlastet",
  "keine antwort vom upstream-server erhalten",
  "vous effectuez trop de requêtes",
  "le serveur est surchargé",
  "dépassé la limite de taux",
  "çok sık istek gönderiyorsunuz",
  "요청 처리 중 오류가 발생했습니다",
  "der antwort-stream ist abgelaufen",
  // LobeHub's es-ES, pt-BR, it-IT, vi-VN, pl-PL and ar 429, 503 and 504 texts and its Cloud's "under heavy load"
  "demasiadas solicitudes",
  "no recibió respuesta del servidor ascendente",
  "o servidor está sobrecarregado",
  "sob alta demanda",
  "non ha ricevuto risposta dal server a monte",
  "quá tải hoặc đang bảo trì",
  "zbyt wiele żądań",
  "bardzo obciążona",
  "طلباتك متكررة جدًا",
  "لم يتلق الخادم ردًا",
  // an app's Spanish text for any 429: "Se ha alcanzado la cuota o límite de peticiones… Intente más tarde"
  "cuota o límite de peticiones",
  "cuota o límite de solicitudes",
  // LobeHub's nl-NL, fa-IR and bg-BG 429, 503 and 504 texts and its Cloud's "heavy load"; AnythingLLM's text for a 429
  // or 5xx ("An error occurred while streaming response. Unknown Error.")
  "je doet te vaak een verzoek",
  "mogelijk door overbelasting of onderhoud",
  "zwaar belast",
  "بیش از حد مکرر",
  "پاسخی از سرور بالادستی دریافت نکرد",
  "изпращате твърде много заявки",
  "сървърът е претоварен",
  "поради претоварване или поддръжка",
  "while streaming response. unknown error",
  // Coze: "火山Bot调用超出RPM峰值" (over the per-minute peak), "服务器内部错误" (internal server error), Coze Studio's
  // "Interal Server Error" (sic); ERNIE's "访问过于频繁，请稍候再试" (too frequent)
  "超出rpm",
  "服务器内部错误",
  "interal server error",
  "访问过于频繁",
  // Dify's invoke errors as its messages keep them ("Rate Limit Error", "Server Unavailable Error"), FastGPT's 502 and 503
  // texts, DashScope relayed by LiteLLM ("Request rate increased too quickly. To ensure system stability, please adjust
  // your client logic…"), and an empty answer of the model (FastGPT's "LLM model response empty", RAGFlow's "Empty
  // response from reasoning model"), as pydantic-ai's above
  "rate limit error",
  "server unavailable error",
  "temporarily overloaded",
  "request rate increased too quickly",
  "llm model response empty",
  "model flow response is empty",
  "llm_model_response_empty", // FastGPT's untranslated key, as its users see it ("chat:LLM_model_response_empty")
  "模型流响应为空", // FastGPT (zh-CN): "模型流响应为空，请检查模型流输出是否正常"
  "empty response from reasoning model",
  // Cherry Studio's zh-tw send throttle ("發送過於頻繁，請在 {{seconds}} 秒後再嘗試") and its de-de 429, 502, 503 and 504 texts
  // ("Anfragelimit überschritten. Bitte versuchen Sie es später erneut", "Dienst nicht verfügbar. …"): "later", as the
  // English "try again later" above; a bare "versuchen Sie es erneut" is no marker
  "發送過於頻繁",
  "anfragelimit überschritten",
  "dienst nicht verfügbar",
  "gateway-timeout",
  "versuchen sie es später erneut",
  // Cherry Studio's ja-jp, ru-ru, fr-fr and es-es 429, 5xx and send-throttle texts, each with its subject (a bare "try
  // again later" is no marker: LobeHub's moderation text ends so)
  "サーバーエラーが発生しました。後でもう一度",
  "送信が頻繁すぎます",
  "серверная ошибка. пожалуйста, попробуйте позже",
  "le taux de requêtes dépasse la limite",
  "service indisponible, veuillez réessayer plus tard",
  "délai d'expiration de la passerelle",
  "vous envoyez trop souvent, veuillez attendre",
  "la tasa de solicitudes excede el límite",
  "error del servidor, inténtelo de nuevo más tarde",
  "error de puerta de enlace, inténtelo de nuevo",
  "tiempo de espera de la puerta de enlace",
  // the same app's newer fr-fr and es-es 500, 502 and 503, and another app's ja table ("サーバー内部エラーが発生しました。後で
  // もう一度お試しください", "ゲートウェイエラーが発生しました。…")
  "erreur serveur, veuillez réessayer plus tard",
  "erreur de passerelle, veuillez réessayer plus tard",
  "servicio no disponible, inténtelo de nuevo más tarde",
  "サーバー内部エラーが発生しました。後でもう一度",
  "ゲートウェイエラーが発生しました",
  // round 52-CM2: LobeHub's error.json in nl-NL, tr-TR, vi-VN, ar, fa-IR, bg-BG
  "de server heeft te lang gewacht op het verzoek",
  "de server ondervindt momenteel problemen",
  "de server lijkt de weg kwijt te zijn",
  "ontving geen antwoord van de upstream-server",
  "de server ondervond een onverwacht probleem",
  "de serververbinding is verlopen",
  "de server heeft te lang gewacht op een antwoord",
  "het tokengebruik of aantal verzoeken heeft het quotum bereikt",
  "de agent-service is momenteel niet beschikbaar",
  "sunucuda geçici bir sorun oluştu",
  "sunucu geçici olarak hizmet veremiyor",
  "sunucu şu anda isteğinizi işleyemiyor",
  "sunucu üst sunucudan yanıt alamadı",
  "sunucu beklenmeyen bir sorunla karşılaştı ve isteğinizi tamamlayamadı",
  "bu anahtar için belirlenen kota sınırına ulaşıldı",
  "ajan hizmeti şu anda kullanılamıyor",
  "máy chủ đã hết thời gian chờ yêu cầu",
  "bạn đang gửi yêu cầu quá thường xuyên",
  "máy chủ đang gặp sự cố và tạm thời không thể",
  "không nhận được phản hồi từ máy chủ đầu nguồn",
  "máy chủ gặp sự cố bất ngờ",
  "kết nối máy chủ đã hết thời gian chờ",
  "máy chủ đã hết thời gian chờ trong khi đợi phản hồi",
  "số lượng token hoặc số lần yêu cầu đã đạt giới hạn",
  "dịch vụ agent hiện không khả dụng",
  "انتهت مهلة الخادم أثناء انتظار الطلب",
  "يبدو أن الخادم يواجه صعوبات مؤقتة",
  "يبدو أن الخادم غير متصل مؤقتا",
  "معالجة طلبك، ربما بسبب الحمل الزائد أو الصيانة",
  "واجه الخادم مشكلة غير متوقعة",
  "انتهت مهلة الاتصال بالخادم",
  "انتهت مهلة الخادم أثناء انتظار الرد",
  "تم الوصول إلى الحد الأقصى لاستخدام الرموز أو عدد الطلبات",
  "خدمة الوكيل غير متوفرة حاليا",
  "زمان انتظار سرور برای دریافت درخواست به پایان رسیده است",
  "سرور با مشکل مواجه شده و موقتا قادر به انجام درخواست شما نیست",
  "سرور موقتا قادر به ارائه خدمات نیست",
  "سرور در حال حاضر قادر به پردازش درخواست شما نیست",
  "سرور با مشکلی غیرمنتظره مواجه شده",
  "اتصال به سرور بهموقع پاسخ نداد",
  "سرور در انتظار پاسخ زماناش به پایان رسید",
  "خدمات مدل در حال حاضر تحت بار سنگین قرار دارد",
  "اتصال به سرور رد یا بازنشانی شد",
  "شما آفلاین هستید. این یک مشکل در شبکه محلی شماست",
  "اتصال به سرور به پایان زمان خود رسید",
  "سرور قابل دسترسی نیست. این معمولا نشاندهنده یک مشکل در شبکه محلی است",
  "سرویس agent در حال حاضر در دسترس نیست",
  "сървърът изтече времето за изчакване",
  "сървърът има затруднения и временно не може да изпълни заявката",
  "сървърът е временно недостъпен",
  "сървърът не получи отговор от горния сървър",
  "възникна неочакван проблем със сървъра",
  "връзката със сървъра изтече",
  "достигнат е лимитът за токени или заявки за този ключ",
  "услугата agent не е достъпна",
  // round 52-CM1: LobeHub's error.json in ru-RU, fr-FR, es-ES, it-IT, pt-BR, pl-PL
  "сервер не дождался запроса",
  "на сервере возникли трудности",
  "сервер не получил ответ от вышестоящего сервера",
  "на сервере произошла непредвиденная ошибка",
  "соединение с сервером прервано по тайм-ауту",
  "сервер не дождался ответа",
  "достигнут лимит токенов или запросов по ключу",
  "le serveur a expiré en attendant la requête",
  "le serveur rencontre des difficultés et ne peut pas traiter votre requête",
  "le serveur est temporairement indisponible",
  "n'a pas reçu de réponse du serveur en amont",
  "le serveur a rencontré un problème inattendu",
  "la connexion au serveur a expiré",
  "le serveur a expiré en attendant une réponse",
  "la limite de quota pour cette clé a été atteinte",
  "le service agent est actuellement indisponible",
  "el servidor agotó el tiempo de espera",
  "el servidor está teniendo dificultades",
  "el servidor está temporalmente fuera de servicio",
  "el servidor no puede procesar tu solicitud en este momento",
  "el servidor encontró un problema inesperado",
  "la conexión con el servidor expiró",
  "se alcanzó el límite de uso de tokens o solicitudes para esta clave",
  "el servicio agent no está disponible",
  "il servizio agent non è disponibile",
  "o servidor demorou para responder",
  "você está fazendo solicitações com muita frequência",
  "o servidor está enfrentando dificuldades",
  "o servidor está temporariamente indisponível",
  "não recebeu resposta do servidor upstream",
  "o servidor encontrou um problema inesperado",
  "a conexão com o servidor expirou",
  "o uso de tokens ou número de solicitações atingiu o limite da chave",
  "o serviço agent está indisponível",
  "serwer przekroczył czas oczekiwania na żądanie",
  "serwer napotkał trudności i tymczasowo nie może zrealizować żądania",
  "serwer jest chwilowo niedostępny",
  "serwer jest przeciążony lub w trakcie konserwacji",
  "serwer nie otrzymał odpowiedzi od serwera nadrzędnego",
  "wystąpił nieoczekiwany błąd serwera",
  "połączenie z serwerem wygasło",
  "serwer przekroczył czas oczekiwania na odpowiedź",
  "limit tokenów lub liczby żądań dla tego klucza został osiągnięty",
  "usługa agenta jest obecnie niedostępna",
  // round 51-CH: LobeHub's error.json in zh-CN, zh-TW, ja-JP, ko-KR, de-DE
  "aufgrund eines zeitüberschreitungsfehlers fehlgeschlagen",
  "der server ist vorübergehend nicht erreichbar",
  "ein unerwarteter fehler ist aufgetreten. wir arbeiten an einer lösung",
  "der server hat zu lange auf eine antwort gewartet",
  "sie scheinen offline zu sein. dies ist ein problem mit ihrem lokalen netzwerk",
  "die verbindung zum server hat eine zeitüberschreitung verursacht",
  "der server konnte nicht erreicht werden",
  "agent-dienst derzeit nicht verfügbar",
  "der server hat eine antwort zurückgegeben, die die app nicht lesen konnte",
  "요청이 시간 초과되었습니다",
  "서버 내부 오류가 발생했습니다",
  "게이트웨이 오류가 발생했습니다",
  "응답 대기 시간이 너무 깁니다",
  "서비스에서 예기치 않은 문제가 발생하여 요청을 완료할 수 없습니다",
  "연결이 시간 초과되었습니다",
  "토큰 사용량 또는 요청 횟수가 할당량 상한에 도달했습니다",
  "도우미 실행 서비스를 일시적으로 사용할 수 없습니다",
  "请求超时，请检查网络连接",
  "伺服器在等待請求時超時",
  "token 使用量或請求次數已達該金鑰的配額上限",
  // round 50-CE: big-AGI's banners, ChatHub's and Poe's texts in 10 languages, Page Assist's connection banner in 19, Enchanted
  "openai servers appear to be having trouble",
  "يبدو أنك تواجه خطأ في الاتصال",
  "zdá se, že máte problém se spojením",
  "du har en forbindelsesfejl",
  "dass sie ein verbindungsproblem haben",
  "hubo un error de conexión",
  "به نظر می رسد که خطای اتصال دارید",
  "vous rencontriez une erreur de connexion",
  "נראה שיש לך שגיאת חיבור",
  "c'è stato un problema di connessione",
  "接続エラーが発生しているようです",
  "연결 오류가 발생한 것 같습니다",
  "നിങ്ങൾക്ക് കണക്ഷൻ പ്രശ്നം ഉണ്ടെന്നു കാണുന്നു",
  "du har en tilkoblingsfeil",
  "você está tendo um erro de conexão",
  "у вас возникла ошибка соединения",
  "du har ett anslutningsfel",
  "у вас виникла проблема з підключенням",
  "看起來您遇到了連線錯誤",
  "看起来您遇到了连接错误",
  // round 44-BC: SillyTavern's 'API returned an error' toasts for 401, 402, 403, its Horde fault; AstrBot's texts
  "horde request faulted",
  // round 44-BB: sub2api's and claude-relay-service's own texts to clients
  "too many pending requests",
  "concurrency limit exceeded for",
  "upstream service overloaded",
  "failed to acquire concurrency slot",
  "user message queue wait timeout",
  "已达到请求次数限制",
  "已达到 token 使用限制",
  "已达到费用限制",
  // round 44-AZ: RAGFlow's status, network and key texts in its 16 locales
  "خطأ في الخادم، يرجى التحقق من الخادم",
  "грешка на сървъра, моля, проверете сървъра",
  "serverfehler ist aufgetreten, bitte überprüfen sie den server",
  "error en el servidor, por favor revisa el servidor",
  "kesalahan server, silakan periksa server",
  "errore del server, controlla il server",
  "サーバーエラーが発生しました。サーバーを確認してください",
  "erro no servidor, por favor, verifique o servidor",
  "ошибка сервера, пожалуйста, проверьте сервер",
  "lỗi máy chủ, vui lòng kiểm tra máy chủ",
  "服務器發生錯誤，請檢查服務器",
  "الخدمة غير متاحة والخادم محمل بشكل زائد",
  "сървърът е временно претоварен",
  "der server ist vorübergehend überlastet",
  "el servidor está temporalmente sobrecargado",
  "le serveur est temporairement surchargé",
  "server sementara kelebihan beban",
  "il server è temporaneamente sovraccarico",
  "o servidor está temporariamente sobrecarregado",
  "сервер временно перегружен",
  "sunucu geçici olarak aşırı yüklenmiş",
  "máy chủ đang quá tải tạm thời",
  "服務器暫時過載",
  "аномалия във вашата мрежа",
  "anomalie in ihrem netzwerk",
  "abnormality in your network",
  "hay una anomalía en tu red",
  "une anomalie sur votre réseau",
  "kelainan dalam jaringan anda",
  "un'anomalia nella tua rete",
  "uma anomalia na sua rede",
  "в вашей сети есть аномалия",
  "ağınızda bir anormallik var",
  "mạng của bạn có sự bất thường",
  "網絡發生異常，無法連接服務器",
  // round 43-RZ: Roo Code's empty-answer texts and its embedder's rate-limit retries in every locale
  "the model returned no assistant messages",
  "did not provide any response content",
  "the language model returned an empty response",
  "el model no ha proporcionat cap contingut de resposta",
  "el model de llenguatge ha retornat una resposta buida",
  "das modell hat keinen antwortinhalt geliefert",
  "das sprachmodell hat eine leere antwort",
  "el modelo no proporcionó ningún contenido de respuesta",
  "el modelo de lenguaje devolvió una respuesta vacía",
  "le modèle n'a fourni aucun contenu de réponse",
  "le modèle de langage a renvoyé une réponse vide",
  "मॉडल ने कोई प्रतिक्रिया सामग्री प्रदान नहीं की",
  "भाषा मॉडल ने बिना किसी टेक्स्ट या टूल कॉल के खाली प्रतिक्रिया लौटाई",
  "model tidak memberikan konten respons apa pun",
  "model bahasa mengembalikan respons kosong",
  "il modello non ha fornito alcun contenuto di risposta",
  "il modello linguistico ha restituito una risposta vuota",
  "モデルは応答コンテンツを提供しませんでした",
  "言語モデルはテキストやツール呼び出しのない空の応答を返しました",
  "모델이 응답 내용을 제공하지 않았습니다",
  "언어 모델이 텍스트나 도구 호출 없이 빈 응답을 반환했습니다",
  "het model heeft geen reactie-inhoud geleverd",
  "het taalmodel heeft een lege reactie geretourneerd",
  "model nie dostarczył żadnej odpowiedzi",
  "model językowy zwrócił pustą odpowiedź",
  "o modelo não forneceu nenhum conteúdo de resposta",
  "o modelo de linguagem retornou uma resposta vazia",
  "модель не предоставила никакого содержимого ответа",
  "языковая модель вернула пустой ответ",
  "model herhangi bir yanıt içeriği sağlamadı",
  "dil modeli herhangi bir metin veya araç çağrısı olmadan boş bir yanıt döndürdü",
  "mô hình không cung cấp bất kỳ nội dung phản hồi nào",
  "mô hình ngôn ngữ đã trả về một phản hồi trống",
  "模型未提供任何响应内容",
  "模型未提供任何回應內容",
  "rate limit hit, retrying in",
  "s'ha assolit el límit de velocitat, es torna a intentar en",
  "ratenlimit erreicht, wiederholung in",
  "límite de velocidad alcanzado, reintentando en",
  "limite de débit atteinte, nouvelle tentative dans",
  "दर सीमा समाप्त,",
  "batas rate tercapai, mencoba lagi dalam",
  "limite di velocità raggiunto, nuovo tentativo tra",
  "レート制限に達しました",
  "속도 제한에 도달했습니다",
  "snelheidslimiet bereikt, opnieuw proberen over",
  "limite de taxa atingido, tentando novamente em",
  "достигнут лимит скорости, повторная попытка через",
  "đã đạt đến giới hạn tốc độ, thử lại sau",
  // round 42-AY: AnythingLLM's missing provider keys, endpoints and models, its Ollama text; Jan's engine texts
  "ollama instance could not be reached",
  // round 41-AT: LibreChat's key, base-URL, stream and fork-limit texts in every locale
  "the response stream has expired or already completed",
  "atbildes plūsma ir beigusies vai jau pabeigta",
  "zu viele forks anfragen",
  "درخواستهای انشعاب (fork) بیش از حد",
  "trop de demandes de duplications",
  "יותר מדי בקשות פיצול",
  "フォーク要求が多すぎます",
  "pārāk daudz atzaru pieprasījumu",
  "for mange forgrening-forespørsler",
  "te veel fork verzoeken",
  "demasiados pedidos de derivação",
  "забагато запитів на розгалуження",
  // round 41-AU: Cherry Studio's texts in its Arabic, Korean, Czech, Spanish (Mexico), zh-TW and other locale files
  "发送过于频繁",
  "傳送過於頻繁",
  "zu viele anfragen. bitte warten sie",
  "υπερβολική συχνότητα στείλατε",
  "envío demasiado frecuente, espere",
  "طلبات كثيرة جداً",
  "خطأ في الخادم. يرجى المحاولة",
  "خطأ في الخادم، يرجى المحاولة",
  "خطأ في البوابة. يرجى المحاولة",
  "خطأ في البوابة، يرجى المحاولة",
  "الخدمة غير متوفرة. يرجى المحاولة",
  "الخدمة غير متوفرة، يرجى المحاولة",
  "الخدمة غير متاحة. يرجى المحاولة",
  "الخدمة غير متاحة، يرجى المحاولة",
  "انتهت مهلة البوابة. يرجى المحاولة",
  "انتهاء مهلة البوابة، يرجى المحاولة",
  "таймаут шлюза، يرجى المحاولة",
  "تعذر الاتصال بالخادم، تحقق من الشبكة",
  "انقطعت الاستجابة، تحقق من استقرار الشبكة",
  "تجاوز معدل الطلبات الحد الأقصى",
  "الإرسال سريع جدًا، يرجى الانتظار",
  "تم الإرسال بشكل متكرر للغاية",
  "서버 오류. 나중에 다시 시도",
  "서버 오류가 발생했습니다. 나중에 다시 시도",
  "게이트웨이 오류. 나중에 다시 시도",
  "서비스를 사용할 수 없습니다. 나중에 다시 시도",
  "게이트웨이 타임아웃이 발생했습니다",
  "전송이 너무 자주 발생합니다",
  "příliš mnoho žádostí",
  "chyba serveru. zkuste to prosím znovu",
  "chyba brány. zkuste to prosím znovu",
  "služba není k dispozici. zkuste to",
  "časový limit brány. zkuste to",
  "se superó el límite de solicitudes",
  "error del servidor. intenta de nuevo",
  "error de la puerta de enlace. intenta de nuevo",
  "el servicio no está disponible. intenta de nuevo",
  "estás enviando muy rápido. espera",
  // round 41-AW: Dify's texts in 13 more locales
  "il limite di velocità è stato raggiunto",
  "o limite de taxa foi atingido",
  "osiągnięto limit szybkości",
  "досягнуто ліміту швидкості",
  "hız sınırına ulaşıldı",
  "limita de viteză a fost atinsă",
  "محدودیت نرخ به دست آمد",
  "रेट सीमा पहुंच गई",
  "ถึงขีดจํากัดอัตราแล้ว",
  "omejitev hitrosti je dosežena",
  "batas kecepatan tercapai",
  "تم الوصول إلى حد المعدل",
  "sorğu tezliyi həddinə çatılıb",
  // round 41-AV: Chatbox's system, licence and search-key texts in its locales; Kilo Code's empty-reply text in 17 more
  "حدث خطأ أثناء معالجة طلبك. يرجى المحاولة مرة أخرى لاحقًا",
  "error al procesar su solicitud. por favor, inténtelo de nuevo más tarde",
  "errore durante il processamento della tua richiesta. per favore, riprova più tardi",
  "feil under behandlingen av forespørselen din. vennligst prøv igjen senere",
  "erro ao processar a sua solicitação. por favor, tente novamente mais tarde",
  "ошибка при обработке вашего запроса. пожалуйста, попробуйте снова позже",
  "ett fel uppstod vid behandling av din förfrågan. försök igen senare",
  "انتهت استجابة النموذج بشكل غير متوقع (لا توجد رسائل مساعد)",
  "ha acabat de forma inesperada (cap missatge de l'assistent)",
  "neočekávaně skončila (žádné zprávy asistenta)",
  "terminó inesperadamente (sin mensajes del asistente)",
  "अप्रत्याशित रूप से समाप्त हो गई (कोई सहायक संदेश नहीं)",
  "berakhir secara tidak terduga (tidak ada pesan asisten)",
  "terminata inaspettatamente (nessun messaggio dell'assistente)",
  "예상치 못하게 종료되었습니다 (어시스턴트 메시지 없음)",
  "reageerde onverwacht (geen assistent berichten)",
  "zakończyła się nieoczekiwanie (brak komunikatów asystenta)",
  "terminou inesperadamente (nenhuma mensagem do assistente)",
  "avslutades oväntat (inga assistentmeddelanden)",
  "สิ้นสุดอย่างไม่คาดคิด (ไม่มีข้อความจากผู้ช่วย)",
  "beklenmedik şekilde sona erdi (asistan mesajı yok)",
  "завершилася несподівано (без повідомлень асистента)",
  "kết thúc bất ngờ (không có tin nhắn trợ lý)",
  "模型回應意外結束（沒有助理訊息）",
  // round 40-AN: Cline's sign-in, free-limit and account texts, Continue's key and context texts, Kilo Code's no-credits tooltip
  "this is a known transient issue",
  // review 30-A: Roo Code's chat error rows and its Roo, Cerebras and key texts in the locales still missing
  "błąd połączenia. upewnij się, że masz działające połączenie internetowe",
  "ошибка подключения. убедитесь, что у вас есть рабочее подключение к интернету",
  "bağlantı hatası. çalışan bir internet bağlantınız olduğundan emin olun",
  "estàs sent limitat pel proveïdor",
  "error del servidor del proveïdor",
  "error de connexió. assegureu-vos que teniu una connexió a internet",
  "se excedió el límite de velocidad de la api",
  "erreur du serveur du fournisseur",
  "erreur de connexion. assurez-vous que vous avez une connexion internet",
  "आप प्रदाता द्वारा दर-सीमित हो रहे हैं",
  "प्रदाता सर्वर त्रुटि",
  "कनेक्शन त्रुटि। सुनिश्चित करें कि आपके पास कार्यशील इंटरनेट कनेक्शन",
  "anda dibatasi tingkat oleh penyedia",
  "kesalahan server penyedia",
  "kesalahan koneksi. pastikan anda memiliki koneksi internet",
  "batas kecepatan api cerebras terlampaui",
  "errore del server del provider",
  "errore di connessione. assicurati di avere una connessione internet",
  "limite di velocità api cerebras superato",
  "cerebras apiレート制限を超過しました",
  "공급자 서버 오류입니다",
  "je bent rate-gelimiteerd door de provider",
  "provider-serverfout. er is iets mis aan de kant van de provider",
  "verbindingsfout. zorg ervoor dat je een werkende internetverbinding",
  "cerebras api-snelheidslimiet overschreden",
  "błąd serwera dostawcy",
  "przekroczono limit szybkości api cerebras",
  "erro do servidor do provedor",
  "erro de conexão. certifique-se de que você tem uma conexão de internet",
  "limite de taxa da api cerebras excedido",
  "ошибка сервера провайдера",
  "превышен лимит скорости cerebras api",
  "sağlayıcı tarafından oran sınırlaması uygulanıyor",
  "sağlayıcı sunucu hatası",
  "cerebras api hız sınırı aşıldı",
  "lỗi máy chủ của nhà cung cấp",
  "lỗi kết nối. đảm bảo rằng bạn có kết nối internet",
  "vượt quá giới hạn tốc độ api cerebras",
  "供應商伺服器錯誤",
  "連線錯誤。請確保您有可用的網際網路連線",
  // round 38-AD: Roo Code's chat error rows, its Codex and Cerebras texts in their locales; Kilo Code's empty-reply text
  "du wirst vom anbieter rate-limitiert",
  "vous êtes limité par le fournisseur",
  "プロバイダーによってレート制限されています",
  "공급자에 의해 요청 제한이 적용되고 있습니다",
  "você está sendo limitado pelo provedor",
  "nhà cung cấp đang giới hạn tốc độ yêu cầu",
  "provider server error",
  "fehler auf dem server des anbieters",
  "error del servidor del proveedor",
  "プロバイダー サーバー エラー",
  "提供商服务器错误",
  // with the "connection error" before it: the hint alone is any installer's requirement
  "verbindungsfehler. stelle sicher, dass du eine funktionierende internetverbindung hast",
  "error de conexión. asegúrate de tener una conexión a internet funcional",
  "接続エラー。インターネット接続が機能していることを確認",
  "连接错误。确保您有可用的互联网连接",
  "연결 오류입니다. 인터넷 연결이 제대로 작동하는지 확인하세요",
  "ratenlimit überschritten",
  "s'ha superat el límit de velocitat",
  "openai codex dienstfehler",
  "error del servei openai codex",
  "limite de débit de l'api cerebras dépassée",
  "api 속도 제한을 초과했습니다",
  "ended unexpectedly (no assistant messages)",
  "endete unerwartet (keine assistant-nachrichten)",
  "予期せず終了しました（アシスタントメッセージなし）",
  "模型响应意外结束（没有助理消息）",
  "неожиданно завершился (нет сообщений ассистента)",
  "terminée de manière inattendue (aucun message d'assistant)",
  // round 38-AG: SillyTavern's toasts in its locales, AstrBot's Coze texts
  "horde 请求超时",
  "st server cannot be reached",
  "无法访问 st 服务器",
  "не удалось соединиться с сервером st",
  "coze api 流式请求超时",
  // round 38-AF: FastGPT's, MaxKB's and RAGFlow's texts in their locales
  "网关超时", // a gateway timeout, with its full stop or without
  "閘道逾時",
  "服务器暂时过载",
  "伺服器過載",
  "模型流程回應為空",
  "모델 응답이 비어 있습니다",
  "服务器发生错误，请检查服务器",
  "网络发生异常，无法连接服务器",
  "サーバーが一時的に過負荷",
  "ゲートウェイタイムアウト",
  "ネットワークに異常があり、サーバーに接続できません",
  // round 38-AE: Dify's texts in its locales (rate limits, quotas and credits, keys, the model provider)
  "rate limit was reached",
  "已达频率上限",
  "レート制限に到達しました",
  "ratenlimit wurde erreicht",
  "se alcanzó el límite de velocidad",
  // round 37-AC: Open WebUI's connection text in its locales, its session text; NextChat's 401 banner in every locale
  // only with "Ollama", the text of the branch where nothing came back: the same header with a model's name
  // ("… connecting to gpt-4o.") goes before every failure's own detail, which decides
  "uh-oh! there was an issue connecting to ollama.",
  "哎呀！连接到ollama时出现问题",
  "哎呀！連線到 ollama 時出現問題",
  "ollama への接続に問題が発生しました",
  "ollama에 연결하는 데 문제가 있었습니다",
  "il y a eu un problème de connexion à ollama.",
  "возникла проблема подключения к ollama.",
  "đã xảy ra sự cố khi kết nối với ollama.",
  "houve um problema ao conectar-se a ollama.",
  "si è verificato un problema durante la connessione a ollama.",
  // Cherry Studio's short texts, also with a period or a "please retry" after them (every use found means the same)
  "время ожидания запроса истекло",
  "ошибка сервера, повторите позже",
  "lỗi máy chủ. vui lòng thử lại sau",
  "lỗi cổng kết nối. vui lòng thử lại sau",
  "yêu cầu đã hết thời gian",
  "lỗi máy chủ, vui lòng thử lại sau",
  "eroare de server, reîncercați mai târziu",
  // round 37-AB: Chatbox's texts in its locales, Jan's out-of-context dialog
  "تجاوزت الحد الأقصى لمعدل استخدام",
  "ha excedido el límite de tasa",
  "superato il limite di utilizzo per il servizio chatbox",
  "サービスのレート制限を超過しました",
  "서비스의 요청 제한을 초과했습니다",
  "превысили лимит скорости для сервиса",
  "حدث خطأ في الشبكة",
  "es ist ein netzwerkfehler aufgetreten",
  "ha ocurrido un error de red",
  "une erreur réseau s'est produite",
  "si è verificato un errore di rete",
  "ネットワークエラーが発生しました",
  "네트워크 오류가 발생했습니다",
  "erro de rede. verifique o estado atual",
  "произошла сетевая ошибка",
  "ett nätverksfel har inträffat",
  "網路錯誤。請檢查目前的網路狀態",
  "traitement de votre requête. veuillez réessayer plus tard",
  "リクエストの処理中にエラーが発生しました。後でもう一度お試しください",
  // round 37-Z: LobeHub's runtime-error texts in ar, fa-IR, bg-BG, zh-TW, ja-JP
  "على جهازك لم يستجب في الوقت المناسب. تأكد من أن النموذج يعمل",
  "أعاد مزود النموذج استجابة فارغة",
  "قام مزود النموذج بإرجاع استجابة فارغة. كلف هذا الطلب",
  "كانت عملية الوكيل خاملة لفترة طويلة وتم إنهاؤها",
  "المزود مشغول مؤقتًا أو غير متوفر",
  "انتهت مهلة المزود أثناء تنزيل صورة أو ملف مرفق",
  "تسبب مشكلة مؤقتة في تخزين حالة المحادثة في تعطيل هذه العملية",
  "روی دستگاه شما به موقع پاسخ نداد. مطمئن شوید که مدل در حال اجرا",
  "ارائهدهنده مدل پاسخی خالی بازگرداند",
  "متأسفیم، استفاده از توکن یا تعداد درخواستها به حد سهمیه این کلید رسیده است",
  "متأسفیم، استفاده از توکن یا تعداد درخواستها به حد نرخ این کلید رسیده است",
  "ارائهدهنده هنگام دانلود یک تصویر یا فایل پیوست شده زمان را از دست داد",
  "یک مشکل موقت در ذخیرهسازی وضعیت مکالمه این عملیات را مختل کرد",
  "دروازه یا پراکسی بالادستی خطایی بازگرداند",
  "на вашето устройство не отговори навреме. уверете се, че моделът работи",
  "доставчикът на модела върна празен отговор",
  "операцията на агента беше неактивна твърде дълго и беше прекратена",
  "съжаляваме, използването на токени или броят на заявките достигна лимита на квотата за този ключ",
  "съжаляваме, използването на токени или броят на заявките достигна лимита на скоростта за този ключ",
  "доставчикът изтече времето за изтегляне на прикачено изображение или файл",
  "временен проблем с хранилището на състоянието на разговора прекъсна тази операция",
  "горният шлюз или прокси върна грешка",
  "プロバイダーが添付された画像またはファイルのダウンロード中にタイムアウトしました",
  "提供者在下載附加的圖像或文件時超時",
  "o provedor excedeu o tempo limite ao baixar uma imagem ou arquivo anexado",
  "nhà cung cấp đã hết thời gian khi tải xuống hình ảnh hoặc tệp đính kèm",
  "リクエストがタイムアウトしました",
  // round 37-AA: Cherry Studio's texts in en-us, ja-jp, ru-ru, vi-vn, ro-ro, tr-tr
  "サービスが利用できません。後でもう一度",
  "サーバーに接続できません。ネットワーク",
  "サーバーエラーが発生しました。しばらくしてから",
  "応答が中断されました。ネットワーク",
  "отправка слишком частая, пожалуйста, подождите",
  "не удаётся подключиться к серверу, проверьте настройки сети",
  "ответ прерван, проверьте стабильность сети",
  "quá nhiều yêu cầu. vui lòng đợi",
  "serviciu indisponibil. te rugăm să încerci din nou",
  "prea multe cereri. te rugăm să aștepți",
  "nu se poate conecta la server, verificați setările de rețea",
  "răspuns întrerupt, verificați stabilitatea rețelei",
  "çok sık gönderim yapıldı",
  // round 37-Y: LobeHub's runtime-error texts in ru-RU, ko-KR, it-IT, nl-NL, tr-TR
  "превысил время ожидания при загрузке прикрепленного изображения или файла",
  "ha superato il tempo limite durante il download di un'immagine o file allegato",
  "heeft een time-out gekregen bij het downloaden van een bijgevoegde afbeelding of bestand",
  "첨부된 이미지나 파일을 다운로드하는 동안 제공자가 시간 초과되었습니다",
  "de modelprovider heeft een lege reactie gegeven",
  "model sağlayıcı boş bir yanıt döndürdü",
  "на вашем устройстве не ответил вовремя. убедитесь, что модель запущена",
  "операция агента была завершена из-за длительного бездействия",
  "соединение с провайдером прервано или истекло время ожидания",
  "провайдер временно перегружен или недоступен",
  "использование токенов или количество запросов достигли лимита квоты для этого ключа",
  "временная проблема с хранилищем состояния разговора прервала эту операцию",
  "제시간에 응답하지 않았습니다. 모델이 실행 중이고 로드되었는지 확인",
  "모델 제공자가 빈 응답을 반환했습니다",
  "에이전트 작업이 너무 오래 비활성 상태로 있어 종료되었습니다",
  "이 키의 토큰 사용량 또는 요청 수가 할당량 한도에 도달했습니다",
  "대화 상태 저장소의 일시적인 문제로 인해 이 작업이 중단되었습니다",
  "sul tuo dispositivo non ha risposto in tempo. assicurati che il modello sia in esecuzione",
  "la connessione al provider è scaduta o è stata interrotta",
  "il provider è temporaneamente sovraccarico o non disponibile",
  "un problema temporaneo con l'archiviazione dello stato della conversazione",
  "il gateway o proxy a monte ha restituito un errore",
  "op je apparaat reageerde niet op tijd. zorg ervoor dat het model actief en geladen is",
  "de verbinding met de provider is verlopen of verbroken",
  "het tokengebruik of het aantal verzoeken heeft de snelheidslimiet voor deze sleutel bereikt",
  "een tijdelijk probleem met de gespreksstatusopslag heeft deze bewerking onderbroken",
  "de upstream-gateway of proxy heeft een fout geretourneerd",
  "zamanında yanıt vermedi. modelin çalıştığından ve yüklendiğinden emin olun",
  "model sağlayıcısı boş bir yanıt döndürdü",
  "jeton kullanımı veya istek sayısı bu anahtar için hız sınırına ulaştı",
  "konuşma durumu deposundaki geçici bir sorun bu işlemi kesintiye uğrattı",
  "yukarı akış ağ geçidi veya proxy bir hata döndürdü",
  "spiacenti, il server ha impiegato troppo tempo per rispondere",
  "spiacenti, il server sta riscontrando difficoltà e non può completare la tua richiesta",
  "spiacenti, il server è momentaneamente irraggiungibile",
  "spiacenti, il server non può elaborare la richiesta al momento, forse per sovraccarico o manutenzione",
  "ci scusiamo, il server ha riscontrato un problema imprevisto che ha impedito il completamento della richiesta",
  "ci scusiamo, la connessione al server è scaduta",
  "ci scusiamo, il server ha impiegato troppo tempo in attesa di una risposta",
  // LobeHub's runtime-error texts, the keys still missing in zh-CN, zh-TW, ja-JP, fr-FR, de-DE, es-ES, pt-BR, pl-PL and vi-VN
  "未在规定时间内响应。请确认模型已启动并加载完成后重试",
  "对话状态存储的临时问题中断了此操作",
  "与提供商的连接超时或被中断",
  "代理操作闲置时间过长，已被终止",
  "未能及時回應。請確保模型正在運行並已加載",
  "對話狀態存儲的臨時問題中斷了此操作",
  "與提供者的連接超時或中斷",
  "模型提供者返回了空的回應",
  "代理操作閒置時間過長，已被終止",
  "が時間内に応答しませんでした。モデルが実行されてロードされていることを確認し",
  "会話状態ストアの一時的な問題により、この操作が中断されました",
  "申し訳ありませんが、このキーのトークン使用量またはリクエスト数がクォータ制限に達しました",
  "プロバイダーへの接続がタイムアウトまたは切断されました",
  "上流のゲートウェイまたはプロキシがエラーを返しました",
  "モデルプロバイダーから空の応答が返されました",
  "エージェント操作が長時間アイドル状態だったため終了しました",
  "sur votre appareil n'a pas répondu à temps",
  "un problème temporaire avec le stockage de l'état de la conversation a interrompu cette opération",
  "désolé, l'utilisation des jetons ou le nombre de requêtes a atteint la limite de débit pour cette clé",
  "le fournisseur est temporairement surchargé ou indisponible",
  "la passerelle ou le proxy en amont a renvoyé une erreur",
  "le fournisseur de modèle a renvoyé une réponse vide",
  "l'opération de l'agent est restée inactive trop longtemps et a été terminée",
  "auf ihrem gerät hat nicht rechtzeitig geantwortet",
  "ein vorübergehendes problem mit dem konversationsstatusspeicher hat diesen vorgang unterbrochen",
  "der anbieter ist vorübergehend überlastet oder nicht verfügbar",
  "die verbindung zum anbieter wurde unterbrochen oder ist abgelaufen",
  "das upstream-gateway oder der proxy hat einen fehler zurückgegeben",
  "der modellanbieter hat eine leere antwort zurückgegeben",
  "die agentenoperation war zu lange inaktiv und wurde beendet",
  "en tu dispositivo no respondió a tiempo",
  "un problema temporal con el almacenamiento del estado de la conversación interrumpió esta operación",
  "lo sentimos, el uso de tokens o el número de solicitudes ha alcanzado el límite de velocidad para esta clave",
  "lo sentimos, el uso de tokens o el número de solicitudes ha alcanzado el límite de cuota para esta clave",
  "el proveedor está temporalmente sobrecargado o no disponible",
  "la conexión con el proveedor se agotó o fue interrumpida",
  "el gateway o proxy del proveedor devolvió un error",
  "el proveedor del modelo devolvió una respuesta vacía",
  "la operación del agente estuvo inactiva demasiado tiempo y fue terminada",
  "no seu dispositivo não respondeu a tempo",
  "um problema temporário com o armazenamento do estado da conversa interrompeu esta operação",
  "desculpe, o uso de tokens ou a contagem de solicitações atingiu o limite de cota para esta chave",
  "o provedor está temporariamente sobrecarregado ou indisponível",
  "a conexão com o provedor expirou ou foi interrompida",
  "o gateway ou proxy do provedor retornou um erro",
  "o provedor do modelo retornou uma resposta vazia",
  "a operação do agente ficou inativa por muito tempo e foi encerrada",
  "na twoim urządzeniu nie odpowiedział na czas",
  "tymczasowy problem z magazynem stanu rozmowy przerwał tę operację",
  "przepraszamy, wykorzystanie tokenów lub liczba żądań osiągnęły limit szybkości dla tego klucza",
  "przepraszamy, wykorzystanie tokenów lub liczba żądań osiągnęły limit przydziału dla tego klucza",
  "połączenie z dostawcą zostało przerwane lub przekroczono limit czasu",
  "bramka upstream lub proxy zwróciły błąd",
  "dostawca modelu zwrócił pustą odpowiedź",
  "operacja agenta była zbyt długo nieaktywna i została zakończona",
  "trên thiết bị của bạn không phản hồi kịp thời",
  "một vấn đề tạm thời với kho lưu trữ trạng thái hội thoại đã làm gián đoạn hoạt động này",
  "rất tiếc, việc sử dụng token hoặc số lượng yêu cầu đã đạt đến giới hạn tốc độ cho khóa này",
  "rất tiếc, việc sử dụng token hoặc số lượng yêu cầu đã đạt đến giới hạn hạn mức cho khóa này",
  "nhà cung cấp tạm thời quá tải hoặc không khả dụng",
  "kết nối với nhà cung cấp đã hết thời gian hoặc bị ngắt",
  "cổng hoặc proxy đầu nguồn trả về lỗi",
  "nhà cung cấp mô hình đã trả về một phản hồi trống",
  "hoạt động của tác nhân đã không hoạt động quá lâu và bị chấm dứt",
  // LobeHub's en-US state-store hiccup and a local model that did not answer in time ("{{provider}} on your device did not
  // respond in time. Make sure the model is running and loaded, then try again.")
  "temporary issue with the conversation state store",
  "unusual activities detected, please try again", // Open WebUI's abuse throttle: "… in a few minutes."
  "on your device did not respond in time. make sure the model is running",
  // LobeHub's runtime-error texts in ar, fa-IR, bg-BG, nl-NL, tr-TR, ko-KR, ru-RU, it-IT and zh-CN
  "انتهت مهلة الاتصال بالمزود",
  "عاد البوابة أو الوكيل المصدر بخطأ",
  "제공업체와의 연결이 시간 초과되었거나 끊어졌습니다",
  "상위 게이트웨이 또는 프록시에서 오류를 반환했습니다",
  "количество запросов достигли лимита скорости",
  "верхний шлюз или прокси вернули ошибку",
  "поставщик модели вернул пустой ответ",
  "令牌使用量或请求次数已达到配额限制",
  "模型供应商返回了空内容",
  "utilizzo dei token o il numero di richieste ha raggiunto il limite",
  "il provider del modello ha restituito una risposta vuota",
  "agente è rimasta inattiva troppo a lungo",
  "tokengebruik of het aantal verzoeken heeft de quotumlimiet",
  "de provider is tijdelijk overbelast of niet beschikbaar",
  "de modelprovider heeft een lege reactie teruggestuurd",
  "de agentbewerking was te lang inactief",
  "istek sayısı bu anahtar için kota sınırına ulaştı",
  "sağlayıcı geçici olarak aşırı yüklenmiş",
  "ajan işlemi çok uzun süre hareketsiz kaldı",
  "به طور موقت بارگذاری بیش از حد دارد",
  "قطع شد یا زمان آن به پایان رسید. لطفاً شبکه خود را بررسی",
  "عملیات عامل برای مدت طولانی غیرفعال بود",
  "доставчикът временно е претоварен или недостъпен",
  "връзката с доставчика изтече или беше прекъсната",
  // LobeHub's current runtime-error texts (runtimeError.json: en-US and pt-BR, vi-VN, pl-PL, es-ES, de-DE, ja-JP, fr-FR, zh-TW)
  "the upstream gateway or proxy returned an error",
  "operation was idle for too long and was terminated",
  "the model provider returned an empty response",
  "provider is temporarily limiting requests from",
  "atingiu o limite de taxa para esta chave",
  "dostawca jest tymczasowo przeciążony lub niedostępny",
  "nombre de requêtes a atteint la limite de quota",
  "la connexion au fournisseur a expiré",
  "請求次數已達配額上限",
  // Cherry Studio's diagnosis, request-timeout and remaining HTTP texts (en-us, zh-cn, zh-tw, de-de, fr-fr, es-es, el-gr, pt-pt, ko-kr, it-it, tr-tr)
  "cannot connect to server, check network",
  "response interrupted, check network stability",
  "无法连接到服务器，请检查网络",
  "响应传输中断",
  "taxa de solicitação excedeu o limite",
  "resposta interrompida, verifique a estabilidade da rede",
  "요청 속도가 제한을 초과",
  "너무 자주 요청했습니다",
  "velocità delle richieste supera il limite",
  "richieste troppe frequenti",
  "i̇stek hızı sınırı aşıldı",
  "無法連線到伺服器，請檢查網路",
  "回應中斷，請檢查網路穩定性",
  "verbindung zum server nicht möglich",
  "antwort unterbrochen, überprüfen sie die netzwerkstabilität",
  "impossible de se connecter au serveur, vérifiez les paramètres réseau",
  "réponse interrompue, vérifiez la stabilité du réseau",
  "no se puede conectar al servidor, verifica la configuración de red",
  "respuesta interrumpida, verifica la estabilidad de la red",
  "αδυναμία σύνδεσης με τον διακομιστή",
  "η απάντηση διακόπηκε, ελέγξτε τη σταθερότητα του δικτύου",
  "erro do servidor, por favor tente novamente",
  "erro de gateway, por favor tente novamente",
  "serviço indisponível, por favor tente novamente",
  "tempo de espera do gateway excedido",
  "não é possível ligar ao servidor",
  "erro no servidor, tente novamente",
  "서버 오류입니다. 잠시 후 다시 시도",
  "게이트웨이 오류입니다. 잠시 후 다시 시도",
  "서비스를 사용할 수 없습니다. 잠시 후 다시 시도",
  "게이트웨이 시간 초과",
  "timeout del gateway",
  "ağ geçidi zaman aşımı",
  // Cherry Studio's el-gr (its 502 and 504 call a gateway a lighthouse, "φάρων"), pt-pt, ro-ro and vi-vn, and Chatbox's
  // zh-Hans, pt-PT, nb-NO and sv rate-limit and network texts
  "υπερβολική συχνότητα ζητημάτων",
  "εσωτερικό σφάλμα διαχειριστή, παρακαλώ δοκιμάστε ξανά",
  "σφάλμα φάρων, παρακαλώ δοκιμάστε ξανά",
  "η υπηρεσία δεν είναι διαθέσιμη, παρακαλώ δοκιμάστε ξανά",
  "υπερχρονισμός φάρων",
  "envio muito frequente, aguarde",
  "prea multe cereri. te rugăm să încerci din nou",
  "eroare de server. te rugăm să încerci din nou",
  "eroare gateway. te rugăm să încerci din nou",
  "expirare gateway. te rugăm să încerci din nou",
  "quá nhiều yêu cầu. vui lòng thử lại sau",
  "dịch vụ không khả dụng. vui lòng thử lại sau",
  "quá thời gian chờ của cổng",
  "không thể kết nối đến máy chủ, hãy kiểm tra cài đặt mạng",
  "phản hồi bị gián đoạn, kiểm tra độ ổn định mạng",
  "网络错误。请检查当前的网络状态",
  "você excedeu o limite de taxa",
  "du har overskredet grensen for chatbox ai-tjenesten",
  "en nettverksfeil har oppstått",
  "du har överskridit hastighetsgränsen",
  "과부하", // LobeHub (ko-KR), its 503: "서비스를 일시적으로 사용할 수 없습니다(과부하 또는 유지 보수 중)" (overload)
  "сервер перегружен",
  "stark ausgelastet",
  "verbindung zum server wurde verweigert oder zurückgesetzt",
  // Windsurf: "Unknown: Model provider is currently unavailable (error ID: …)"
  "model provider is currently unavailable",
  // Round 86: Warp's agent ("I'm sorry, I couldn't complete that request.\nThe LLM is currently unavailable."), across
  // every model and now and then; Gemini CLI's TerminalQuotaError around Google's MODEL_CAPACITY_EXHAUSTED ("No capacity
  // available for model gemini-3.5-flash on the server"): Google's capacity, not the caller's quota
  "the llm is currently unavailable",
  // Round 87: IDE agents' rate-limit banners without a wait (GitHub Copilot's `user_global_rate_limited`: "You've hit your
  // global rate limit. Please upgrade your plan or wait for your limit to reset."; Tabnine's per-model "You've reached the
  // rate limit for sending messages with the current model! … Please wait a bit")
  "hit your global rate limit",
  "reached the rate limit for sending messages",
  "no capacity available for model",
  // Kiro during a model's capacity outage: "The selected model is currently unavailable. Please try again or select
  // another model."
  "selected model is currently unavailable. please try again",
  "invalid response from llm call - none or empty",
  // Playwright: "page.goto: Navigation failed because page crashed!"; a new page passes
  "because page crashed",
  // Redis Cluster: "CLUSTERDOWN The cluster is down" while it fails over, "TRYAGAIN Multiple keys request during
  // rehashing" while slots move (ioredis: "Too many Cluster redirections. Last error: ReplyError: CLUSTERDOWN …")
  "clusterdown the cluster is down",
  "tryagain multiple keys",
  // Redis at its `maxclients` ("ERR max number of clients reached"): a connection frees up, as PostgreSQL's 53300 and
  // MySQL's 1040 do
  "max number of clients reached",
  // MySQL 1290 on a writer that a failover turned into a replica (Aurora, RDS): the endpoint moves to the new writer
  "running with the --read-only option",
  "running with the --super-read-only option", // the same after a Group Replication or Vitess switchover
  "there are no living connections", // the Elasticsearch client: its dead nodes are tried again after a wait
  "rate limit already exceeded", // GitHub GraphQL: "API rate limit already exceeded for user ID 7348291."
  // the Connect protocol's code for a capacity limit, as connect-es ("[resource_exhausted] …") and oh-my-pi's Cursor
  // provider ("Connect error resource_exhausted: …") print it; a spent quota's words decide first
  "[resource_exhausted]",
  "connect error resource_exhausted",
  // an empty answer of the model, as agents word it (Claude Code's compaction, Cline): the next try answers
  "response did not contain valid text",
  "returned an empty or unparsable response",
  // Gemini CLI switched to Flash after a quota error and asks for the prompt again: the same prompt passes
  "to continue with the flash model",
  // Copilot CLI, after its own retries of server errors: "Failed to get response from the AI model; retried 5 times"
  "failed to get response from the ai model",
  "before the completion window expired", // OpenAI Batch (batch_expired): the request never ran
  "qps request limit reached", // Baidu (error_code 18): "Open api qps request limit reached"
  "open api request limit reached", // Baidu (error_code 4): the cluster's limit
  // OpenClaw's failover summary: "Provider anthropic is in cooldown (all profiles unavailable) (rate_limit)"
  "is in cooldown (all profiles unavailable)",
  // Zed: "completion request failed. request_id: …, code: internal_server_error, message: …" (the code written in prose)
  "code: internal_server_error",
  // Playwright and Puppeteer: the page navigated while a script ran in it; the same call passes once it settles
  "execution context was destroyed",
  "rate limit exceeded",
  "rate limit reached",
  "rate_limit_exceeded",
  "rate_limit_error",
  "too many requests",
  "overloaded_error",
  "is overloaded",
  "are overloaded",
  // a gateway's or relay's text for its provider's overload, alone or as a stream's error (no status): "upstream
  // overloaded" (a second review of session 45 met it in a Responses response.failed; alone it read Fatal)
  "upstream overloaded",
  "internal server error",
  "service unavailable",
  "temporarily unavailable", // also "Service Temporarily Unavailable"
  "bad gateway",
  "gateway timeout",
  "server had an error",
  "server experienced an error", // OpenAI chat streams
  "error occurred while processing your request", // OpenAI Responses streams: "… You can retry your request"
  "you can retry your request", // OpenAI, Azure: the server says so
  "currently overloaded", // Azure: "That model is currently overloaded with other requests"
  "capacity temporarily exceeded", // Cloudflare Workers AI (3040)
  "try again later",
  "enqueued token limit reached", // OpenAI Batch: the queue drains as running batches complete
  "unable to start a transaction in the given time", // Prisma P2028 (the pool wait, maxWait)
  "please wait before trying again", // Bedrock's ThrottlingException: "Too many tokens, please wait before …"
  // Ollama: the model runner crashed mid-generation; Ollama restarts it
  "error was encountered while running the model",
  "resourceexhausted:", // gRPC status names in upstream errors: "Upstream error from Nvidia: ResourceExhausted: …"
  // Redis replies: a server loading its data, a write sent to a replica during a failover
  "redis is loading the dataset",
  // BUSY: another client's Lua script (or module command, function) holds the server until it ends or is killed
  "redis is busy running a",
  "link with master is down", // MASTERDOWN: a replica resyncing with its primary
  "write against a read only replica",
  "error processing stream", // OpenRouter, mid-stream: the upstream provider's stream broke
  // Claude Code: "API Error: Repeated 529 Overloaded errors", "Server is temporarily limiting requests (not your
  // usage limit) · Rate limited"
  "529 overloaded",
  "rate limited",
  "temporarily rate-limited",
  "is rate-limited", // opencode-claude-auth: "Claude token refresh is rate-limited; retry shortly."
  "api error: overloaded", // Claude Code, when no status is left: "API Error: Overloaded" // a proxy in front of Windsurf: "All accounts temporarily rate-limited …"
  "exceeded your rate limits", // Copilot Chat: "Sorry, you've exceeded your rate limits."
  "server is temporarily limiting requests",
  // git: "Unable to create '….git/index.lock': File exists. Another git process seems to be running …": it ends
  "another git process seems to be running",
  "resource has been exhausted", // Google's shared-capacity 429 as agents print it: "Resource has been exhausted (e.g. check quota)."
  "attempts reached for rate limit", // Crush: "maximum retry attempts reached for rate limit: 8 retries"
  // workerd (Cloudflare Workers): the runtime's own failure, "internal error; reference = 6l146mk9fjeqkmojhhc9rifs"
  "internal error; reference =",
  // Kilo, after an empty or cut answer it retries itself: "The provider repeatedly ended the response before returning
  // usable output."
  "ended the response before returning usable output",
  "over capacity", // Groq, mid-stream: { error: { message: "Over capacity" } }, or a chunk's `x_groq.error`
  // Google's server-side cancel (its 499) as gemini-cli keeps the body in text
  ...googleCancelled,
  // Google's 500 as agents keep it without the status: "An internal error has occurred. Please retry or report in …"
  "internal error has occurred. please retry",
  // gemini-cli could not parse a line of the stream ("Unexpected line format in response: ,"): a cut stream
  "unexpected line format in response",
  "请稍后再试", // one-api/new-api: "当前分组上游负载已饱和，请稍后再试" (the group's upstream is saturated)
  "請稍後重試", // the same in Traditional Chinese
  "請稍後再試",
  "have exceeded rate limit", // Azure, relayed by LiteLLM: "Your requests to gpt-5.4 … have exceeded rate limit."
  // Ollama lost its runner (a crash or an out-of-memory load), as LiteLLM relays it without the 500
  "llama runner process has terminated",
  // tenacity gave up on a rate limit: "RetryError[<Future at 0x… state=finished raised RateLimitError>]"
  "raised ratelimiterror",
  "is not the leader for that topic-partition", // Kafka (NOT_LEADER_FOR_PARTITION): a leader election is running
  "ms has exceeded on task", // Meilisearch's waitForTask: "timeout of 5000ms has exceeded on task 12 …"
  "blob service is currently not available", // Vercel Blob, after its own retries
  "请稍后重试", // "please try again later" (Trae: "模型请求失败，请稍后重试", the model request failed)
  "rejected due to rate limiting", // "Request was rejected due to rate limiting. Details: TPM limit reached."
  "速率限制", // iFlow CLI: "当前模型已达到平台速率限制，系统将重试请求" (the platform's rate limit) // Claude Code: "… (not your usage limit) · Too many CONNECT attempts"
  "rate limit is exceeded", // Azure: "Rate limit is exceeded. Try again in 60 seconds."
  "bedrock is unable to process your request", // Bedrock's 503 sentence, also in a stream's serviceUnavailableException
  // Bedrock Agents (DependencyFailedException, a 424): "Dependency resource: received model timeout/error exception
  // from Bedrock. Try the request again."
  "received model timeout/error exception",
  // GitHub Copilot: "Sorry, you have been rate-limited. Please wait a moment before trying again.", "Sorry, you have
  // exceeded your Copilot token usage. … Error Code: rate_limited"
  "you have been rate-limited",
  "error code: rate_limited",
  "per minute limit exceeded", // Cerebras: "Tokens per minute limit exceeded - too many tokens processed."
  "rate limiting:", // Cloudflare Workers AI binding (3021): "3021: rate limiting: inference request per min rate reached"
  // DeepChat's hint for a provider's throttle: "错误可能原因： 请求速度过快，被服务商限制了访问频率" (requests too fast, the
  // provider limited the access frequency)
  "请求速度过快",
  "限制了访问频率",
  "请等待当前请求结束", // sub2api's pool limit: "…并发额度不足，请等待当前请求结束或下一周期" (wait for the current request to end)
  // Trae's queue: "Too many current requests. Your queue position is 66. Please wait for a while or switch to other models"
  "too many current requests",
  "request queue is full", // Traycer relaying a model server's 503: "Streaming response failed: [503] The request queue is full."
  // Cherry Studio after its own retries: "Max retries reached. Unable to complete the request." (as Copilot CLI's
  // "retried 5 times" above: what failed each time passed no rule that stops a retry). Not "Max retries reached" alone:
  // wrappers write it in front of failures they never retried ("Max retries reached: Unsupported parameter: …")
  "max retries reached. unable to complete the request",
  // round 58: Amazon SES's per-second send rate ("Throttling failure: Maximum sending rate exceeded.", its daily quota is
  // Permanent), Vonage's SMS throughput ("Throughput Rate Exceeded - please wait [ 978 ] and retry"), Braintree's
  // CLIENT_RATE_LIMITED ("You are being rate-limited; please try again in a few minutes.")
  "maximum sending rate exceeded",
  "throughput rate exceeded",
  "you are being rate-limited",
  // S3 and MinIO's SlowDown ("Please reduce your request rate."), R2's per-object write limit ("Reduce your concurrent
  // request rate for the same object"), Dropbox's summaries as CLIs print them ("Error: too_many_requests/.")
  "reduce your request rate",
  "reduce your concurrent request rate",
  "too_many_requests/",
  "too_many_write_operations",
  // round 60: Bedrock AgentCore's runtime that did not start in time ("Runtime initialization time exceeded. Please make
  // sure that initialization completes in 30s.", a 424 or the boto text), Azure AI Foundry's Responses storage
  // ("storage_error: An internal error occurred while storing the response. … Please retry the request.")
  "too many open files", // EMFILE in prose, without its code ("libcanvas.node: cannot open shared object file: Too many open files")
  "runtime initialization time exceeded",
  "an internal error occurred while storing the response",
  // round 61: windows that pass: NetSuite's "SuiteTalk concurrent request limit exceeded", Zoom's "Too many concurrent
  // requests", Amazon SP-API's per-second throttle ("You exceeded your quota for the requested resource."), Textract's
  // "Provisioned rate exceeded"
  "concurrent request limit exceeded",
  "too many concurrent requests", // also "Too many concurrent requests. Limit: 4" (a gateway's)
  "you exceeded your quota for the requested resource",
  "provisioned rate exceeded",
  // round 62: Firebase Auth's passing blocks ("TOO_MANY_ATTEMPTS_TRY_LATER", auth/too-many-requests), Auth0's per-second
  // buckets ("Global per second users_write group limit has been reached"), Cognito's lockout ("Attempt limit exceeded,
  // please try after some time."), Entra's AADSTS90033 ("A transient error has occurred. Please try again."), mail
  // servers' connection caps ("[ALERT] Too many simultaneous connections.", Dovecot's "Maximum number of connections
  // from user+IP exceeded"), Microsoft 365's IMAP throttle ("Request is throttled. Suggested Backoff Time: …"), Gmail's
  // full inbox marked temporary ("OverQuotaTemp"), hosting APIs' windows (Netlify's "API Request rate limit surpassed",
  // Cloudflare's 971 "Please wait and consider throttling your request speed", Heroku's "reached the API rate limit" and
  // "concurrent builds limit")
  "too_many_attempts_try_later",
  "auth/too-many-requests",
  "global per second",
  "attempt limit exceeded, please try after some time",
  "a transient error has occurred",
  "too many simultaneous connections",
  "maximum number of connections from user+ip exceeded",
  "request is throttled. suggested backoff time",
  "overquotatemp",
  "rate limit surpassed",
  "consider throttling your request speed",
  "reached the api rate limit",
  "concurrent builds limit",
  // DocuSign's hourly allowance, which returns at the next hour: "The maximum number of hourly API invocations has been
  // exceeded. The hourly limit is 1000." (also as a 400, HOURLY_APIINVOCATION_LIMIT_EXCEEDED)
  "maximum number of hourly api invocations has been exceeded",
  // Contentful: "You have exceeded the rate limit of this Space by making too many API requests within a short timespan."
  "too many api requests within a short timespan",
  "too many attempts try again in", // Ghost's brute-force limiter: "Too many attempts try again in 20 minutes"
  // Binance's per-minute request weight ("Too much request weight used; current limit is 1200 request weight per 1
  // MINUTE"), and the IP ban that follows it as a 418 ("Way too much request weight used; IP banned until 1660090423228")
  "too much request weight used",
  // BigQuery's per-10-second table and dataset update limits: "Exceeded rate limits: too many dataset metadata update
  // operations for this dataset.", "Job exceeded rate limits: Your table exceeded quota for table update operations"
  "exceeded rate limits",
  "too many simultaneous queries", // ClickHouse's TOO_MANY_SIMULTANEOUS_QUERIES (202): the server's max_concurrent_queries
  // ClickHouse's server-wide memory (241): "(total) memory limit exceeded: … Query was selected to stop by
  // OvercommitTracker"; the server stopped this query to free memory others hold ("memory limit (for query)" is this
  // query's own cap, and fails again)
  "selected to stop by overcommittracker",
  "rate limit quota exceeded", // Vault's rate limit quotas: 'request path "transit/encrypt/test": rate limit quota exceeded'
  // the AWS SDKs' throttle kept as text: Go's "… api error ThrottlingException: Rate exceeded", Kinesis's
  // "ProvisionedThroughputExceededException: Rate exceeded for Shard - …" and "LimitExceededException Message: Rate
  // exceeded for stream"
  "throttlingexception: rate exceeded",
  "rate exceeded for shard",
  "rate exceeded for stream",
  "bullmq:ratelimitexceeded", // BullMQ's RateLimitError: the worker's rate limit, the job waits for the window
  // Google Flow / Veo: "You're requesting generations too quickly. Please wait a moment and try again."
  "requesting generations too quickly",
  // GitLab's pipeline-creation limit, sent as a 400: "Too many pipelines created in the last minute. Try again later."
  "too many pipelines created in the last minute",
  // Azure DevOps' sliding five-minute window: "Request was blocked due to exceeding usage of resource 'ATCPU' in
  // namespace 'VSID'."
  "request was blocked due to exceeding usage of resource",
  // WhatsApp Cloud API (#80007), sent as a 400: "There have been too many calls to this WhatsApp Business account."
  "too many calls to this whatsapp business account",
  // Twilio Verify's 60203 (five sends to one number in ten minutes), as Supabase Auth relays it: "Error sending sms OTP
  // to provider: Max send attempts reached" (not any client's own "Max send attempts reached", which gave up on a cause
  // it does not name)
  "to provider: max send attempts reached",
  // FHIR servers' throttled OperationOutcome (New Zealand's SDHR: "Request has been throttled due to exceeding the
  // allocated rate limit."), and its facility lock while a load runs ("… temporarily locked due to a background load
  // process"), which its guide says to retry after a delay
  "has been throttled due to exceeding",
  "temporarily locked due to a background load process",
  // Arcade's MCP server once a user finished authorising a tool: "Authorization for 'Google_SendEmail' is already complete.
  // Please retry." (the same call now passes)
  "is already complete. please retry",
  "limit of 10 simultaneous connections", // Mailchimp's 429: "You have exceeded the limit of 10 simultaneous connections."
  // Microsoft Fabric's Spark at its capacity's limit ("[TooManyRequestsForCapacity] … hit a spark compute or API rate
  // limit", an HTTP 430); Power BI's .NET cmdlets naming a 429: "Operation returned an invalid status code
  // 'TooManyRequests'"
  "toomanyrequestsforcapacity",
  "invalid status code 'toomanyrequests'",
  // AWS's caps on jobs running at once (LimitExceededException): Transcribe's "You have too many jobs running at the same
  // time. Try your request again later.", Rekognition's "22 open Jobs for User arn:aws:iam::…. Maximum limit: 20"
  "too many jobs running at the same time",
  " open jobs for user arn:", // not an app's "Cannot get open jobs for user without postcode"
  // Azure Speech (4429): "The request is throttled because you have exceeded the concurrent request limit allowed for
  // your sub…"
  "request is throttled because you have exceeded the concurrent request limit",
  // Google's per-100-seconds quotas as gax kept them: "Insufficient tokens for quota 'DefaultGroup' and limit 'USER-100s'"
  "insufficient tokens for quota",
  "callrateexceeded", // Microsoft Advertising (117): "… the number of calls that you are allowed to make in a minute"
  // AdWords: "[RateExceededError <rateName=RATE_LIMIT, …, retryAfterSeconds=30>]" (with its bracket: an app's
  // FlashRateExceededError is its argument check)
  "[rateexceedederror",
  // Adobe PDF Services (429001): "Service usage limit has been reached. Please retry after sometime."
  "usage limit has been reached. please retry after sometime",
  // Round 91: databases and queues behind an agent's tools, in their drivers' and relays' words (PostgreSQL's 53300 in
  // pq, Npgsql and PostgreSQL 16, MySQL's 1053 shutdown and Galera's resync, Kafka's leader election), local model
  // servers out of slots, queue or runner (Ollama's OLLAMA_MAX_QUEUE, Ray Serve's backpressure, a runner or LM Studio
  // model that crashed mid-generation), and AI gateways busy or down for a moment (ngrok's, xpander's)
  "remaining connection slots are reserved",
  "server shutdown in progress",
  "in the middle of a leadership election",
  "wsrep has not yet prepared node",
  "maximum pending requests exceeded",
  "request dropped due to backpressure",
  "model runner has unexpectedly stopped",
  "the model has crashed without additional information",
  "gateway is busy",
  "gateway is unavailable",
  // Round 92: SQLite busy in Python's words, a model's empty answer in agent frameworks' words (beeai, probe,
  // LlamaIndex's workflows, Letta), another run holding a Letta conversation, Mastra Code's 5xx text, Bedrock's 500 as a
  // class and message, a Google quota metric counted per minute
  "database is locked",
  "produced an empty response",
  "empty response from ai model",
  "got empty message",
  "returned empty content in",
  "another request is currently being processed for this conversation",
  "server error. the api may be experiencing issues",
  "internalserverexception: internal server exception",
  "_per_minute_per_",
  // Round 92: model providers' throttles and outages as bare text — Zhipu's concurrency (1302), frequency (1303) and
  // traffic (1305) limits, Moonshot's per-minute requests, DashScope's throttling, Google's 503 in gemini-cli's words
  "并发数过高",
  "频率过高",
  "触发流量限制",
  "reached organization max rpm",
  "requests throttling triggered",
  "the service is currently unavailable",
  // Round 93: throttles and outages as apps and SDKs print them — Japanese and Korean "too many requests", a Korean
  // "the server is down for a moment", Midjourney's full job queue, Envoy's "no healthy upstream" behind Pinecone,
  // Slack's `ratelimited` in slack_sdk's dict, GitHub's secondary rate limit and Shopify's calls per second as bare text
  "リクエストが多すぎます", // and the longer "リクエストが多すぎます。後でもう一度…" recorded before
  "요청이 너무 많습니다", // and "요청이 너무 많습니다. 나중에 다시 시도…"
  "서버가 잠시 다운된",
  "your job queue is full",
  "no healthy upstream",
  "'error': 'ratelimited'",
  "exceeded a secondary rate limit",
  "calls per second for api client",
  // Round 94: a file another process holds (EBUSY on open, rename, unlink; not rmdir's mount point) and the system's
  // file table full, S3's and MinIO's internal error and Azure Storage's ServerBusy as their SDKs print them, GitHub's
  // failed ref update, the Kubernetes API server's 503 in kubectl's words, queues full in ChatALL's eight languages,
  // HuggingChat's traffic banner, aider's and AutoGPT's throttle and outage sentences
  "resource busy or locked, open",
  "resource busy or locked, rename",
  "resource busy or locked, unlink",
  "enfile: file table overflow",
  "we encountered an internal error",
  "the server is busy.",
  "fatal error in commit_refs",
  "error from server (serviceunavailable)",
  "warteschlange ist voll",
  "la cola está llena",
  "file d'attente est pleine",
  "la coda è piena",
  "キューがいっぱいです",
  "대기열이 가득 찼습니다",
  "очередь заполнена",
  "hàng đợi đã đầy",
  "too much traffic, please try again",
  "the api provider's servers are down or overloaded",
  "reached rate limit, passing",
  "failed to get response after",
  "ratelimiterror: max retries reached",
  // Hugging Face's cold model ("Model … is currently loading", with its `estimated_time`) as SDKs and LiteLLM print the
  // body, SageMaker's endpoint that did not answer while its workers restarted
  "is currently loading",
  "sagemaker could not get a response from",
  // Faraday's classes for a 429 and for any 5xx, kept as the class name alone (langchainrb, an OpenAI 500)
  "faraday::toomanyrequestserror",
  "faraday::servererror",
  // Round 95: nginx's 504 page as bare text, Lambda's EFS mount timeout and a function still Pending, Coze's "internal
  // server error" banner, Azure AI Foundry's failed run as a Python dict, Azure AI Search's and Azure OpenAI's S0
  // throttles, Vertex's per-minute online-prediction quota over gRPC, Amazon Q's throttles
  "504 gateway time-out",
  "due to mount time out",
  "the function is currently in the following state: pending",
  "内部服务器错误",
  "'code': 'server_error'",
  "reduce the rate of requests",
  "exceeded call rate limit",
  "online_prediction_requests_per_base_model",
  "request quota exceeded. please wait a moment",
  "the request was throttled by the service",
  // Round 95: a renderer that crashed (Puppeteer's "Page crashed!"), browserless at its plan's concurrency, Bedrock Nova
  // Sonic's "System instability detected", AssemblyAI's streaming limits and temporary conditions, Vapi's ends for a
  // provider's 500, a rate limit or its own worker or database
  "page crashed!",
  "both limits have been reached",
  "system instability detected",
  "too many concurrent sessions",
  "temporary server condition",
  "maximum session duration exceeded",
  "-500-server-error",
  "transcriber-rate-limited",
  "vapifault-worker-died",
  "vapifault-database-error",
  // Round 96: a task queue's worker lost under its job (Celery's billiard, RQ's work-horse), etcd electing a leader,
  // Kubernetes' InternalError, EC2's API throttle as text (Terraform, Packer, docker-machine, the Java SDK v2), the AWS
  // throttles without a status, Azure Resource Manager's request throttle, Prism's and RubyLLM's provider errors,
  // Windows' sharing violation (a file held by a scanner or an indexer)
  // (review 74: not a SIGKILL, which is as often the kernel's OOM killer ending the same job every time)
  "worker exited prematurely: signal 15",
  "worker exited prematurely: exitcode 0",
  // (review 76a: not with a signal's number, "waitpid returned 9", SIGKILL from the OOM killer, or 6 and 4, a job that
  // aborts on its own input: as Celery's SIGKILL, the same job ends so again)
  "work-horse terminated unexpectedly; waitpid returned none",
  "etcdserver: leader changed",
  "has prevented the request from succeeding",
  "requestlimitexceeded",
  "throttled on ec2:",
  "throttling: rate exceeded",
  "exceeded the backend storage limit",
  "you hit a provider rate limit",
  "api server error - please try again",
  "because it is being used by another process",
  // Round 97: warehouses' and pools' full slots (Databricks' token bucket and workspace concurrency, Trino's cluster
  // out of memory, Vitess' transaction pool, Redshift's and PostgreSQL's connection limits in words, Druid's query
  // capacity, PostgreSQL's and PgBouncer's full connections behind Prisma, Knex's and Sequelize's pool timeouts), the
  // AWS JS SDK v2's throttle, Appwrite's endpoint limit, APNs' token-refresh throttle, agent frameworks' throttled or
  // busy models and empty answers (Strands, Pydantic AI, CrewAI)
  "request_limit_exceeded:",
  "exceeded the concurrent limit of",
  "query killed because the cluster is out of memory",
  "transaction pool connection limit exceeded",
  "exceeded for non-bootstrap users",
  "connection limit exceeded for non-superusers",
  "too many concurrent queries, total query capacity of",
  "too many clients already",
  "no more connections allowed (max_client_conn)",
  "timeout acquiring a connection. the pool is probably full",
  "sequelizeconnectionacquiretimeouterror",
  "toomanyrequestsexception: rate exceeded",
  "rate limit for the current endpoint has been exceeded",
  "toomanyprovidertokenupdates",
  "request was throttled by the model provider",
  "server is busy or overloaded",
  "no response from model",
  "ended without content or tool calls",
  "unexpected empty response message from",
  "empty response from llm",
  // Round 98: CI runners and agents lost under a job (GitHub Actions' and Azure Pipelines' shutdown signal and lost
  // communication, GitLab Runner's system failure, Jenkins' closed channels and agents marked offline, Buildkite's agent
  // lost), Azure Translator's 429001 as text
  "has received a shutdown signal",
  "lost communication with the server",
  "we stopped hearing from agent",
  // (review 77: not GitLab Runner's label alone, which it puts on a runner's refused permission or configuration too)
  "job failed (system failure): error response from daemon: no such container",
  "hudson.remoting.channelclosedexception",
  "java.io.ioexception: backing channel '",
  "was marked offline: connection was broken",
  "(agent lost)",
  "the client has exceeded request limits",
  // Round 99: an OpenAI Realtime response failed on the server's side (LiveKit's plugin), Copilot CLI's interrupted
  // response, a relay's empty answer
  "response failed with error type: server_error",
  "response was interrupted due to a server error",
  "upstream returned an empty response",
  // the Vercel AI SDK's gateway class printed by Next.js, with a server's fault only (review 78: the class is the SDK's
  // catch-all, put on a billing 403 and a spent budget's 402 too; its "Internal Server Error" passes by those words)
  "gatewayinternalservererror]: failed to initialize model database",
  // Round 100: passing conditions of voice, workflow, sandbox and media services: Deepgram's server-side
  // timeout, AssemblyAI's stream cap and idle session, Exa's free MCP limit; Step Functions losing track of a
  // Lambda call, Hatchet without workers, Cloudflare Workflows' server error, Temporal's busy workflow lock, query buffer,
  // unready state and missing hosts; Daytona's runners and nodes all busy, its snapshot cooldown and auth service, a
  // Durable Object reset by a deploy, E2B's sandbox in transition; Comfy's unreachable API server, crashed or restarted
  // workers, busy executors and queue
  "did not provide a response message within the timeout window",
  "exceeded the number of allowed streams",
  "session idle for too long",
  "exa's free mcp rate limit",
  "cannot determine whether lambda successfully received the call",
  "because no workers were available to run",
  "api.error.internal_server",
  "timeout locking workflow execution",
  "consistent query buffer is full",
  "buffered query cleared, please retry",
  "workflow state is not ready to handle the request",
  "not enough hosts to serve the request",
  "workflow lock for the run id hasn't been released",
  "failed to create sandbox: no available runners",
  "failed to create sandbox: no available nodes",
  "durable object reset because its code was updated",
  "is still transitioning. try again in a moment",
  "still in progress. please try again in a few minutes",
  "temporary authentication service error",
  "is currently unreachable. the service may be experiencing issues",
  "rip to the server your workflow was running on",
  "inference service restarted, terminating job",
  "executor is busy with another job",
  "failed to enqueue job for processing",
  "interrupted due to comfyui process restart",
  "job execution interrupted: server shutdown",
  // Round 100 (embeddings): Voyage's 429 for an account without a payment method (3 RPM), kept as text
  "will have reduced rate limits of",
  // Round 101: Milvus' rate limiter, its writes held while the time tick lags, a query node offline
  "quota exceeded[reason=rate type:",
  "time tick long delay",
  "node offline[node=",
  // Round 101: Nango's refresh backing off (its agent tool's "Try the call again in a moment", its proxy's 424)
  "try the call again in a moment",
  "backing off before retrying",
  // Round 101: browser agents: Skyvern's wrapper of a model provider's passing error, a TOTP code that expired under
  // the agent (the next try reads a fresh one), browser-use's handler cancelled by its parent's timeout
  "retryable error while using llmprovider",
  "totp verification code has expired",
  "was interrupted because of a parent timeout",
  // Round 101: messaging APIs' passing limits and faults: @slack/web-api's 429 without a usable Retry-After, Slack's
  // server-side fatal_error, Discord's slowmode and channel write limits, Teams' 412 for concurrent operations on one
  // conversation
  "retry header did not contain a valid timeout",
  "due to slowmode rate limit",
  "has hit the write rate limit",
  "precondition failed, please try again",
  // Round 102: passing limits and states: Bedrock Agents' throttle without its class, Google's per-minute per-user
  // quota named in words, Graph's per-mailbox throttles, Apps Script's concurrency, short-window and server faults, Excel
  // busy while a cell is edited, GitHub's content-creation limit, BigQuery's queued and concurrent job caps and its own
  // internal job error, a Supabase project still pausing, Snowflake's lock waiters, a Databricks warehouse starting
  "your request rate is too high. reduce the frequency of requests",
  "per minute per user'",
  "application is over its",
  "too many simultaneous invocations",
  "service invoked too many times in a short time",
  "a server error occurred. please wait a bit and try again",
  "excel is in cell-editing mode",
  "was submitted too quickly",
  "max number of jobs that can be queued",
  "exceeded quota for concurrent", // also BigQuery's "… exceeded quota for concurrent api requests per user per method."
  "it is pausing, it may take a while to fully restore",
  "number of waiters for this lock exceeds",
  "hive driver: 503 when connecting to resource",
  "has not been initialized or had already closed",
  "the job encountered an internal error during execution",
  // Round 103: Windsurf's Cascade server fault, the Jules SDK's sync held by another one
  "errorcascade has encountered an internal error",
  "a sync operation is already in progress",
  // Round 103: Bedrock's sentence for its server-side stream failure (Nova Sonic's ModelStreamErrorException)
  "the system encountered an unexpected error during processing. try your request again",
  // Round 104: Vibe's rate limits, a realtime transcription session not created in time
  "rate limits exceeded. please wait a moment",
  "timeout waiting for session creation",
  // Round 104: the AI SDK gateway's batch results answered 2xx without a body (a body that could not be read)
  "batch results response body is empty",
  // Round 105: go-openai's stream of keep-alive lines from a queued model, a Bedrock agent's action that failed and
  // asks for a later try, a relay's accounts all busy, TGI's failure inside its model shards (424)
  "stream has sent too many empty messages",
  "request rate limit has been exceeded", // openai-php's sentence for every 429
  "received failed response from api execution. retry the request later",
  "所有可用账号暂时不可用",
  "request failed during generation: server error:",
  // Round 106: a Microsoft TTS rate limit, Crawl4AI's requeue under memory pressure, Kimi's
  // database restarted, the AI SDK's retries that gave up on an overload or a server fault, an agents SDK's choice-less
  // answer, pydantic-ai's queue pushing back, Bedrock's model warming up or failing (as crewAI words them)
  "the rate limit has been reached",
  "requeued due to critical memory pressure",
  "terminating connection due to administrator command",
  "last error: overloaded",
  "last error: internal error encountered.",
  "last error: provider returned error",
  "response has no choices (possible provider error payload)",
  "exceeds max_queued",
  "model is not ready for inference",
  "the request failed due to an error while processing the model",
  // Round 107: capacity that frees itself: Upstash's and Supabase's connection caps, Neon's compute waking and its
  // active-endpoint cap, Postgres closing an idle transaction, DynamoDB's throughput, Vitess' tablets changing state,
  // serverless runtimes' passing failures (Workers' resource limit, Supabase's relay, Cloud Run without an instance,
  // Cloud Functions' crash page, Fly's proxy, Vercel's function and middleware failures, Netlify's edge, Azure's host,
  // Modal's input timeout)
  "err max concurrent connections exceeded",
  "max clients reached in session mode",
  "max client connections reached",
  "couldn't connect to compute node",
  "limit of concurrently active endpoints",
  "active endpoints limit exceeded",
  "terminating connection due to idle-in-transaction timeout",
  "rate of requests exceeds the allowed throughput",
  "is either down or nonexistent",
  "can't accept new connections in state notserving",
  "worker exceeded resource limits",
  "relay error invoking the edge function",
  "aborted because there was no available instance",
  "connection to the instance had an error",
  "error: could not handle the request",
  "could not find a good candidate within",
  "no_response_from_function",
  "middleware_invocation_failed",
  "function_invocation_failed",
  "the deployment failed while serving the request",
  "function host is not running",
  "hit its timeout of",
  "task's current input in-", // Modal's FunctionTimeoutError, its words split by a line break where kept
  // Round 107: the MCP Python client's stream that closed before its answer, github-mcp-server's sign-in already running
  "sse stream ended without a response",
  "authorization is already in progress",
  // Round 108: observability backends' passing limits (Mimir's request rate, Tempo's ingestion rate and replicas, NRDB's
  // query timeout, Sentry's rate limit as raven prints it), Pinecone's per-minute and per-second inference limits
  "err-mimir-tenant-max-request-rate",
  "rate_limited: ingestion rate limit",
  "live replicas required, could only find",
  "nrdb query duration exceeded",
  "api error: ratelimited(",
  "reached the max embedding tokens per minute",
  "reached the max rerank requests per minute",
  "reached the max inference requests per second",
  // Round 108: Google's translation limit that clears within the hour (Simple Translate's wording)
  "service usage limit reached. please wait a while and try again",
  // Round 109: Stripe's object lock as text, Paddle's and Chargebee's request limits, Telegram's flood control
  "another api request or stripe process is currently accessing it",
  "exceeded the allowed rate limit",
  "blocked temporarily due to request count",
  "flood control exceeded",
  // Round 110: Claude Code's stream cut by a server error ("Server error mid-response"); Together's per-model throttle;
  // Hugging Face's busy model; Cloudflare Workers AI's 3040 (no data center left to forward to); LiteLLM's stream chunk cut
  // mid-object ("Error parsing chunk: Expecting property name …"); new-api's concurrency and per-minute request windows
  // (zh, en, ja) and its saturated upstream (ja, ko); Baidu AI Search's QPS caps
  "server error mid-response",
  "reached the rate limit specific to this model",
  "model too busy, unable to get response",
  "no more data centers to forward the request",
  "error parsing chunk: expecting property name",
  "您已达到并发请求限制",
  "you have reached the concurrent request limit",
  "您已达到总请求数限制",
  "您已达到请求数限制",
  "you have reached the total request limit",
  "リクエスト制限に達しました",
  "アップストリーム負荷が飽和",
  "업스트림 부하가 포화",
  "total api qps limit exceeded",
  "total request rate for ai search exceeded",
  // Round 111: LangWatch's control plane ("— retry shortly") and its realtime session cap; Gemini CLI's and Kimi CLI's empty
  // answers; Zed's request that failed after its retries; SGLang's shed, timed-out and pre-empted requests; vLLM's dead
  // engine loop and EngineCore; Ollama's llama-server that exited; llama-server's router with its child gone and its tool-call
  // parser's miss
  "retry shortly",
  "sessions it may keep open at once",
  "may be a transient api issue",
  "the api returned an empty response",
  "this is usually a temporary issue",
  "response containing only thinking content",
  "could not be completed after multiple attempts. try again in a moment",
  "request waiting timeout reached",
  "request running timeout reached",
  "aborted by a higher priority request",
  "engine loop is not running. inspect the stacktrace",
  "enginecore encountered an issue",
  "llama-server process has terminated",
  "proxy error: could not establish connection",
  "does not match the expected peg-native format",
  // Round 111: Agno's remote A2A agent unreachable, the Agents SDK's Codex tool idle and its Responses websocket closed
  // before its terminal event, DSPy's local server not ready in time
  "failed to connect to a2a server at",
  "codex stream idle for",
  "stream ended without a terminal response",
  "server did not become ready within timeout period",
  // Round 112: Modal's HTTP front for a function that crashed ("modal-http: internal error: function was terminated by signal")
  "modal-http: internal error",
  // Round 112: Fireworks' scaled-to-zero deployment booting a replica, as text ("DEPLOYMENT_SCALING_UP: deployment is scaling up")
  "deployment is scaling up",
  // Round 112: Bedrock's ModelStreamErrorException as the AI SDK serializes it (originalMessage "The model stream failed.", its
  // originalStatusCode 500)
  "the model stream failed.",
  // Round 113: Copilot's per-model throttle ("Sorry, you have exhausted this model's rate limit.") and its other rate-limit
  // and stream texts, Cursor's reach to OpenAI under load and its failed connection
  "exhausted this model's rate limit",
  "request was rate-limited",
  "server error. stream terminated",
  "because of a period of high traffic",
  "check your internet connection or use a vpn",
  // Round 113: OpenRouter's upstream down as aider and LiteLLM report it (LiteLLM's "OpenrouterException - 'choices'" for a body
  // that holds the upstream's error); Z.ai's frequency limit (1303), its rate limit (1305) and its busy model (1312); the AI
  // SDK's MCP transport whose reconnects ran out
  "provider is down or overloaded",
  "api provider is down, overloaded",
  "openrouterexception - 'choices'",
  "high frequency usage of this api",
  "has triggered a rate limit",
  "currently experiencing high traffic",
  "maximum reconnection attempts (",
  // Round 114: streams cut mid-flight, as SDKs and agents word them: strands' ConverseStream without messageStop, openai-node's
  // Responses stream, Codex's response.failed without an error, Claude
  // Code's mid-stream notices (2.1.22x+), gemini-cli's invalid stream, Cloud Code Assist's empty stream, coding proxies'
  // stalls and cut streams (z.ai's app, CodeBuddy, a Copilot proxy), Gemini Live's close codes as google-genai words them
  // ("APIError: 1011 None. Internal error encountered.", websockets' "Close(code=1011, …)"), its session-age close and
  // GoAway close, LiveKit's and Pipecat's model-call failures, ElevenLabs' per-socket context limit
  "stream ended without completing a message",
  "stream ended without producing a response",
  "response.failed event received",
  "invalid response stream detected",
  "stalled while thinking, before producing a response",
  "the response above may be incomplete",
  "before a response was produced. try again",
  "no response from api (waited",
  "streaming response ended before any complete data was received",
  "api error: stream event unreadable",
  "api error: content block already closed",
  "cloud code assist api returned an empty response",
  "stream ended without receiving any events",
  "stream stalled: no event received for",
  "produced no stream output for",
  "no stream item received for",
  "流式响应长时间无数据",
  "stream ended without a terminal marker",
  "stream terminated unexpectedly before completion",
  "truncated response without stop reason",
  "responses websocket stream error",
  "streamdeadlineerror: attempt exceeded its deadline",
  "provider closed the chunked response early",
  "1011 none.",
  "1006 none.",
  "(close(code=1011,",
  "(close(code=1006,",
  "1008 none. the operation was aborted",
  "(policy violation) the operation was aborted",
  "after receiving a goaway signal",
  "apiconnectionerror: failed to recognize speech",
  "realtime api connection failed after",
  "maximum simultaneous contexts per websocket connection",
  "llm completion timeout",
  // Round 115: openai-node's Responses WebSocket closed or backed up (a new socket passes), a token exchange that could
  // not connect, google-genai's upload not yet finalized, eval harnesses' model-call failures (an OpenRouter model warming
  // up, inspect_ai's attempt timeout, simple-evals' empty answer; not its retry banner, which it prints for any exception:
  // review 92)
  "cannot send on a closed websocket",
  "send queue is full, message discarded",
  "socket closed before open",
  "x.509 token exchange connection failed",
  "upload status is not finalized",
  "model is warming up, please retry",
  "attempt_timeout '",
  "api returned empty response; retrying",
  // Round 117: Claude Code's authentication notice for a network blip, its auto mode's classifier that did not answer
  "this may be a temporary network issue",
  "auto mode classifier gave no verdict",
  // round 118: the Llama API's token throttle (its 429): "You have exceeded the maximum number of tokens allowed within
  // a given time frame. Wait a bit and try again."
  "allowed within a given time frame",
  // round 118: Zhipu (1231) "您已有请求:…": a request of the caller's is still running
  "您已有请求",
  // round 119: Huawei ModelArts' circuit breaker ("Due to self protection, the backend service is disconnected, please wait
  // moment."), JD NeuHub's per-key and cluster QPS limits (in a 200), Alibaba Cloud's flow control, Discord's server-side
  // switch and its username retry, OpenAI's failed response and eval run
  "backend service is disconnected",
  "超过qps限额",
  "qps超限额",
  "denied due to user flow control",
  "denied due to api flow control",
  "request was denied due to flow control",
  "temporarily disabled server-side",
  "should resolve itself upon a retry",
  "the model failed to generate a response",
  "eval run failed due to an internal error",
  // round 119: Discord's DM-opening throttle kept as discord.js's text (no status)
  "opening direct messages too fast",
  // round 120: Speechmatics' concurrent jobs
  // (its 429 kept as text) and a transcript polled before its job finished
  "concurrent running jobs exceeded",
  "transcription not ready",
  // round 120: business APIs' passing conditions: Stripe's card processing error ("Try again in a little bit."), Twilio's
  // full queue for one sender, Resend's idempotent request still running, Microsoft Graph's unavailable service and its
  // bandwidth throttle, Notion's save conflict and rate limit
  "error occurred while processing your card. try again",
  "exceeded the maximum number of queued messages",
  "idempotency key used while original request is still in progress",
  "try the request again after a delay",
  "throttled for exceeding the maximum bandwidth cap",
  "conflict occurred while saving. please try again",
  "exceeds the number of requests allowed. slow down",
  // round 121: Bitbucket's rate limit kept as text, Elasticsearch's cluster still forming, Milvus' rate limiter (1807)
  "rate limit for this resource has been exceeded",
  "service_unavailable/1/state not recovered",
  "request is rejected by limiter",
  // Round 123: huggingface_hub's InferenceTimeoutError while the model loads on the server ("Model not loaded on the
  // server: … Please retry with a higher timeout")
  "model not loaded on the server: ",
  // Round 124: an answer without choices (pydantic-ai's OpenRouter guard, smolagents' and CrewAI's checks), as an empty
  // stream is; LangGraph's run drained at a worker's shutdown, resumable from its checkpoint
  "with null `choices` and no error envelope",
  "returned no choices.  this may indicate a possible api or upstream issue",
  "no choices returned from azure api",
  "graph drained:",
  // Round 125: S3's conflicting conditional operation and its socket the server stopped reading (RequestTimeout),
  // MinIO's storage short of its write quorum while it starts ("retrying in …")
  "a conflicting conditional operation is currently in progress",
  "your socket connection to the server was not read from or written to",
  "storage resources are insufficient for the",
  // Round 125: databases' contention and restarts in their own words, as tools relay them in text (SQLite's locked table,
  // Redis's busy server, replicas and cluster slots, PostgreSQL starting up, shutting down or recovering, its deadlocks,
  // serialization failures, lock timeouts and per-role connection caps, MySQL's deadlock, DuckDB's file lock)
  "database table is locked",
  "not enough good replicas to write",
  "clusterdown hash slot not served",
  "write flag on readonly replica",
  "the database system is starting up",
  "the database system is shutting down",
  "the database system is in recovery mode",
  "the database system is not yet accepting connections",
  "deadlock detected",
  "could not serialize access due to",
  "canceling statement due to lock timeout",
  "due to conflict with recovery",
  "too many connections for role",
  "too many connections for database",
  "deadlock found when trying to get lock",
  "conflicting lock is held in",
  // Round 126: Kubernetes' API server timing out or answering a stale list or watch, an update racing another (its 409
  // Conflict worded as the object modified), a container still being created (not Helm's release
  // "held by another operation", which is a stuck release a rollback frees: review 102)
  "unable to return a response in the time allotted",
  "request did not complete within allowed duration",
  "request did not complete within requested timeout",
  "resourceversion for the provided list is too old",
  "resourceversion for the provided watch is too old",
  "too old resource version",
  "the object has been modified; please apply your changes to the latest version",
  "is waiting to start: containercreating",
  // Round 126: Bailian's application API timing out or its model briefly unable to serve
  "调用超时",
  "暂时无法提供服务",
  // Round 127: mail servers deferring (greylisting, a temporary local problem, Yahoo's deferral), gunicorn's worker killed
  // for its timeout (a new one starts), package managers waiting on a lock another process holds (apt, dpkg) or a
  // registry they could not reach (conda's HTTP 000, bundler's fetch retries)
  "temporarily deferred",
  "greylisted",
  "temporary local problem",
  "worker timeout (pid:",
  "could not get lock /var/lib/dpkg/lock-frontend. it is held by process",
  "could not get lock /var/lib/dpkg/lock. it is held by process",
  "frontend lock (/var/lib/dpkg/lock-frontend), is another process",
  "dpkg frontend is locked by another process",
  "http 000 connection failed",
  "bundler::httperror could not fetch specs",
  // Tengine's 502 page, as text (round 129)
  "the proxy server received an invalid response from an upstream server",
  // Round 131: Bedrock's passing exceptions as rig words them
  "the service isn't currently available",
  "not ready to serve inference requests",
  "exceeded the model timeout length",
  "bedrock request throttled",
  "bedrock model not ready",
  "bedrock streaming model error",
  // Mastra's fallback test (round 133): 'Model overloaded'
  "model overloaded",
  // Round 133: OpenHands' empty answer (it retries it), Devika's inference that took too long
  "llm did not return a response",
  "inference took too long. please try again"
]

/**
 * A stream's error (no status) naming a condition that passes, whatever type it carries: capacity short (OpenAI
 * Codex: "Selected model is at capacity. Please try a different model." typed `invalid_request_error`; Azure's
 * peak-load `no_capacity`), a response still running, a session at its time limit. With a status, the status decides.
 * @internal
 */
export const streamConditionPhrases: ReadonlyArray<string> = [
  // the Responses API's `conversation_locked` typed `invalid_request_error`, as openai-go prints it (round 116): another
  // request on the same conversation, which ends
  "another process is currently operating on this conversation",
  "model is at capacity",
  "experiencing high demand",
  // OpenAI Realtime: one response at a time ("Conversation already has an active response in progress: resp_… Wait
  // until the response is finished"), and a session's time limit, after which a new session works at once
  "already has an active response",
  "your session hit the maximum duration",
  "websocket connection limit reached",
  // xAI (a 200 SSE error): "The model is currently at capacity due to high demand. Please try again in a few minutes."
  "currently at capacity",
  // Mistral: "Service tier capacity exceeded for this model." typed `invalid_request_error` (round 92)
  "service tier capacity exceeded",
  // Round 104: Mistral's guardrail that failed to evaluate with block_on_error set (code 3201, typed
  // invalid_request_error): the guardrail's own failure, which passes
  "blocked due to error in guardrail evaluation",
  // OpenAI's server failure in a Groq stream chunk typed invalid_request_error (round 128)
  "the server had an error processing your request"
]

/**
 * Alibaba DashScope words its per-minute token throttle as OpenAI's exhausted quota, code and sentence
 * alike; only the link it appends tells them apart (its docs: "recovers automatically within one minute").
 * @internal
 */
export const quotaWordedThrottleMarkers: ReadonlyArray<string> = [
  "usage quota or rate limit", // an app's banner for any 429 ("You've exceeded your usage quota or rate limit.")
  "error-code#token-limit",
  // 额度 is any allowance in Chinese: apps word every 429 "请求过于频繁或额度不足，请稍后再试" (too many requests or not enough
  // allowance), sub2api's pool limit "个人 Token、请求次数或并发额度不足，请等待当前请求结束或下一周期" (a concurrency slot)
  // (not "或额度不足" alone: "API密钥无效或额度不足，请检查API密钥或充值账户" is a bad key or no money)
  "频繁或额度不足",
  "限流或额度不足",
  "并发额度",
  "la cuota o límite", // Spanish: "Se ha alcanzado la cuota o límite de peticiones" (an app's text for any 429)
  "you exceeded your quota for the requested resource", // Amazon SP-API: its per-second throttle (QuotaExceeded)
  "exceeded quota for concurrent api requests", // BigQuery's per-method concurrency
  "rate limit quota exceeded", // Vault's rate limit quota (per second or interval)
  // OpenAI's free tier: "Rate limit reached … on requests per min. Limit: 3 / min. Please try again in 20s. … Please add a
  // payment method to your account to increase your rate limit." — a window that passes; the payment is advice
  "to your account to increase your rate limit",
  // Google's per-user windows as the Go client prints a 403: "Quota exceeded for quota group 'ReadGroup' and limit 'Read
  // requests per user per 100 seconds' …, rateLimitExceeded" (round 96)
  "per user per 100 seconds",
  // Round 103: LiteLLM's hourly key budget ("ExceededBudget: Key over 1h budget"): it reopens within the hour
  "over 1h budget",
  // Bedrock's ThrottlingException worded as the account's quotas (round 131, rig's text)
  "request was denied due to exceeding the account quotas for"
]

/**
 * A credential chain none of whose credentials could sign in: Permanent (a person logs in or configures one), unless
 * one of them failed on the network (a managed identity endpoint that did not answer in time), which passes.
 * @internal
 */
export const credentialChainPhrases: ReadonlyArray<string> = [
  // Round 123: SDKs that could not resolve a credential (anthropic-python's Bedrock and AWS clients, openai-node's and
  // openai-python's Bedrock bearer token), and LiteLLM's key whose user row could not be read: Permanent unless a network
  // cause is beside them (review 99: openai-node wraps any failure of the token provider, apps append the STS call's
  // error, LiteLLM says "User doesn't exist in db … Got error - Connection refused" while its database is down)
  "could not resolve credentials from session",
  "could not resolve aws credentials",
  "failed to resolve a bearer credential",
  "user doesn't exist in db",
  // @azure/identity: "DefaultAzureCredential failed to retrieve a token from the included credentials. Attempted
  // credentials: EnvironmentCredential: … unavailable …"
  "defaultazurecredential failed to retrieve a token from the included credentials",
  // Round 112: @azure/identity's managed identity and credential chains as text ("ManagedIdentityCredential authentication
  // unavailable. No identity has been assigned to this resource.", "ManagedIdentityCredential: Authentication failed …
  // Identity not found", "ChainedTokenCredential authentication failed."): Permanent unless a network cause is beside them
  "managedidentitycredential authentication unavailable. no identity has been assigned to this resource",
  "managedidentitycredential: authentication failed",
  "chainedtokencredential authentication failed",
  // Round 112: the AWS SDKs' SSO token that could not be refreshed (Go's "refresh cached SSO token failed", granted's "error
  // refreshing AWS IAM Identity Center token"): Permanent unless a network cause is beside them
  "refresh cached sso token failed",
  "error refreshing aws iam identity center token",
  // LangChain.js's Google auth: a service account the token endpoint refused (round 132), without a network cause beside it
  "service account token exchange failed"
]

/**
 * An API key that cannot be sent as a header (a trailing newline, a pasted "…" or ESC), refused by the client before any
 * request: undici's "invalid authorization header" (UND_ERR_INVALID_ARG), fetch's "Cannot convert argument to a
 * ByteString because the character at index 18 has a value of 8230 …", node:http's 'Invalid character in header content
 * ["authorization"]' (or the key's other headers). Read only without a status: with one, something was sent (a file
 * name that cannot be a header behind a 500 is that request's).
 * @internal
 */
export const badKeyHeaderPhrases: ReadonlyArray<string> = [
  // requests' check of a header value, a key with a trailing newline ("Invalid leading whitespace, reserved character(s),
  // or return character(s) in header value: 'Bearer abc\n'"), also inside together-python's "Error communicating with
  // Together: …" (review 99)
  "or return character(s) in header value: 'bearer ",
  "invalid authorization header",
  "cannot convert argument to a bytestring",
  "invalid character in header content [\"authorization\"]",
  "invalid character in header content [\"x-api-key\"]",
  "invalid character in header content [\"api-key\"]",
  "invalid character in header content [\"x-goog-api-key\"]",
  // fetch's Headers check of a key with a newline (two keys pasted together): 'Headers.append: "Bearer sk-abc\nsk-def" is
  // an invalid header value.'
  "headers.append: \"bearer ",
  "headers.set: \"bearer ",
  // the same for a raw key in `x-api-key` (hand-written clients): 'Headers.set: "sk-ant-abc\nsk-ant-def" is an invalid …'
  "headers.append: \"sk-",
  "headers.set: \"sk-",
  // Round 124: Node's http refusing an API key that is undefined, and h11's (httpx, httpcore) refusing an empty or
  // two-line bearer key ("Illegal header value b'Bearer '"): nothing was sent
  "invalid value \"undefined\" for header \"authorization\"",
  "invalid value \"undefined\" for header \"x-api-key\"",
  "invalid value \"undefined\" for header \"api-key\"",
  "invalid value \"undefined\" for header \"x-goog-api-key\"",
  "illegal header value b'bearer"
]
