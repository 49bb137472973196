// `serveOnce(endpoint, handler)`: `serve` for the calls that move money. A call carrying an
// `idempotency_key` (@repo/api-client/schemas/common) that already succeeded for this player answers
// with the first answer and moves nothing again; the same key for a different request is refused.
// Refusals are not remembered, so a retry after one runs the call again.
import type { Endpoint } from "@repo/api-client/endpoint";
import { DEV_CODES, fail } from "./envelope";
import { type Handler, type Route, routeLine, serve } from "./serve";

export interface IdempotentRecord {
  /** The request without its key, as JSON. */
  request: string;
  response: unknown;
}

export function serveOnce<Req extends { idempotency_key?: string | undefined }, Res>(
  endpoint: Endpoint<Req, Res>,
  handler: Handler<Req, Res>,
): Route {
  return serve(endpoint, async (input, context) => {
    const { idempotency_key: key, ...request } = input;
    if (!key) return handler(input, context);
    const id = `${context.me().user_id} ${routeLine(endpoint)} ${key}`;
    const fingerprint = JSON.stringify(request);
    const seen = context.state.idempotent.get(id);
    if (seen) {
      if (seen.request !== fingerprint) {
        fail(DEV_CODES.INVALID_PARAMS, "This attempt key belongs to another request", { idempotency_key: ["Use a new key for a new request"] });
      }
      context.log(`repeat of ${key}: the first answer, nothing moved`);
      return seen.response as Res;
    }
    const response = await handler(input, context);
    context.state.idempotent.set(id, { request: fingerprint, response });
    return response;
  });
}
