// Reads a request's input (query, JSON or form body, path parameters) into a plain object,
// turning query and form strings into the numbers and booleans the endpoint's schema expects.
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { DEV_CODES, DevFailure } from "./envelope";

type FieldKind = "number" | "boolean" | "array" | "other";

interface SchemaDef {
  type?: unknown;
  innerType?: unknown;
  shape?: unknown;
  element?: unknown;
}

function defOf(schema: unknown): SchemaDef {
  if (typeof schema !== "object" || schema === null || !("_zod" in schema)) return {};
  const internals = (schema as { _zod: unknown })._zod;
  if (typeof internals !== "object" || internals === null || !("def" in internals)) return {};
  const def = (internals as { def: unknown }).def;
  return typeof def === "object" && def !== null ? (def as SchemaDef) : {};
}

function kindOf(schema: unknown): FieldKind {
  const def = defOf(schema);
  if (def.type === "optional" || def.type === "nullable" || def.type === "default") return kindOf(def.innerType);
  if (def.type === "number" || def.type === "int") return "number";
  if (def.type === "boolean") return "boolean";
  if (def.type === "array") return "array";
  return "other";
}

function shapeOf(schema: unknown): Record<string, unknown> {
  const shape = defOf(schema).shape;
  return typeof shape === "object" && shape !== null ? (shape as Record<string, unknown>) : {};
}

function coerceOne(kind: FieldKind, value: string): unknown {
  if (kind === "number") return value.trim() === "" ? value : Number(value);
  if (kind === "boolean") return value === "true" || value === "1" ? true : value === "false" || value === "0" ? false : value;
  return value;
}

/** Strings from a query or a form, typed by the object schema's fields. Unknown fields stay strings. */
export function coerceStrings(schema: unknown, raw: Iterable<[string, string]>): Record<string, unknown> {
  const shape = shapeOf(schema);
  const result: Record<string, unknown> = {};
  for (const [key, value] of raw) {
    const kind = kindOf(shape[key]);
    if (kind === "array") {
      const list = Array.isArray(result[key]) ? (result[key] as unknown[]) : [];
      list.push(coerceOne(kindOf(defOf(shape[key]).element), value));
      result[key] = list;
    } else {
      result[key] = coerceOne(kind, value);
    }
  }
  return result;
}

const malformed = (detail: string) => new DevFailure(DEV_CODES.MALFORMED_BODY, `Malformed request body: ${detail}`, undefined, 400);

export async function readInput(endpoint: AnyEndpoint, request: Request, params: Record<string, string>): Promise<Record<string, unknown>> {
  const url = new URL(request.url);
  let values: Record<string, unknown>;
  if (endpoint.method === "GET") {
    values = coerceStrings(endpoint.request, url.searchParams.entries());
  } else {
    const text = await request.text();
    const type = request.headers.get("content-type") ?? "";
    if (type.includes("application/x-www-form-urlencoded")) {
      values = coerceStrings(endpoint.request, new URLSearchParams(text).entries());
    } else if (text.trim() === "") {
      values = {};
    } else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw malformed("not JSON");
      }
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw malformed("not a JSON object");
      values = parsed as Record<string, unknown>;
    }
  }
  return { ...values, ...coerceStrings(endpoint.request, Object.entries(params)) };
}
