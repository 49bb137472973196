// Test support (not app code): an API client whose calls are answered by endpoint path, recorded for
// assertions. A call nobody answers fails the test with its path and input.
import type { ApiClient } from "@repo/api-client/client";
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { vi } from "vitest";

/** Answers by endpoint path ("/wallet/user_asset"), given the call's input. */
export type Answers = Record<string, (input: unknown) => unknown>;

export function fakeApi(answers: Answers) {
  const call = vi.fn(async (endpoint: AnyEndpoint, input?: unknown) => {
    const answer = answers[endpoint.path];
    if (!answer) throw new Error(`unexpected call ${endpoint.path} ${JSON.stringify(input)}`);
    return answer(input);
  });
  const client = { call } as unknown as ApiClient;
  /** The inputs of every call made to `path`, in order. */
  const callsTo = (path: string) => call.mock.calls.filter(([endpoint]) => endpoint.path === path).map(([, input]) => input);
  return { client, call, callsTo };
}
