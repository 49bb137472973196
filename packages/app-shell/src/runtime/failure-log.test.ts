import { BusinessError, NetworkError, ParseError } from "@repo/api-client/errors";
import { describe, expect, it, vi } from "vitest";
import { logFailure } from "./failure-log";

const request = { service: "task", method: "POST", path: "/task/claim_task_reward", url: "http://api.test/svc/task/task/claim_task_reward" } as const;

function logged(error: unknown) {
  const log = { error: vi.fn(), warn: vi.fn() };
  logFailure(error, log);
  return { errors: log.error.mock.calls.length, warnings: log.warn.mock.calls.length };
}

describe("logFailure", () => {
  it("logs a refusal the server answered on purpose as a warning: the toast explains it", () => {
    expect(logged(new BusinessError(request, 2002, "You have already claimed this reward", []))).toEqual({ errors: 0, warnings: 1 });
  });

  it.each([
    ["no answer", new NetworkError(request, new TypeError("Failed to fetch"))],
    ["an unreadable answer", new ParseError(request, "not_json", "Response body is not JSON", null, 200)],
    ["a bug", new Error("undefined is not a function")],
  ])("logs %s as an error", (_kind, error) => {
    expect(logged(error)).toEqual({ errors: 1, warnings: 0 });
  });
});
