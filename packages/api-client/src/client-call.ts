// The API client's calls (./client.ts loads this with the first call, so no page carries it): one ky
// instance per service, the envelope rule, typed errors, the handlers of spec section 8 and per-attempt
// timing. In the browser, zod comes with it too (./validate.ts), fetched while the first answer travels.
import ky, { HTTPError, type KyInstance, type Options as KyOptions, type RetryOptions } from "ky";
import { type ApiClient, type ApiClientConfig, type CallArgs, DEFAULT_MAX_BODY_BYTES, DEFAULT_TIMEOUT_MS } from "./client";
import type { Endpoint } from "./endpoint";
import { fieldErrorsOf, isAccepted, readEnvelope } from "./envelope";
import {
  API_CODES,
  AbortedError,
  ApiError,
  type AnyApiError,
  type ApiRequestInfo,
  BusinessError,
  HttpError,
  NetworkError,
  ParseError,
  TimeoutError,
  isReportable,
} from "./errors";
import { buildHeaders } from "./headers";
import { BodyTooLargeError, readBodyText } from "./read-body";
import { buildRequestParts } from "./request-parts";
import type { ServiceName } from "./services";
import { preloadDeferredZod, safeParseDeferred } from "./validate";

const DEFAULT_RETRY_LIMIT = 2;

/** `AbortSignal.any` for webviews that lack it; `dispose` detaches from the inputs. */
function anySignal(...signals: AbortSignal[]): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const listeners: [AbortSignal, () => void][] = [];
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    const listener = () => controller.abort(signal.reason);
    signal.addEventListener("abort", listener, { once: true });
    listeners.push([signal, listener]);
  }
  return {
    signal: controller.signal,
    dispose: () => listeners.forEach(([signal, listener]) => signal.removeEventListener("abort", listener)),
  };
}

/** Marks the abort that our own timer causes, to tell it from the caller's abort. */
class CallTimedOut extends Error {}

/** Marks the abort that ends a request whose body was refused (it is a parse error, not a timeout). */
class BodyRefused extends Error {}

interface Attempt {
  started: number;
  ended: number | null;
  status: number;
}

function callHandler<T>(handler: ((value: T) => void) | undefined, value: T): void {
  try {
    handler?.(value);
  } catch (error) {
    // A failing handler must not replace the API error the caller is waiting for.
    console.error("[api-client] handler failed", error);
  }
}

/** The `call` of a client with this configuration. */
export function createCall(config: ApiClientConfig, baseUrl: (service: ServiceName) => string): ApiClient["call"] {
  preloadDeferredZod();
  const instances = new Map<ServiceName, KyInstance>();
  const maxBodyBytes = config.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

  function instanceFor(service: ServiceName): KyInstance {
    let instance = instances.get(service);
    if (!instance) {
      instance = ky.create({
        prefixUrl: baseUrl(service),
        // Our own timer covers the whole call, body included.
        timeout: false,
        credentials: config.credentials,
        hooks: {
          beforeRequest: [
            (request) => {
              for (const [name, value] of Object.entries(buildHeaders(service, config.context()))) {
                request.headers.set(name, value);
              }
            },
          ],
        },
      });
      instances.set(service, instance);
    }
    return instance;
  }

  function retryFor(idempotent: boolean, signal: AbortSignal): RetryOptions {
    if (!idempotent) return { limit: 0 };
    return {
      limit: config.retryLimit ?? DEFAULT_RETRY_LIMIT,
      methods: ["get", "post"],
      // HTTP statuses are answers, not network failures: never retried. Business errors are read
      // after ky returns, so they never reach ky's retry (STACK.md's afterResponse pitfall).
      statusCodes: [],
      afterStatusCodes: [],
      delay: config.retryDelayMs ?? ((attempt) => 300 * 2 ** (attempt - 1)),
      shouldRetry: ({ error }) => !signal.aborted && error instanceof TypeError,
    };
  }

  function timedFetch(attempts: Attempt[]): typeof globalThis.fetch {
    const baseFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
    return async (input, init) => {
      const attempt: Attempt = { started: performance.now(), ended: null, status: 0 };
      attempts.push(attempt);
      try {
        const response = await baseFetch(input, init);
        attempt.status = response.status;
        return response;
      } finally {
        attempt.ended = performance.now();
      }
    };
  }

  async function readJson(response: Response, info: ApiRequestInfo, abort?: () => void): Promise<unknown> {
    let text: string;
    try {
      text = await readBodyText(response, maxBodyBytes, abort);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        throw new ParseError(info, "too_large", error.message, null, response.status);
      }
      throw error;
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ParseError(info, "not_json", "Response body is not JSON", null, response.status);
    }
  }

  /** An HTTP error answer: keep its status, and its msg/code when the body is an envelope. */
  async function httpErrorFrom(response: Response, info: ApiRequestInfo, abort?: () => void): Promise<HttpError> {
    let msg = "";
    let code: number | null = null;
    try {
      const read = readEnvelope(await readJson(response, info, abort));
      if (read.ok) {
        msg = read.envelope.msg;
        code = read.envelope.code;
      }
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
    }
    return new HttpError(info, response.status, msg || response.statusText, code);
  }

  async function call<Req, Res>(endpoint: Endpoint<Req, Res>, ...args: CallArgs<Req>): Promise<Res> {
    const [input, options = {}] = args;
    const parts = buildRequestParts(endpoint, input);
    const info: ApiRequestInfo = {
      service: endpoint.service,
      method: endpoint.method,
      path: endpoint.path,
      url: `${baseUrl(endpoint.service)}/${parts.relativePath}`,
    };
    const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timer = new AbortController();
    const timeoutId = setTimeout(() => timer.abort(new CallTimedOut()), timeoutMs);
    // The caller's signal may live long (a page's); detach from it when the call ends.
    const combined = options.signal ? anySignal(options.signal, timer.signal) : { signal: timer.signal, dispose: () => undefined };
    const { signal } = combined;
    const attempts: Attempt[] = [];
    let finalCode: number | null = null;

    const kyOptions: KyOptions = {
      method: endpoint.method,
      signal,
      retry: retryFor(endpoint.idempotent, signal),
      fetch: timedFetch(attempts),
      // Error statuses are read here, under the call's deadline, not by ky.
      throwHttpErrors: false,
    };
    if (parts.json) kyOptions.json = parts.json;
    if (parts.form) kyOptions.body = parts.form;

    // The deadline settles the call even when a body read ignores the abort (a stream that never ends).
    const deadline = new Promise<never>((_resolve, reject) => {
      timer.signal.addEventListener("abort", () => timer.signal.reason instanceof CallTimedOut && reject(timer.signal.reason), { once: true });
    });
    deadline.catch(() => undefined);
    // A refused body ends the request, so its connection is not kept half read.
    const refuseBody = () => timer.abort(new BodyRefused());
    // The query rides in the path: given `searchParams`, ky builds every Request twice.
    const query = parts.searchParams.toString();
    const target = query ? `${parts.relativePath}?${query}` : parts.relativePath;
    const attempt = async (): Promise<Res> => {
      const response = await instanceFor(endpoint.service)(target, kyOptions);
      if (response.status !== 200) throw await httpErrorFrom(response, info, refuseBody);
      const read = readEnvelope(await readJson(response, info, refuseBody));
      if (!read.ok) throw new ParseError(info, "envelope", read.detail, read.field, response.status);
      const { envelope } = read;
      finalCode = envelope.code;
      if (!isAccepted(response.status, envelope.code)) {
        throw new BusinessError(info, envelope.code, envelope.msg, fieldErrorsOf(envelope));
      }
      const parsed = await safeParseDeferred(endpoint.response, envelope.data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = ["data", ...(issue?.path ?? []).map(String)].join(".");
        throw new ParseError(info, "schema", issue?.message ?? "Unexpected response", field, response.status);
      }
      return parsed.data;
    };

    try {
      return await Promise.race([attempt(), deadline]);
    } catch (caught) {
      const error = await toApiError(caught, info, options.signal, timer.signal, timeoutMs);
      if (error.kind === "http" && error.code !== null) finalCode = error.code;
      dispatch(error);
      throw error;
    } finally {
      clearTimeout(timeoutId);
      combined.dispose();
      reportTimings(info.url, attempts, finalCode);
    }
  }

  async function toApiError(
    caught: unknown,
    info: ApiRequestInfo,
    callerSignal: AbortSignal | undefined,
    timerSignal: AbortSignal,
    timeoutMs: number,
  ): Promise<AnyApiError> {
    if (caught instanceof ApiError) return caught as AnyApiError;
    if (callerSignal?.aborted) return new AbortedError(info);
    if (timerSignal.aborted && !(timerSignal.reason instanceof BodyRefused)) return new TimeoutError(info, timeoutMs);
    if (caught instanceof HTTPError) {
      try {
        return await httpErrorFrom(caught.response, info);
      } catch {
        return new HttpError(info, caught.response.status, caught.response.statusText);
      }
    }
    return new NetworkError(info, caught);
  }

  function dispatch(error: AnyApiError): void {
    const handlers = config.handlers ?? {};
    if (error.kind === "business") {
      if (error.code === API_CODES.SESSION_EXPIRED) callHandler(handlers.onSessionExpired, error);
      else if (error.code === API_CODES.VERIFY_REQUIRED) callHandler(handlers.onVerifyRequired, error);
      else if (error.code === API_CODES.BIND_PHONE_REQUIRED) callHandler(handlers.onBindPhoneRequired, error);
    }
    if (isReportable(error)) callHandler(handlers.onError, error);
  }

  function reportTimings(apiUrl: string, attempts: Attempt[], finalCode: number | null): void {
    const onTiming = config.handlers?.onTiming;
    if (!onTiming) return;
    const now = performance.now();
    attempts.forEach((attempt, index) => {
      const isLast = index === attempts.length - 1;
      // The final attempt is measured until its body was read.
      const ended = isLast ? now : (attempt.ended ?? now);
      callHandler(onTiming, {
        api_url: apiUrl,
        used_ms: Math.round(ended - attempt.started),
        http_status: attempt.status,
        code: isLast ? finalCode : null,
      });
    });
  }

  return call;
}

