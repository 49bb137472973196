// `POST /__dev/fail-next`: the next matching calls answer with an error, a delay or a hostile body.
import type { FailRule } from "./state";
import type { EnvelopeBody } from "./envelope";

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

/** Takes the first rule that matches the path and counts it down. */
export function takeRule(rules: FailRule[], pathname: string): FailRule | null {
  const index = rules.findIndex((rule) => !rule.path || pathname.includes(rule.path));
  if (index < 0) return null;
  const rule = rules[index];
  if (!rule) return null;
  rule.times -= 1;
  if (rule.times <= 0) rules.splice(index, 1);
  return rule;
}

/** A forced error answer, or null when the rule only delays. */
export function forcedAnswer(rule: FailRule): Response | null {
  if (rule.code === undefined && rule.httpStatus === undefined) return null;
  const code = rule.code ?? rule.httpStatus ?? 500;
  const body: EnvelopeBody = { code, msg: rule.msg ?? `Forced failure ${code}`, data: null };
  return Response.json(body, { status: rule.httpStatus ?? 200 });
}

/** Replaces the first field's value with a value of another type, so the contract is broken. */
function breakTypes(data: unknown): unknown {
  if (typeof data !== "object" || data === null) return typeof data === "string" ? 42 : "not-the-right-type";
  if (Array.isArray(data)) return "not-a-list";
  const [first] = Object.keys(data);
  if (first === undefined) return "not-an-object";
  const value = (data as Record<string, unknown>)[first];
  return { ...data, [first]: typeof value === "string" ? 12345 : "not-the-right-type" };
}

const HUGE_BYTES = 6 * 1024 * 1024;

/** A hostile answer built around what the real handler returned. */
export function hostileAnswer(kind: NonNullable<FailRule["hostile"]>, real: EnvelopeBody, rule: FailRule, signal: AbortSignal): Response {
  switch (kind) {
    case "non_json":
      return new Response("<html><body>502 Bad Gateway</body></html>", { status: 200, headers: { "content-type": "text/html" } });
    case "wrong_types":
      return Response.json({ ...real, data: breakTypes(real.data) });
    case "missing_data":
      return Response.json({ code: 0, msg: "success" });
    case "huge_body": {
      // Streamed without a content-length, so the client has to count while reading.
      const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":0,"msg":"success","data":"'));
        },
        pull(controller) {
          if (sent >= HUGE_BYTES) {
            controller.enqueue(new TextEncoder().encode('"}'));
            controller.close();
            return;
          }
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      return new Response(stream, { headers: { "content-type": "application/json" } });
    }
    case "slow_body": {
      // Headers now, the body never finishes (until the client gives up or delayMs passes).
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":0,'));
          await sleep(rule.delayMs ?? 60_000, signal);
          controller.close();
        },
      });
      return new Response(stream, { headers: { "content-type": "application/json" } });
    }
  }
}
