import type { ApiClient } from "@repo/api-client/client";
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { describe, expect, it, vi } from "vitest";
import { loadVote } from "./load-vote";

vi.mock("server-only", () => ({}));

const PROJECTS = { coin_name: "XB", total_staked: "0", list: [] };

/** A client whose calls answer no projects, or reject when `failing`. */
function fakeApi(failing = false) {
  const calls: [string, unknown][] = [];
  const call = (endpoint: AnyEndpoint, input?: unknown) => {
    calls.push([endpoint.path, input]);
    return failing ? Promise.reject(new Error("down")) : Promise.resolve(PROJECTS);
  };
  return { api: { call } as unknown as ApiClient, calls };
}

describe("loadVote", () => {
  it("fetches the projects as the screen asks for them", async () => {
    const { api, calls } = fakeApi();
    expect(await loadVote(api)).toEqual({ projects: PROJECTS });
    expect(calls).toEqual([["/vote/projects", {}]]);
  });

  it("a failed call leaves the ranking to the browser instead of failing the page", async () => {
    const { api } = fakeApi(true);
    expect(await loadVote(api)).toEqual({ projects: null });
  });
});
