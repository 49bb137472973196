import { recordingApi } from "@repo/api-client/test-support/recording-api";
import { describe, expect, it, vi } from "vitest";
import { loadChampions } from "./load-champions";

vi.mock("server-only", () => ({}));

const LIST = { list: [{ champ_id: 1, title: "Slots sprint", status: "running", start_at: 1, end_at: 2, prize_pool: "5000.00", coin_name: "LB-USDT" }] };

/** Answers LIST, or rejects every call when `failing`. */
const fakeApi = (failing = false) => recordingApi(() => LIST, () => failing);

describe("loadChampions", () => {
  it("fetches the championships list", async () => {
    const { api, calls } = fakeApi();
    expect(await loadChampions(api)).toEqual({ champs: LIST });
    expect(calls).toEqual([["/lucky_bear/champ/list", {}]]);
  });

  it("a failed call leaves the list to the browser instead of failing the page", async () => {
    const { api } = fakeApi(true);
    expect(await loadChampions(api)).toEqual({ champs: null });
  });
});
