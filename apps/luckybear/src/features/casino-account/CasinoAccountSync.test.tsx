import { luckyBearMoneyEndpoints } from "@repo/api-client/endpoints/lucky-bear/money";
import { useApiQuery } from "@repo/api-client/react";
import { PLAYER_ID } from "@repo/app-shell/testing/render-feature";
import { createMemoryStorage } from "@repo/session/storage/adapter";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderFeature } from "../pay/testing";
import { CasinoAccountSync } from "./CasinoAccountSync";
import { InviteCodeKeeper } from "./InviteCodeKeeper";
import { isRegisteredHere } from "./sync-due";

function Balances() {
  useApiQuery(luckyBearMoneyEndpoints.assetList, {});
  return null;
}

beforeEach(() => window.history.replaceState(null, "", "/en-US/luckybear?invite=LB10002"));
afterEach(() => {
  window.history.replaceState(null, "", "/");
  document.cookie = "_ga=; max-age=0";
});

describe("the casino account's background work", () => {
  it("keeps the landing's invite code, registers the signed-in player with it once, and sends the analytics client id", async () => {
    document.cookie = "_ga=GA1.1.42.17";
    const storage = createMemoryStorage();
    const answers = {
      "/lucky_bear/register": () => ({ registered: true, bonus: { amount: "1.00", coin_name: "LB-USDT" } }),
      "/lucky_bear/update_ad_user_ga_clientid": () => ({ ok: true }),
    };
    const first = renderFeature(
      <>
        <InviteCodeKeeper />
        <CasinoAccountSync />
      </>,
      { answers, platform: { storage } },
    );
    await waitFor(() => expect(first.callsTo("/lucky_bear/update_ad_user_ga_clientid")).toEqual([{ ga_client_id: "42.17" }]));
    expect(first.callsTo("/lucky_bear/register")).toEqual([{ invite_code: "LB10002" }]);
    expect(storage.getItem("lb_invite_code")).toBe("LB10002");
    first.unmount();

    // The next page load asks nothing more for this player.
    const second = renderFeature(<CasinoAccountSync />, { answers, platform: { storage } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.call).not.toHaveBeenCalled();
  });

  it("reads the balances again after a registration that opened the account, not after one the server already had", async () => {
    const balanceReads = async (registered: boolean) => {
      const storage = createMemoryStorage();
      const answers = { "/lucky_bear/asset_list": () => ({ list: [], total_usdt: "0.00" }), "/lucky_bear/register": () => ({ registered, bonus: null }) };
      const view = renderFeature(
        <>
          <Balances />
          <CasinoAccountSync />
        </>,
        { answers, platform: { storage } },
      );
      // Marked once the registration and what it read again have settled.
      await waitFor(() => expect(isRegisteredHere(storage, PLAYER_ID)).toBe(true));
      view.unmount();
      return view.callsTo("/lucky_bear/asset_list").length;
    };
    expect(await balanceReads(true)).toBe(2);
    expect(await balanceReads(false)).toBe(1);
  });

  it("waits for app start and for a signed-in player", async () => {
    const storage = createMemoryStorage();
    const guest = renderFeature(<CasinoAccountSync />, { answers: {}, loggedIn: false, platform: { storage } });
    const starting = renderFeature(<CasinoAccountSync />, { answers: {}, hasInit: false, platform: { storage } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(guest.call).not.toHaveBeenCalled();
    expect(starting.call).not.toHaveBeenCalled();
  });
});
