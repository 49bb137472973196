// How the mini app sends Telegram a method call. The SDK's own transport recognises the webview by
// validating `window` against a loose valibot object schema, which copies every property of `window`:
// reading `innerWidth`, `scrollY` and the like forces a style and layout pass, on every call (a 32 ms
// style pass inside the start-up task at 4× CPU, measured). This one asks the same three hosts by
// direct lookups and keeps the SDK's version check.
import {
  MethodParameterUnsupportedError,
  MethodUnsupportedError,
  postMessage,
  supports,
  targetOrigin,
  UnknownEnvError,
  type MethodName,
  type PostEventFn,
} from "@telegram-apps/sdk";
import { telegramHostKind, type TelegramHostWindow } from "./detect";

/** The one method whose parameter has a version of its own (`color`, 6.9), as the SDK checks it. */
const HEADER_COLOR = "web_app_set_header_color";

function hasColor(params: unknown): boolean {
  return typeof params === "object" && params !== null && "color" in params;
}

/**
 * A `postEvent` for the SDK's `init({ postEvent })`, for a client of Mini Apps API `version`.
 * @throws {MethodUnsupportedError} the client's version lacks the method (the SDK's strict mode).
 * @throws {UnknownEnvError} no Telegram client hosts the page.
 */
export function createPostEvent(version: string, win: Window = window): PostEventFn {
  function post(method: MethodName, params?: unknown): void {
    if (!supports(method, version)) throw new MethodUnsupportedError(method, version);
    if (method === HEADER_COLOR && hasColor(params) && !supports(HEADER_COLOR, "color", version)) {
      throw new MethodParameterUnsupportedError(method, "color", version);
    }
    const host = win as TelegramHostWindow;
    const envelope = () => JSON.stringify({ eventType: method, eventData: params });
    switch (telegramHostKind(win)) {
      case "frame":
        postMessage(envelope(), targetOrigin());
        return;
      case "webview":
        host.TelegramWebviewProxy?.postEvent?.(method, JSON.stringify(params));
        return;
      case "windows-phone":
        host.external?.notify?.(envelope());
        return;
      default:
        throw new UnknownEnvError();
    }
  }
  // PostEventFn is the SDK's overloads per method; one implementation serves them all.
  return post as PostEventFn;
}
