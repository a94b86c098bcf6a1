import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One way the fake model can answer a request. */
export type FakeOpenAiBehaviour =
  /** A schema-valid Japanese answer generated from the request's JSON schema. */
  | { kind: 'good'; delayMs?: number }
  /** An HTTP error with an OpenAI-style error body (500, 429, …); 429 carries retry-after-ms. */
  | { kind: 'status'; status: number; retryAfterMs?: number; delayMs?: number }
  /** Status 200 with message content that is cut-off JSON. */
  | { kind: 'malformed-content'; delayMs?: number }
  /** Status 200 with a response body that is not JSON at all. */
  | { kind: 'malformed-body'; delayMs?: number }
  /** Valid JSON content that does not match the requested schema. */
  | { kind: 'schema-mismatch'; delayMs?: number }
  /** Status 200 with a refusal instead of content, as a model declining the request answers. */
  | { kind: 'refusal'; delayMs?: number }
  /** Content computed from the request, e.g. a good answer with a twist. */
  | { kind: 'content'; content: (request: FakeChatRequest) => string; delayMs?: number }
  /**
   * A behaviour per part of a split request, keyed by the request's JSON-schema name (see
   * `partOf`); requests for other parts get `otherwise` (default: good).
   */
  | {
      kind: 'by-part';
      parts: Record<string, FakeOpenAiBehaviour>;
      otherwise?: FakeOpenAiBehaviour;
      delayMs?: number;
    };

/** The parts of a chat completion request the fake reads. */
export interface FakeChatRequest {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: {
    type: string;
    json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> };
  };
  [key: string]: unknown;
}

/** A request the fake received, for assertions. */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: FakeChatRequest;
  /** The part it asked for (its JSON-schema name), or null. */
  part: string | null;
  /** Estimated output tokens of the answer (estimateTokens), once it was sent; null before or without content. */
  completionTokens: number | null;
}

export interface FakeOpenAiServerOptions {
  /** Answer used when no scripted behaviour is queued (default: good). */
  behaviour?: FakeOpenAiBehaviour;
  /** Latency added to every answer, for benchmarks; a function may vary it per request. */
  latencyMs?: number | (() => number);
  /**
   * Generation speed: each answer is held back a further (output tokens / tokensPerSecond) seconds,
   * counted with estimateTokens, as a model without streaming would be. Unset: no such delay.
   */
  tokensPerSecond?: number;
  /** Model name reported in answers (default: the requested model). */
  model?: string;
}

/** A running fake OpenAI-compatible server on loopback. */
export interface FakeOpenAiServer {
  /** Base URL for the SDK's baseURL / OPENAI_BASE_URL, ending in /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets the answer for every later request that no script step covers. */
  setBehaviour(behaviour: FakeOpenAiBehaviour): void;
  /** Queues one behaviour per upcoming request, before the default applies again. */
  script(...behaviours: FakeOpenAiBehaviour[]): void;
  /** Forgets recorded requests and scripted steps; the default answer becomes good again. */
  reset(): void;
  close(): Promise<void>;
}

type JsonSchema = {
  /** A type, or a union such as ['string', 'null'] (strict mode's way to say nullable). */
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  description?: string;
};

/**
 * Estimated tokens of a text: one per non-ASCII character (Japanese runs at about one token per
 * character in OpenAI's tokenizers) and one per four ASCII characters (JSON keys and punctuation).
 */
export function estimateTokens(text: string): number {
  let nonAscii = 0;
  let ascii = 0;
  for (const char of text) {
    if (char.codePointAt(0)! < 128) ascii += 1;
    else nonAscii += 1;
  }
  return nonAscii + Math.ceil(ascii / 4);
}

// About 40 characters, a typical sentence of a report.
const fillerSentence = '回答内容と知識パックに基づき、この項目で伝えるべき所見と次の行動を述べています。';

/** How long a string should be, read from a schema description: 「10字以内」, 「3〜5文」, 「2文」. */
function textLength(description: string | undefined): { chars: number } | { sentences: number } {
  const chars = /(\d+)字/.exec(description ?? '');
  if (chars) return { chars: Number(chars[1]) };
  const sentences = /(?:\d+〜)?(\d+)文/.exec(description ?? '');
  return { sentences: sentences ? Number(sentences[1]) : 1 };
}

/** How many items an array should have, read from 「2〜3件」, within minItems/maxItems (default 2). */
function itemCount(schema: JsonSchema): number {
  const items = /(?:\d+〜)?(\d+)件/.exec(schema.description ?? '');
  const wanted = items ? Number(items[1]) : 2;
  return Math.min(schema.maxItems ?? wanted, Math.max(schema.minItems ?? 1, wanted));
}

/**
 * A value that satisfies `schema`, with Japanese strings that name their field. Strings are as long
 * as their description asks (N字: about N characters; N〜M文: M sentences of about 40 characters;
 * otherwise one sentence) and arrays have as many items as 「N〜M件」 says, so that an answer is about
 * as long as a model following the same schema would write. Array items inherit the array's description.
 */
export function sampleFromJsonSchema(schema: JsonSchema, path = '回答', inherited?: string): unknown {
  // An enum answers its first value that is not null; a union answers its first type that is not null.
  const listed = schema.enum?.find((value) => value !== null);
  if (listed !== undefined) return listed;
  const type = Array.isArray(schema.type)
    ? (schema.type.find((entry) => entry !== 'null') ?? 'null')
    : schema.type;
  switch (type) {
    case 'null':
      return null;
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [
          key,
          sampleFromJsonSchema(child, key),
        ]),
      );
    case 'array':
      return Array.from({ length: itemCount(schema) }, (_, index) =>
        sampleFromJsonSchema(schema.items ?? { type: 'string' }, `${path}${index + 1}`, schema.description),
      );
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default: {
      const length = textLength(schema.description ?? inherited);
      if ('chars' in length) return `模擬${fillerSentence}`.slice(0, Math.max(2, length.chars));
      const first = `模擬モデルによる${path}の記述です。`;
      return first + fillerSentence.repeat(Math.max(0, length.sentences - 1));
    }
  }
}

/** The part a request asks for: its JSON-schema name (the writer names each part's schema). */
export function partOf(request: FakeChatRequest): string | null {
  return request.response_format?.json_schema?.name ?? null;
}

function goodContent(request: FakeChatRequest): string {
  const schema = request.response_format?.json_schema?.schema as JsonSchema | undefined;
  return JSON.stringify(
    sampleFromJsonSchema(schema ?? { type: 'object', properties: { text: { type: 'string' } } }),
  );
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Waits `ms`, or resolves false early when the client goes away (an SDK timeout aborts the request). */
function waitUnlessClosed(response: ServerResponse, ms: number): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(!response.destroyed);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      response.off('close', onClose);
      resolve(!response.destroyed);
    }, ms);
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    response.once('close', onClose);
  });
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Starts an OpenAI-compatible server on 127.0.0.1 (port 0) serving POST /v1/chat/completions. */
export async function startFakeOpenAiServer(
  options: FakeOpenAiServerOptions = {},
): Promise<FakeOpenAiServer> {
  let fallback: FakeOpenAiBehaviour = options.behaviour ?? { kind: 'good' };
  const queue: FakeOpenAiBehaviour[] = [];
  const requests: RecordedRequest[] = [];
  let sequence = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      let body: FakeChatRequest = {};
      try {
        body = JSON.parse(raw) as FakeChatRequest;
      } catch {
        // Recorded as empty; the answer below still follows the behaviour.
      }
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
        part: partOf(body),
        completionTokens: null,
      };
      requests.push(recorded);
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        sendJson(response, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
        return;
      }

      const chosen = queue.shift() ?? fallback;
      const behaviour =
        chosen.kind === 'by-part'
          ? (chosen.parts[recorded.part ?? ''] ??
            chosen.otherwise ?? { kind: 'good', delayMs: chosen.delayMs })
          : chosen;
      if (behaviour.kind === 'by-part') throw new Error('by-part behaviours do not nest');
      const latency =
        typeof options.latencyMs === 'function' ? options.latencyMs() : (options.latencyMs ?? 0);
      if (!(await waitUnlessClosed(response, latency + (behaviour.delayMs ?? 0)))) return;

      if (behaviour.kind === 'status') {
        const headers: Record<string, string> =
          behaviour.status === 429 ? { 'retry-after-ms': String(behaviour.retryAfterMs ?? 10) } : {};
        sendJson(
          response,
          behaviour.status,
          {
            error: {
              message: `fake error ${behaviour.status}`,
              type: behaviour.status === 429 ? 'rate_limit_exceeded' : 'server_error',
            },
          },
          headers,
        );
        return;
      }
      if (behaviour.kind === 'malformed-body') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"id": "chatcmpl-broken", "choices": [');
        return;
      }

      const refusal = behaviour.kind === 'refusal' ? 'この依頼にはお答えできません。' : null;
      const content =
        behaviour.kind === 'refusal'
          ? ''
          : behaviour.kind === 'good'
            ? goodContent(body)
            : behaviour.kind === 'malformed-content'
              ? goodContent(body).slice(0, 40)
              : behaviour.kind === 'schema-mismatch'
                ? JSON.stringify({ summary: '形式の異なる回答です。', level: 5 })
                : behaviour.content(body);
      const promptTokens = estimateTokens((body.messages ?? []).map((message) => message.content).join('\n'));
      const completionTokens = estimateTokens(content);
      if (options.tokensPerSecond) {
        const generationMs = (completionTokens / options.tokensPerSecond) * 1000;
        if (!(await waitUnlessClosed(response, generationMs))) return;
      }
      recorded.completionTokens = completionTokens;
      sequence += 1;
      sendJson(response, 200, {
        id: `chatcmpl-fake-${sequence}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: options.model ?? body.model ?? 'fake-model',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: refusal === null ? content : null, refusal },
            finish_reason: 'stop',
            logprobs: null,
          },
        ],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: completionTokens,
          total_tokens: promptTokens + completionTokens,
        },
      });
    })().catch((error: unknown) => {
      if (!response.headersSent)
        sendJson(response, 500, { error: { message: String(error), type: 'server_error' } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setBehaviour(behaviour) {
      fallback = behaviour;
    },
    script(...behaviours) {
      queue.push(...behaviours);
    },
    reset() {
      requests.length = 0;
      queue.length = 0;
      fallback = options.behaviour ?? { kind: 'good' };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
