import { dialog, openDialogAtom } from "@repo/session/stores/common";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderFeature } from "../pay/testing";
import { GeneralPopup } from "./GeneralPopup";

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const WELCOME = { id: 1, type: "notice", title: "Welcome to Lucky Bear", content: "Claim your free spins.", image: "", link: "/luckybear/spin", show_once: true };
const PROMO = { id: 2, type: "promo", title: "Double recharge weekend", content: "100% bonus.", image: "", link: "https://promo.example/weekend", show_once: false };

let listed = [WELCOME, PROMO];
const answers = {
  "/lucky_bear/general_popup_query": () => ({ list: listed }),
  "/lucky_bear/report_user_action": (input: unknown) => {
    const { params } = input as { params: { popup_id: number } };
    listed = listed.filter((popup) => popup.id !== params.popup_id);
    return { ok: true };
  },
};

beforeEach(() => {
  listed = [WELCOME, PROMO];
  window.sessionStorage.clear();
  router.push.mockClear();
});
afterEach(() => window.sessionStorage.clear());

describe("GeneralPopup", () => {
  it("shows the first popup once; closing a show-once popup reports it, and a new visit shows the next", async () => {
    const first = renderFeature(<GeneralPopup locale="en-US" />, { answers });
    expect(await screen.findByRole("dialog", { name: "Welcome to Lucky Bear" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(first.callsTo("/lucky_bear/report_user_action")).toEqual([{ action: "popup_closed", params: { popup_id: 1 } }]));
    expect(screen.queryByRole("dialog")).toBeNull();
    first.unmount();

    const second = renderFeature(<GeneralPopup locale="en-US" />, { answers });
    expect(await screen.findByRole("dialog", { name: "Double recharge weekend" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Take a look" }));
    expect(second.platform.openLink).toHaveBeenCalledWith("https://promo.example/weekend");
    // Not a show-once popup: nothing to report; this session has seen it.
    expect(second.callsTo("/lucky_bear/report_user_action")).toEqual([]);
    second.unmount();

    const third = renderFeature(<GeneralPopup locale="en-US" />, { answers });
    await waitFor(() => expect(third.callsTo("/lucky_bear/general_popup_query")).toHaveLength(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens an app link in the player's locale", async () => {
    renderFeature(<GeneralPopup locale="en-US" />, { answers });
    fireEvent.click(await screen.findByRole("button", { name: "Take a look" }));
    expect(router.push).toHaveBeenCalledWith("/en-US/luckybear/spin");
  });

  it("waits while a global dialog (the install offer) is open", async () => {
    const { store, callsTo } = renderFeature(<GeneralPopup locale="en-US" />, { answers: { ...answers } });
    act(() => store.set(openDialogAtom, dialog("pwa-install", {})));
    await waitFor(() => expect(callsTo("/lucky_bear/general_popup_query")).toHaveLength(1));
    expect(screen.queryByRole("dialog", { name: "Welcome to Lucky Bear" })).toBeNull();
  });

  it("asks nothing for a guest", () => {
    const { call } = renderFeature(<GeneralPopup locale="en-US" />, { answers, loggedIn: false });
    expect(call).not.toHaveBeenCalled();
  });
});
