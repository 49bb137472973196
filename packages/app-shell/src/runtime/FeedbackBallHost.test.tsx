import { createMemoryStorage } from "@repo/session/storage/adapter";
import { STORAGE_KEYS } from "@repo/session/storage/keys";
import { ballRoomCss, placeAtRestCss } from "@repo/ui/feedback-ball/position";
import { TAB_BAR_ROOM_CSS } from "@repo/ui/tab-bar";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderFeature } from "../testing/render-feature";
import { FeedbackBallHost } from "./FeedbackBallHost";

const room = () => screen.getByTestId("feedback-ball-room").style.height;

describe("the feedback ball's host", () => {
  it("shows the ball where the player left it from its first paint and keeps a new side on the device", () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.feedbackBallRest]: JSON.stringify({ side: "left", top: 0 }) });
    renderFeature(<FeedbackBallHost onOpen={vi.fn()} bottomInset={TAB_BAR_ROOM_CSS} />, { answers: {}, platform: { storage } });
    const ball = screen.getByRole("button", { name: "Feedback" });
    expect(ball.style.left).toBe("8px");
    fireEvent.keyDown(ball, { key: "ArrowRight" });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.feedbackBallRest) ?? "null")).toEqual({ side: "right", top: 0 });
    expect(ball.style.left).toBe(placeAtRestCss({ side: "right", top: 0 }, TAB_BAR_ROOM_CSS).left);
  });

  it("keeps the ball above the tab bar's room, and leaves the room lists need for it with a spacer, never on the document", () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.feedbackBallRest]: JSON.stringify({ side: "right", top: 1 }) });
    const { unmount } = renderFeature(<FeedbackBallHost onOpen={vi.fn()} bottomInset={TAB_BAR_ROOM_CSS} />, { answers: {}, platform: { storage } });
    const ball = screen.getByRole("button", { name: "Feedback" });
    expect(ball.style.top).toBe(placeAtRestCss({ side: "right", top: 1 }, TAB_BAR_ROOM_CSS).top);
    expect(ball.style.top).toContain("var(--ui-tab-bar-height)");
    expect(room()).toBe(ballRoomCss({ side: "right", top: 1 }, TAB_BAR_ROOM_CSS));
    expect(room()).toContain("var(--ui-tab-bar-height)");
    // Moved to the upper half: no room.
    fireEvent.keyDown(ball, { key: "ArrowUp" });
    for (let step = 0; step < 5; step++) fireEvent.keyDown(ball, { key: "ArrowUp" });
    expect(room()).toBe("0px");
    // A change of the document's style would restyle every element of the page.
    expect(document.documentElement.getAttribute("style")).toBeNull();
    unmount();
    expect(screen.queryByTestId("feedback-ball-room")).toBeNull();
  });

  it("starts at the default place with its room when nothing is stored", () => {
    renderFeature(<FeedbackBallHost onOpen={vi.fn()} bottomInset={TAB_BAR_ROOM_CSS} />, { answers: {}, platform: { storage: createMemoryStorage({}) } });
    expect(room()).toBe(ballRoomCss({ side: "right", top: 0.7 }, TAB_BAR_ROOM_CSS));
  });
});
