import { createMemoryStorage } from "@repo/session/storage/adapter";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { renderFeature } from "../pay/testing";
import { CasinoAccountSyncLater } from "./CasinoAccountSyncLater";
import { markRegisteredHere } from "./sync-due";

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

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the casino account's background work on every page", () => {
  beforeEach(() => {
    loads.mounted = 0;
  });

  it("is not mounted for a guest, nor for a player with nothing to send", async () => {
    renderFeature(<CasinoAccountSyncLater />, { answers: {}, loggedIn: false });
    const storage = createMemoryStorage();
    markRegisteredHere(storage, PLAYER_ID);
    renderFeature(<CasinoAccountSyncLater />, { answers: {}, platform: { storage } });
    renderFeature(<CasinoAccountSyncLater />, { answers: {}, hasInit: false });
    await settle();
    expect(loads.sync).toBe(0);
    expect(loads.mounted).toBe(0);
  });

  it("loads and runs for a player not yet registered on this device", async () => {
    renderFeature(<CasinoAccountSyncLater />, { answers: {} });
    await vi.waitFor(() => expect(loads.mounted).toBeGreaterThan(0));
    expect(loads.sync).toBe(1);
  });
});
