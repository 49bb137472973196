// @vitest-environment node
import { describe, expect, it } from "vitest";
import { AppBusinessError, type ErrorTexts, describeError } from "./describe-error";
import { AbortedError, BusinessError, ERROR_OUTOF_NEWBIE, HttpError, NetworkError, ParseError, TimeoutError } from "./errors";
import { TELEGRAM_RELOAD_LIMIT, nextSessionExpiredAction } from "./session-expired";

const texts: ErrorTexts = {
  error_net_try: "Network error, try again",
  network_error: "Network error",
  fetch_failed: "No connection",
  timeout: "Too slow",
  bad_response: "Bad answer",
};
const request = { service: "wallet", method: "POST", path: "/wallet/x", url: "http://x/wallet/x" } as const;

describe("describeError", () => {
  it.each([
    ["a plain error", new Error("boom"), { kind: "toast", text: "Network error, try again: boom" }],
    ["a thrown string", "boom", { kind: "toast", text: "Network error, try again: boom" }],
    ["an app business error", new AppBusinessError("Share failed, text is empty"), { kind: "callback", code: -1, message: "Share failed, text is empty" }],
    [
      "HTTP 200 with a code and field errors",
      new BusinessError(request, 1001, "Invalid parameters", [
        { field: "phone", message: "Enter digits" },
        { field: "code", message: "Required" },
      ]),
      { kind: "toast", text: "Invalid parameters phone: Enter digits" },
    ],
    ["HTTP 200 with a code", new BusinessError(request, 2001, "lack_USDT"), { kind: "toast", text: "lack_USDT" }],
    ["another HTTP status", new HttpError(request, 502, "Bad gateway"), { kind: "toast", text: "Network error: Bad gateway" }],
    ["another HTTP status without msg", new HttpError(request, 500, ""), { kind: "toast", text: "Network error" }],
    ["a fetch failure", new NetworkError(request, new TypeError("fetch failed")), { kind: "toast", text: "No connection" }],
    ["a timeout", new TimeoutError(request, 15_000), { kind: "toast", text: "Too slow" }],
    ["a parse error", new ParseError(request, "not_json", "Response body is not JSON", null, 200), { kind: "toast", text: "200 Bad answer" }],
    ["a caller abort", new AbortedError(request), { kind: "silent", reason: "aborted" }],
    ["session expired (the handler redirects)", new BusinessError(request, 1004, "expired"), { kind: "silent", reason: "handled" }],
    ["verify required", new BusinessError(request, 1010, "verify"), { kind: "silent", reason: "handled" }],
    ["bind phone required", new BusinessError(request, 1012, "bind"), { kind: "silent", reason: "handled" }],
    ["ERROR_OUTOF_NEWBIE", new BusinessError(request, 3001, ERROR_OUTOF_NEWBIE), { kind: "silent", reason: "not_reported" }],
  ])("%s", (_name, error, feedback) => {
    expect(describeError(error, texts)).toEqual(feedback);
  });
});

describe("nextSessionExpiredAction", () => {
  it.each([
    [0, false, { action: "logout" }],
    [5, false, { action: "logout" }],
    [0, true, { action: "reload", attempt: 1 }],
    [2, true, { action: "reload", attempt: 3 }],
    [3, true, { action: "account_abnormal" }],
    [9, true, { action: "account_abnormal" }],
  ] as const)("after %i reloads, Telegram %s → %j", (reloads, isTelegram, action) => {
    expect(nextSessionExpiredAction(reloads, isTelegram)).toEqual(action);
  });

  it("reloads exactly TELEGRAM_RELOAD_LIMIT times", () => {
    let reloads = 0;
    while (nextSessionExpiredAction(reloads, true).action === "reload") reloads += 1;
    expect(reloads).toBe(TELEGRAM_RELOAD_LIMIT);
  });
});
