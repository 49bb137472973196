import { recordingApi } from "@repo/api-client/test-support/recording-api";
import { describe, expect, it, vi } from "vitest";
import { loadPools } from "./load-pools";

vi.mock("server-only", () => ({}));

const LIST = { list: [] };

/** Answers LIST, or rejects every call when `failing`. */
const fakeApi = (failing = false) => recordingApi(() => LIST, () => failing);

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
