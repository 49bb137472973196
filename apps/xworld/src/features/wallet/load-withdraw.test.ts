import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { describe, expect, it, vi } from "vitest";
import { loadWithdraw } from "./load-withdraw";
import { PLAYER_ID, TOKENS, walletReads } from "./testing";

vi.mock("server-only", () => ({}));

const failing = (path: string) => ({ [path]: () => Promise.reject(new Error("down")) });

describe("loadWithdraw", () => {
  it("reads the balances, chains, the player's addresses and each coin's token facts", async () => {
    const { client, callsTo } = fakeApi(walletReads());
    const first = await loadWithdraw(client, PLAYER_ID);
    expect(callsTo("/wallet/get_all_wallet_addr")).toEqual([{ user_id: PLAYER_ID }]);
    expect(first.assets?.list.map((row) => row.coin_name)).toEqual(Object.keys(TOKENS));
    expect(first.tokens?.map((token) => token.coin_name)).toEqual(Object.keys(TOKENS));
    expect(first.chains?.list).toHaveLength(3);
    expect(first.addresses?.list).toHaveLength(1);
  });

  it("leaves a failed read to the browser instead of failing the page", async () => {
    const { client } = fakeApi({ ...walletReads(), ...failing("/wallet/get_chain_list") });
    expect((await loadWithdraw(client, PLAYER_ID)).chains).toBeNull();
  });

  it("has no token facts when the balances or one coin's facts failed", async () => {
    expect((await loadWithdraw(fakeApi({ ...walletReads(), ...failing("/wallet/user_asset") }).client, PLAYER_ID)).tokens).toBeNull();
    const { client } = fakeApi({ ...walletReads(), ...failing("/wallet/get_token_info") });
    const first = await loadWithdraw(client, PLAYER_ID);
    expect(first.tokens).toBeNull();
    expect(first.assets).not.toBeNull();
  });
});
