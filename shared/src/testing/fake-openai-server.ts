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
  /** Content computed from the request, e.g. a good answer with a twist. */
  | { kind: 'content'; content: (request: FakeChatRequest) => string; delayMs?: number };

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
}

export interface FakeOpenAiServerOptions {
  /** Answer used when no scripted behaviour is queued (default: good). */
  behaviour?: FakeOpenAiBehaviour;
  /** Latency added to every answer, for benchmarks; a function may vary it per request. */
  latencyMs?: number | (() => number);
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
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  description?: string;
};

/** A value that satisfies `schema`, with Japanese strings that name their field. */
export function sampleFromJsonSchema(schema: JsonSchema, path = '回答'): unknown {
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [
          key,
          sampleFromJsonSchema(child, key),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(2, schema.minItems ?? 1) }, (_, index) =>
        sampleFromJsonSchema(schema.items ?? { type: 'string' }, `${path}${index + 1}`),
      );
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default:
      return `模擬モデルによる${path}の記述です。${schema.description ?? ''}に沿って、回答内容を踏まえた所見を述べています。`;
  }
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
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        sendJson(response, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
        return;
      }

      const behaviour = queue.shift() ?? fallback;
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

      const content =
        behaviour.kind === 'good'
          ? goodContent(body)
          : behaviour.kind === 'malformed-content'
            ? goodContent(body).slice(0, 40)
            : behaviour.kind === 'schema-mismatch'
              ? JSON.stringify({ summary: '形式の異なる回答です。', level: 5 })
              : behaviour.content(body);
      const promptTokens = Math.ceil(raw.length / 2);
      const completionTokens = Math.ceil(content.length / 2);
      sequence += 1;
      sendJson(response, 200, {
        id: `chatcmpl-fake-${sequence}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: options.model ?? body.model ?? 'fake-model',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, refusal: null },
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
