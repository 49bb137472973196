import { recordingApi } from "@repo/api-client/test-support/recording-api";
import { describe, expect, it, vi } from "vitest";
import { loadVote } from "./load-vote";

vi.mock("server-only", () => ({}));

const PROJECTS = { coin_name: "XB", total_staked: "0", list: [] };

/** Answers PROJECTS, or rejects every call when `failing`. */
const fakeApi = (failing = false) => recordingApi(() => PROJECTS, () => failing);

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
