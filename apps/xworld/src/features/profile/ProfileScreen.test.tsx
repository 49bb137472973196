import { TEST_NOW } from "@repo/vitest-config/clock";
import { fakeApi } from "@repo/app-shell/testing/fake-api";
import { hydrateFeature } from "@repo/app-shell/testing/render-feature";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { myProfile } from "../profile-edit/testing";
import { PLAYER_ID, plain, renderFeature, walletReads } from "../wallet/testing";
import { loadProfile } from "./load-profile";
import { ProfileScreen } from "./ProfileScreen";

vi.mock("server-only", () => ({}));

const info = (phone = "+84912345678") => ({ user_id: PLAYER_ID, username: "dev_player", phone_number: phone, momo_account_list: [], country_code: "VN", vip_level: 3, avatar: "", });
const vip = { vip_level: 3, icon: "", levels: [] };

function answersWith({ phone = "+84912345678", finished = true } = {}) {
  return {
    ...walletReads(),
    "/user/get_user_info": () => info(phone),
    "/user/get_vip_profile": () => vip,
    "/profile/my_profile": () => myProfile({ setup: { name: true, avatar: true, language: true, finished } }),
  };
}

describe("/profile read on the server", () => {
  it("reads the player, the balances, the VIP level and the setup with the request's time", async () => {
    const server = fakeApi(answersWith());
    const first = await loadProfile(server.client, TEST_NOW);
    expect(server.callsTo("/user/get_user_info")).toEqual([{ version: expect.any(String), time: Math.floor(TEST_NOW / 1000) }]);
    expect(first.info?.username).toBe("dev_player");
    expect(first.vip?.vip_level).toBe(3);
  });

  it("has the player's page in its HTML and hydrates without asking again", async () => {
    const answers = answersWith({ finished: false });
    const first = { userId: PLAYER_ID, data: await loadProfile(fakeApi(answers).client, TEST_NOW) };
    const page = await hydrateFeature(<ProfileScreen locale="en-US" first={first} />, { answers });
    expect(page.html).toContain("dev_player");
    expect(page.html).toContain("Finish setting up your profile");
    expect(page.recoverable).toEqual([]);
    expect(plain(within(page.container).getByText(/^Phone:/).textContent)).toBe("Phone: +84 912 345 678");
    expect(within(within(page.container).getByRole("list", { name: "My balances" })).getAllByRole("listitem").length).toBeGreaterThan(3);
    expect(within(page.container).getByTestId("vip-current").textContent).toContain("VIP 3");
    expect(within(page.container).getByRole("link", { name: "See my public profile" }).getAttribute("href")).toBe(`/en-US/profile/${PLAYER_ID}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.call).not.toHaveBeenCalled();
    page.unmount();
  });

  it("opens the bind-phone dialog from the server-rendered page when no phone is bound", async () => {
    const answers = answersWith({ phone: "" });
    const first = { userId: PLAYER_ID, data: await loadProfile(fakeApi(answers).client, TEST_NOW) };
    const page = await hydrateFeature(<ProfileScreen locale="en-US" first={first} />, { answers });
    fireEvent.click(within(page.container).getByRole("button", { name: "Add a phone number" }));
    await waitFor(() => expect(page.openDialog()).toEqual({ name: "bind-phone", props: { backUrl: "/en-US/profile", from: "profile" } }));
    page.unmount();
  });

  it("reads the page in the browser when a server read failed, with a retry per part", async () => {
    let fail = true;
    const answers = {
      ...answersWith(),
      "/user/get_vip_profile": () => {
        if (fail) throw new Error("down");
        return vip;
      },
    };
    const read = await loadProfile(fakeApi(answers).client, TEST_NOW);
    expect(read.vip).toBeNull();
    renderFeature(<ProfileScreen locale="en-US" first={{ userId: PLAYER_ID, data: read }} />, { answers });
    expect(await screen.findByText("dev_player")).toBeTruthy();
    fail = false;
    fireEvent.click(await screen.findByRole("button", { name: "Retry" }, { timeout: 5_000 }));
    await waitFor(() => expect(screen.getByTestId("vip-current").textContent).toContain("VIP 3"));
  });

  it("asks for the player's own page when the server read for another login", async () => {
    const theirs = { userId: PLAYER_ID + 1, data: { info: { ...info(), username: "someone_else" }, wallet: null, vip, profile: null } };
    const { callsTo } = renderFeature(<ProfileScreen locale="en-US" first={theirs} />, { answers: answersWith() });
    expect(await screen.findByText("dev_player")).toBeTruthy();
    expect(screen.queryByText("someone_else")).toBeNull();
    expect(callsTo("/user/get_user_info")).toHaveLength(1);
  });
});
