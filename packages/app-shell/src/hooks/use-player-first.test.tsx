import { credentialsAtom, sessionStatusAtom, userInfoAtom } from "@repo/session/stores/session";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PLAYER_ID, renderFeature } from "../testing/render-feature";
import { usePlayerFirst } from "./use-player-first";

const renders = vi.fn();

function Probe({ first }: { first: { userId: number; data: string } | null }) {
  const server = usePlayerFirst(first);
  renders(server);
  return <p>{`${server.signedIn ? "player" : "guest"}:${server.data ?? "none"}:${server.player ?? "-"}`}</p>;
}

afterEach(() => {
  cleanup();
  renders.mockReset();
});

describe("usePlayerFirst", () => {
  it("uses the server's data for the player it was read for, and renders once through app start's updates", () => {
    const { store } = renderFeature(<Probe first={{ userId: PLAYER_ID, data: "balances" }} />, { answers: {} });
    expect(screen.getByText(`player:balances:${PLAYER_ID}`)).toBeTruthy();
    const mounted = renders.mock.calls.length;
    act(() => {
      store.set(userInfoAtom, { phone_number: "fresh" });
      store.set(sessionStatusAtom, (status) => ({ ...status, hasInit: true }));
    });
    expect(renders).toHaveBeenCalledTimes(mounted);
  });

  it("stands for the session before app start has said who plays (the server's and the hydration render)", () => {
    renderFeature(<Probe first={{ userId: PLAYER_ID, data: "balances" }} />, { answers: {}, loggedIn: false, hasInit: false });
    expect(screen.getByText(`player:balances:${PLAYER_ID}`)).toBeTruthy();
  });

  it("is not used for another login; that player's screen asks for their own", () => {
    const { store } = renderFeature(<Probe first={{ userId: PLAYER_ID + 1, data: "theirs" }} />, { answers: {} });
    expect(screen.getByText("player:none:-")).toBeTruthy();
    const [answers] = renders.mock.calls[0] ?? [];
    expect(answers.answer("theirs")).toEqual({});
    act(() => store.set(credentialsAtom, { userId: PLAYER_ID + 1, secretKey: "key", userName: "other", loginType: "login_v2" }));
    expect(screen.getByText(`player:theirs:${PLAYER_ID + 1}`)).toBeTruthy();
  });

  it("is not used once app start has found no player", () => {
    renderFeature(<Probe first={{ userId: PLAYER_ID, data: "balances" }} />, { answers: {}, loggedIn: false, hasInit: true });
    expect(screen.getByText("guest:none:-")).toBeTruthy();
  });

  it("shows a signed-in player's screen without server data when the server had none", () => {
    renderFeature(<Probe first={null} />, { answers: {} });
    expect(screen.getByText("player:none:-")).toBeTruthy();
  });
});
