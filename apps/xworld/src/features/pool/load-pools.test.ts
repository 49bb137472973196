import type { ApiClient } from "@repo/api-client/client";
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { describe, expect, it, vi } from "vitest";
import { loadPools } from "./load-pools";

vi.mock("server-only", () => ({}));

const LIST = { list: [] };

/** A client whose calls answer an empty list, or reject when `failing`. */
function fakeApi(failing = false) {
  const calls: [string, unknown][] = [];
  const call = (endpoint: AnyEndpoint, input?: unknown) => {
    calls.push([endpoint.path, input]);
    return failing ? Promise.reject(new Error("down")) : Promise.resolve(LIST);
  };
  return { api: { call } as unknown as ApiClient, calls };
}

describe("loadPools", () => {
  it("fetches the pool list as the screen asks for it", async () => {
    const { api, calls } = fakeApi();
    expect(await loadPools(api)).toEqual({ pools: LIST });
    expect(calls).toEqual([["/pool/list", {}]]);
  });

  it("a failed call leaves the list to the browser instead of failing the page", async () => {
    const { api } = fakeApi(true);
    expect(await loadPools(api)).toEqual({ pools: null });
  });
});
