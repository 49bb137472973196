import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { FeedbackBall } from "./FeedbackBall";

const pointer = (type: "pointerDown" | "pointerMove" | "pointerUp", element: Element, x: number, y: number) =>
  fireEvent[type](element, { pointerId: 1, button: 0, clientX: x, clientY: y });

describe("FeedbackBall", () => {
  it("opens feedback on a tap", () => {
    const onOpen = vi.fn();
    renderWithI18n(<FeedbackBall onOpen={onOpen} />);
    const ball = screen.getByRole("button", { name: "Feedback" });
    pointer("pointerDown", ball, 100, 100);
    pointer("pointerMove", ball, 102, 101);
    pointer("pointerUp", ball, 102, 101);
    fireEvent.click(ball);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("opens feedback from the keyboard", async () => {
    const onOpen = vi.fn();
    renderWithI18n(<FeedbackBall onOpen={onOpen} />);
    screen.getByRole("button", { name: "Feedback" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("moves when dragged, does not open, and rests against the nearer side inside the viewport", () => {
    const onOpen = vi.fn();
    renderWithI18n(<FeedbackBall onOpen={onOpen} />);
    const ball = screen.getByRole("button", { name: "Feedback" });
    pointer("pointerDown", ball, 0, 0);
    pointer("pointerMove", ball, 200, 300);
    expect(ball.style.left).toBe("200px");
    expect(ball.style.top).toBe("300px");
    pointer("pointerMove", ball, 5000, -400);
    expect(ball.style.left).toBe(`${window.innerWidth - 8}px`);
    expect(ball.style.top).toBe("8px");
    pointer("pointerMove", ball, 100, 300);
    pointer("pointerUp", ball, 100, 300);
    fireEvent.click(ball);
    expect(onOpen).not.toHaveBeenCalled();
    expect(ball.style.left).toBe("8px");
    expect(ball.style.top).toBe("300px");
    // The next tap opens again.
    fireEvent.click(ball);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});

describe("FeedbackBall rests", () => {
  it("appears where it rested last time and reports a new rest after a drag", () => {
    const onRest = vi.fn();
    renderWithI18n(<FeedbackBall onOpen={vi.fn()} rest={{ side: "left", top: 0 }} onRest={onRest} />);
    const ball = screen.getByRole("button", { name: "Feedback" });
    expect(ball.style.left).toBe("8px");
    expect(ball.style.top).toBe("8px");
    pointer("pointerDown", ball, 8, 8);
    pointer("pointerMove", ball, window.innerWidth - 20, 400);
    pointer("pointerUp", ball, window.innerWidth - 20, 400);
    expect(ball.style.left).toBe(`${window.innerWidth - 8}px`);
    expect(onRest).toHaveBeenLastCalledWith({ side: "right", top: expect.closeTo(384 / (window.innerHeight - 16), 5) });
  });

  it("moves to either edge with the arrow keys, says so, and reports the room it needs", async () => {
    const onRest = vi.fn();
    const onRoomChange = vi.fn();
    renderWithI18n(<FeedbackBall onOpen={vi.fn()} onRest={onRest} onRoomChange={onRoomChange} />);
    const ball = screen.getByRole("button", { name: "Feedback" });
    const hint = document.getElementById(ball.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("Drag it, or use the arrow keys, to move it to either side.");
    ball.focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(onRest).toHaveBeenLastCalledWith({ side: "left", top: 0.7 });
    expect(ball.style.left).toBe("8px");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(onRest).toHaveBeenLastCalledWith({ side: "left", top: 1 });
    expect(ball.style.top).toBe(`${window.innerHeight - 8}px`);
    // Resting at the very bottom, a list needs the margin below the ball's top edge.
    expect(onRoomChange).toHaveBeenLastCalledWith(16);
    await userEvent.keyboard("{ArrowUp}".repeat(10));
    expect(onRoomChange).toHaveBeenLastCalledWith(0);
  });
});

describe("FeedbackBall above a tab bar", () => {
  it("rests, drags and measures its room above the bottom inset, and follows the inset when it changes", () => {
    const onRoomChange = vi.fn();
    const { rerender } = renderWithI18n(<FeedbackBall onOpen={vi.fn()} rest={{ side: "right", top: 1 }} onRoomChange={onRoomChange} bottomInset={56} />);
    const ball = screen.getByRole("button", { name: "Feedback" });
    // At the very bottom of the area above the bar (a ball of no size in this DOM).
    expect(ball.style.top).toBe(`${window.innerHeight - 56 - 8}px`);
    // The room is what the ball needs above the bar; the bar's own room is the bar host's.
    expect(onRoomChange).toHaveBeenLastCalledWith(16);
    // (No layout in this DOM: the pointer's offset from the ball is where it went down.)
    pointer("pointerDown", ball, 0, 0);
    pointer("pointerMove", ball, 10, window.innerHeight + 300);
    expect(ball.style.top).toBe(`${window.innerHeight - 56 - 8}px`);
    pointer("pointerUp", ball, 10, window.innerHeight + 300);
    // The bar goes: the ball moves down to the viewport's bottom.
    rerender(<FeedbackBall onOpen={vi.fn()} rest={{ side: "right", top: 1 }} onRoomChange={onRoomChange} bottomInset={0} />);
    expect(ball.style.top).toBe(`${window.innerHeight - 8}px`);
  });
});
