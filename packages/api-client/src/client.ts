// The framework-free API client: the configuration, the handlers of spec section 8 and the `call` every
// screen uses. What a call does (ky, the envelope, typed errors, timing, validation) is ./client-call.ts,
// loaded with the first call: a page that renders server data carries none of it.
import type { AnyEndpoint, Endpoint } from "./endpoint";
import { type AnyApiError, type BusinessError, NetworkError } from "./errors";
import type { RequestContext } from "./headers";
import { nextTask } from "./next-task";
import type { ServiceName } from "./services";

export interface ApiHosts {
  /** Origin of the dev API (or a gateway): service S lives at `${origin}/svc/${S}`. */
  origin: string;
  /** Real deployments set a base URL per service. */
  overrides?: Partial<Record<ServiceName, string>>;
}

/** One HTTP attempt, for the analytics api_perf event. */
export interface ApiTiming {
  /** URL without query string. */
  api_url: string;
  used_ms: number;
  /** 0 when no response arrived (network failure, timeout, abort). */
  http_status: number;
  /** Envelope code of the final attempt; null when there was no readable envelope. */
  code: number | null;
}

export interface ApiHandlers {
  /** Code 1004. Called, then the call rejects. */
  onSessionExpired?: (error: BusinessError) => void;
  /** Code 1010. */
  onVerifyRequired?: (error: BusinessError) => void;
  /** Code 1012. */
  onBindPhoneRequired?: (error: BusinessError) => void;
  /** Every failure worth an api_error_rp report (never ERROR_OUTOF_NEWBIE, never a caller abort). */
  onError?: (error: AnyApiError) => void;
  onTiming?: (timing: ApiTiming) => void;
}

export interface ApiClientConfig {
  hosts: ApiHosts;
  /** Read on every attempt: the headers always carry the current user and language. */
  context: () => RequestContext;
  handlers?: ApiHandlers;
  /** Whole-call limit including retries and the body. Default 15 000 ms. */
  timeoutMs?: number;
  /** Larger bodies are refused with a parse error. Default 5 MB. */
  maxBodyBytes?: number;
  /** Retries of idempotent calls after a network failure. Default 2. */
  retryLimit?: number;
  /** Delay before retry n (1-based). Default 300 ms × 2^(n-1). */
  retryDelayMs?: (attempt: number) => number;
  credentials?: RequestInit["credentials"];
  /** Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Input is optional when every field of it is. */
export type CallArgs<Req> = Record<never, never> extends Req ? [input?: Req, options?: CallOptions] : [input: Req, options?: CallOptions];

export interface ApiClient {
  readonly config: ApiClientConfig;
  baseUrl(service: ServiceName): string;
  call<Req, Res>(endpoint: Endpoint<Req, Res>, ...args: CallArgs<Req>): Promise<Res>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;
export function serviceBaseUrl(hosts: ApiHosts, service: ServiceName): string {
  return (hosts.overrides?.[service] ?? `${hosts.origin.replace(/\/+$/, "")}/svc/${service}`).replace(/\/+$/, "");
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrl = (service: ServiceName) => serviceBaseUrl(config.hosts, service);
  let loading: Promise<ApiClient["call"]> | null = null;
  const core = () => {
    loading ??= import("./client-call").then(
      (module) => module.createCall(config, baseUrl),
      (error: unknown) => {
        loading = null; // a failed chunk load may succeed on the next call
        throw error;
      },
    );
    return loading;
  };

  async function call<Req, Res>(endpoint: Endpoint<Req, Res>, ...args: CallArgs<Req>): Promise<Res> {
    let run: ApiClient["call"];
    try {
      run = await core();
    } catch (cause) {
      // The client's own code could not be fetched: for the caller that is the network failing.
      const info = { service: endpoint.service, method: endpoint.method, path: endpoint.path, url: `${baseUrl(endpoint.service)}${endpoint.path}` };
      const error: AnyApiError = new NetworkError(info, cause);
      config.handlers?.onError?.(error);
      throw error;
    }
    // Every call builds its request in a task of its own, not in the task that asks for it: a page's
    // first calls all wait for the call code and would otherwise begin together in the task that
    // evaluates it, and a screen's queries start from one React commit (each builds and clones a ky
    // Request, a few ms apiece on a cheap phone).
    await nextTask();
    return run(endpoint, ...args);
  }

  return { config, baseUrl, call };
}

/** An endpoint bound to a client: a typed function. */
export type BoundEndpoint<E> = E extends Endpoint<infer Req, infer Res> ? (...args: CallArgs<Req>) => Promise<Res> : never;

export type BoundEndpoints<G> = { readonly [K in keyof G]: BoundEndpoint<G[K]> };

/** `bindEndpoints(client, walletEndpoints).getWalletInfo({ str_amount: true })`. */
export function bindEndpoints<G extends Record<string, AnyEndpoint>>(client: ApiClient, group: G): BoundEndpoints<G> {
  const bound: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(group)) {
    bound[name] = (...args: CallArgs<unknown>) => client.call(endpoint, ...args);
  }
  return bound as BoundEndpoints<G>;
}
