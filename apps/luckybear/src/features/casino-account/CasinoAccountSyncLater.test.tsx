import { describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { CasinoAccountSyncLater } from "./CasinoAccountSyncLater";

const loads = vi.hoisted(() => ({ sync: 0, mounted: 0 }));
vi.mock("./CasinoAccountSync", () => {
  loads.sync += 1;
  return {
    CasinoAccountSync: () => {
      loads.mounted += 1;
      return null;
    },
  };
});

describe("the casino account's background work on every page", () => {
  it("loads no code for a guest", async () => {
    renderFeature(<CasinoAccountSyncLater />, { answers: {}, loggedIn: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.sync).toBe(0);
  });

  it("loads and runs for a signed-in player", async () => {
    renderFeature(<CasinoAccountSyncLater />, { answers: {} });
    await vi.waitFor(() => expect(loads.mounted).toBeGreaterThan(0));
    expect(loads.sync).toBe(1);
  });
});
