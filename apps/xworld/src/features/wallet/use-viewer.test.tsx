import { PLAYER_ID, renderFeature } from "@repo/app-shell/testing/render-feature";
import { sessionStatusAtom, userInfoAtom } from "@repo/session/stores/session";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "@repo/session/storage/adapter";
import { useViewer } from "./use-viewer";

const renders = vi.fn();

function Probe({ serverPlayer }: { serverPlayer?: number }) {
  const viewer = useViewer(serverPlayer);
  renders(viewer);
  return <p>{viewer}</p>;
}

afterEach(() => {
  cleanup();
  renders.mockReset();
});

describe("useViewer", () => {
  it("is the player the server rendered for, through app start's updates without rendering again", () => {
    const { store } = renderFeature(<Probe serverPlayer={PLAYER_ID} />, { answers: {}, loggedIn: false, hasInit: false });
    expect(screen.getByText("player")).toBeTruthy();
    const mounted = renders.mock.calls.length;
    act(() => {
      store.set(userInfoAtom, { phone_number: "fresh" });
      store.set(sessionStatusAtom, { hasLogin: true, hasInit: true, initError: null });
    });
    expect(renders).toHaveBeenCalledTimes(mounted);
  });

  it("is a signed-in player, a guest once start found nobody, and pending before that with a stored login", () => {
    renderFeature(<Probe />, { answers: {} });
    expect(screen.getByText("player")).toBeTruthy();
    cleanup();
    renderFeature(<Probe />, { answers: {}, loggedIn: false, hasInit: true });
    expect(screen.getByText("guest")).toBeTruthy();
    cleanup();
    const storage = { user_id: String(PLAYER_ID), user_secret_key: "key", user_name: "p", login_type: "login_v2" };
    renderFeature(<Probe />, { answers: {}, loggedIn: false, hasInit: false, platform: { storage: createMemoryStorage(storage) } });
    expect(screen.getByText("pending")).toBeTruthy();
  });

  it("is pending before start inside Telegram, where start logs the player in", () => {
    renderFeature(<Probe />, { answers: {}, loggedIn: false, hasInit: false, platform: { kind: "telegram" } });
    expect(screen.getByText("pending")).toBeTruthy();
  });
});
