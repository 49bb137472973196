import { createMemoryStorage } from "@repo/session/storage/adapter";
import { STORAGE_KEYS } from "@repo/session/storage/keys";
import { ballRoomCss, placeAtRestCss } from "@repo/ui/feedback-ball/position";
import { TAB_BAR_ROOM_CSS } from "@repo/ui/tab-bar";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderFeature } from "../testing/render-feature";
import { FeedbackBallHost } from "./FeedbackBallHost";

const roomOnDocument = () => document.documentElement.style.getPropertyValue("--feedback-ball-room");

describe("the feedback ball's host", () => {
  it("shows the ball where the player left it from its first paint and keeps a new side on the device", () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.feedbackBallRest]: JSON.stringify({ side: "left", top: 0 }) });
    renderFeature(<FeedbackBallHost onOpen={vi.fn()} />, { answers: {}, platform: { storage } });
    const ball = screen.getByRole("button", { name: "Feedback" });
    expect(ball.style.left).toBe("8px");
    fireEvent.keyDown(ball, { key: "ArrowRight" });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.feedbackBallRest) ?? "null")).toEqual({ side: "right", top: 0 });
    expect(ball.style.left).toBe(placeAtRestCss({ side: "right", top: 0 }, TAB_BAR_ROOM_CSS).left);
  });

  it("keeps the ball above the tab bar's room, and publishes the room lists leave for it until the ball goes", () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.feedbackBallRest]: JSON.stringify({ side: "right", top: 1 }) });
    const { unmount } = renderFeature(<FeedbackBallHost onOpen={vi.fn()} />, { answers: {}, platform: { storage } });
    const ball = screen.getByRole("button", { name: "Feedback" });
    expect(ball.style.top).toBe(placeAtRestCss({ side: "right", top: 1 }, TAB_BAR_ROOM_CSS).top);
    expect(ball.style.top).toContain("var(--tab-bar-room, 0px)");
    expect(roomOnDocument()).toBe(ballRoomCss({ side: "right", top: 1 }, TAB_BAR_ROOM_CSS));
    expect(screen.getByTestId("feedback-ball-room").style.height).toBe("var(--feedback-ball-room, 0px)");
    // Moved to the upper half: no room.
    fireEvent.keyDown(ball, { key: "ArrowUp" });
    for (let step = 0; step < 5; step++) fireEvent.keyDown(ball, { key: "ArrowUp" });
    expect(roomOnDocument()).toBe("0px");
    unmount();
    expect(roomOnDocument()).toBe("");
  });

  it("starts at the default place with its room when nothing is stored", () => {
    renderFeature(<FeedbackBallHost onOpen={vi.fn()} />, { answers: {}, platform: { storage: createMemoryStorage({}) } });
    expect(roomOnDocument()).toBe(ballRoomCss({ side: "right", top: 0.7 }, TAB_BAR_ROOM_CSS));
  });
});
