import { credentialsAtom, sessionStatusAtom } from "@repo/session/stores/session";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ServerPlayerContent } from "./ServerPlayerContent";
import { PLAYER_ID, renderFeature } from "./testing/render-feature";

const content = (player: number | null) => (
  <ServerPlayerContent player={player} otherwise={<p>the browser's read</p>}>
    <p>the server's read</p>
  </ServerPlayerContent>
);

afterEach(cleanup);

describe("ServerPlayerContent", () => {
  it("shows the server's content for its player, also before app start has said who plays", () => {
    renderFeature(content(PLAYER_ID), { answers: {} });
    expect(screen.getByText("the server's read")).toBeTruthy();
    cleanup();
    renderFeature(content(PLAYER_ID), { answers: {}, loggedIn: false, hasInit: false });
    expect(screen.getByText("the server's read")).toBeTruthy();
  });

  it("gives way to the browser's read for another login, and for a guest once app start found nobody", () => {
    const { store } = renderFeature(content(PLAYER_ID + 1), { answers: {} });
    expect(screen.getByText("the browser's read")).toBeTruthy();
    act(() => store.set(credentialsAtom, { userId: PLAYER_ID + 1, secretKey: "key", userName: "other", loginType: "login_v2" }));
    expect(screen.getByText("the server's read")).toBeTruthy();
    cleanup();
    renderFeature(content(PLAYER_ID), { answers: {}, loggedIn: false, hasInit: true });
    expect(screen.getByText("the browser's read")).toBeTruthy();
  });

  it("keeps a guest's read while the session knows no player, and gives way once a login is known", () => {
    const { store } = renderFeature(content(null), { answers: {}, loggedIn: false, hasInit: true });
    expect(screen.getByText("the server's read")).toBeTruthy();
    act(() => {
      store.set(credentialsAtom, { userId: PLAYER_ID, secretKey: "key", userName: "dev_player", loginType: "login_v2" });
      store.set(sessionStatusAtom, (status) => ({ ...status, hasLogin: true }));
    });
    expect(screen.getByText("the browser's read")).toBeTruthy();
  });
});
