import { createMemoryStorage } from "@repo/session/storage/adapter";
import { STORAGE_KEYS } from "@repo/session/storage/keys";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderFeature } from "../testing/render-feature";
import { act } from "react";
import { FeedbackBallHost } from "./FeedbackBallHost";
import { tabBarRoomAtom } from "./tab-bar-room";

describe("the feedback ball's host", () => {
  it("shows the ball where the player left it and keeps a new side on the device", async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.feedbackBallRest]: JSON.stringify({ side: "left", top: 0 }) });
    renderFeature(<FeedbackBallHost onOpen={vi.fn()} />, { answers: {}, platform: { storage } });
    const ball = screen.getByRole("button", { name: "Feedback" });
    await waitFor(() => expect(ball.style.left).toBe("8px"));
    fireEvent.keyDown(ball, { key: "ArrowRight" });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.feedbackBallRest) ?? "null")).toEqual({ side: "right", top: 0 });
    expect(ball.style.left).toBe(`${window.innerWidth - 8}px`);
  });

  it("publishes the room lists leave for it and removes it when the ball goes", async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.feedbackBallRest]: JSON.stringify({ side: "right", top: 1 }) });
    const { unmount } = renderFeature(<FeedbackBallHost onOpen={vi.fn()} />, { answers: {}, platform: { storage } });
    // At the very bottom (a ball of no size in this DOM): the margin below its top edge.
    await waitFor(() => expect(document.documentElement.style.getPropertyValue("--feedback-ball-room")).toBe("16px"));
    expect(screen.getByTestId("feedback-ball-room").style.height).toBe("var(--feedback-ball-room, 0px)");
    unmount();
    expect(document.documentElement.style.getPropertyValue("--feedback-ball-room")).toBe("");
  });

  it("keeps the ball above the tab bar while the bar shows", async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.feedbackBallRest]: JSON.stringify({ side: "right", top: 1 }) });
    const { store } = renderFeature(<FeedbackBallHost onOpen={vi.fn()} />, { answers: {}, platform: { storage } });
    const ball = screen.getByRole("button", { name: "Feedback" });
    await waitFor(() => expect(ball.style.top).toBe(`${window.innerHeight - 8}px`));
    act(() => store.set(tabBarRoomAtom, 57));
    expect(ball.style.top).toBe(`${window.innerHeight - 57 - 8}px`);
    act(() => store.set(tabBarRoomAtom, 0));
    expect(ball.style.top).toBe(`${window.innerHeight - 8}px`);
  });
});
