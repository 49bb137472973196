// Turns an endpoint and its input into the pieces of an HTTP request (path, query, body).
import { type AnyEndpoint, pathParams, splitPath } from "./endpoint";

export interface RequestParts {
  /** Path with placeholders filled, no query, no leading slash (ky's prefixUrl wants none). */
  relativePath: string;
  searchParams: URLSearchParams;
  /** JSON body (POST, not form). */
  json?: Record<string, unknown>;
  /** Form body (POST with `form: true`). */
  form?: URLSearchParams;
}

function toParamValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  return JSON.stringify(value);
}

function appendParams(target: URLSearchParams, values: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) target.append(key, toParamValue(item));
    else target.append(key, toParamValue(value));
  }
}

function asRecord(input: unknown): Record<string, unknown> {
  return typeof input === "object" && input !== null && !Array.isArray(input) ? { ...(input as Record<string, unknown>) } : {};
}

export function buildRequestParts(endpoint: AnyEndpoint, input: unknown): RequestParts {
  const values = asRecord(input);
  const { pathname, fixedQuery } = splitPath(endpoint.path);
  let filled = pathname;
  for (const name of pathParams(pathname)) {
    filled = filled.replace(`{${name}}`, encodeURIComponent(toParamValue(values[name] ?? "")));
    delete values[name];
  }
  const searchParams = new URLSearchParams(fixedQuery);
  const parts: RequestParts = { relativePath: filled.replace(/^\/+/, ""), searchParams };
  if (endpoint.method === "GET") {
    appendParams(searchParams, values);
  } else if (endpoint.form) {
    parts.form = new URLSearchParams();
    appendParams(parts.form, values);
  } else {
    parts.json = values;
  }
  return parts;
}
