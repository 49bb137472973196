import { readJsonRecord } from "./json-record";
import type { BridgeReply } from "./types";


/**
 * Reads a host answer: the object `{ ret, params, msg }` or that object as JSON.
 * `ret` may arrive as a numeric string (some Android hosts build the JSON by hand).
 * @returns null when the answer is not of that shape.
 */
export function parseReply(raw: unknown): BridgeReply | null {
  const value = readJsonRecord(raw);
  if (!value) return null;
  const ret = typeof value.ret === "string" && value.ret.trim() !== "" ? Number(value.ret) : value.ret;
  if (typeof ret !== "number" || !Number.isFinite(ret)) return null;
  let params = value.params;
  if (typeof params === "string") {
    // Some hosts send params as a JSON string inside the JSON reply.
    try {
      params = JSON.parse(params);
    } catch {
      // keep the string as it is
    }
  }
  return { ret, params: params ?? {}, msg: typeof value.msg === "string" ? value.msg : "" };
}
