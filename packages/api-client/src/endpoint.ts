// The endpoint contract: one definition per call, shared by the client and the dev API.
import type { ZodMiniType } from "zod/mini";
import type { ServiceName } from "./services";

export type HttpMethod = "GET" | "POST";

export interface Endpoint<Req = unknown, Res = unknown> {
  readonly service: ServiceName;
  readonly method: HttpMethod;
  /**
   * Path on the service's host. May carry a fixed query (`/user/regist?is_form_test=1`) and
   * `{name}` placeholders that are filled from the input field of that name.
   */
  readonly path: string;
  /** Input schema. Request schemas carry no defaults or transforms, so input and output agree. */
  readonly request: ZodMiniType<Req, Req>;
  /** Schema of the envelope's `data`. Objects strip unknown keys, so extra fields are tolerated. */
  readonly response: ZodMiniType<Res, unknown>;
  /** POST body as `application/x-www-form-urlencoded` instead of JSON. */
  readonly form: boolean;
  /** Safe to repeat: retried (bounded) on network failures. Defaults to `method === "GET"`. */
  readonly idempotent: boolean;
  /** Needs a logged-in user (User-Id / User-Secret-Key); the backend answers 1004 otherwise. */
  readonly auth: boolean;
}

/** Any endpoint. `Endpoint` is covariant in both parameters, so every endpoint is assignable. */
export type AnyEndpoint = Endpoint<unknown, unknown>;

export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;

export interface EndpointDefinition<Req, Res> {
  service: ServiceName;
  method: HttpMethod;
  path: string;
  request: ZodMiniType<Req, Req>;
  response: ZodMiniType<Res, unknown>;
  form?: boolean;
  idempotent?: boolean;
  auth?: boolean;
}

export function defineEndpoint<Req, Res>(definition: EndpointDefinition<Req, Res>): Endpoint<Req, Res> {
  return {
    ...definition,
    form: definition.form ?? false,
    idempotent: definition.idempotent ?? definition.method === "GET",
    auth: definition.auth ?? true,
  };
}

/** `service + path` without the fixed query: a stable id for keys, logs and routing. */
export function endpointId(endpoint: Pick<AnyEndpoint, "service" | "path">): string {
  return `${endpoint.service}${splitPath(endpoint.path).pathname}`;
}

export interface SplitPath {
  pathname: string;
  /** Fixed query parameters written in the path. */
  fixedQuery: Record<string, string>;
}

export function splitPath(path: string): SplitPath {
  const index = path.indexOf("?");
  if (index < 0) return { pathname: path, fixedQuery: {} };
  return {
    pathname: path.slice(0, index),
    fixedQuery: Object.fromEntries(new URLSearchParams(path.slice(index + 1))),
  };
}

/** Names of the `{name}` placeholders in a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
}
