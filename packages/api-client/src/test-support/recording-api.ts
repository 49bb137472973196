// Test support (not app code): an ApiClient stand-in for server loaders' tests. It records each call
// (the endpoint's path and the input) and answers by path; a path the test says fails rejects.
import type { ApiClient } from "../client";
import type { AnyEndpoint } from "../endpoint";

export function recordingApi(answerFor: (path: string) => unknown, fails: (path: string) => boolean = () => false) {
  const calls: [path: string, input: unknown][] = [];
  const call = (endpoint: AnyEndpoint, input?: unknown) => {
    calls.push([endpoint.path, input]);
    return fails(endpoint.path) ? Promise.reject(new Error("down")) : Promise.resolve(answerFor(endpoint.path));
  };
  return { api: { call } as unknown as ApiClient, calls };
}
