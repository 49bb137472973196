import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { placeAtRestCss } from "./ball-position";
import { FeedbackBall } from "./FeedbackBall";

// No layout in this DOM: the ball measures 48 px at the top-left corner, and the box of its travel is
// what CSS would make of the area (a 375 × 667 viewport less a tab bar of `bar` px).
const AREA = { width: 375, height: 667 };
let bar = 0;
beforeEach(() => {
  bar = 0;
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const box = (width: number, height: number) => ({ x: 0, y: 0, left: 0, top: 0, width, height, right: width, bottom: height, toJSON: () => ({}) });
    return this.tagName === "BUTTON" ? box(48, 48) : box(AREA.width, Math.max(0, AREA.height - bar - 48 - 16));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

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

  it("says it is busy while opening and ignores taps until it is done", () => {
    const onOpen = vi.fn();
    const { rerender } = renderWithI18n(<FeedbackBall onOpen={onOpen} busy />);
    const ball = screen.getByRole("button", { name: "Feedback" });
    expect(ball.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(ball);
    expect(onOpen).not.toHaveBeenCalled();
    rerender(<FeedbackBall onOpen={onOpen} />);
    expect(ball.hasAttribute("aria-busy")).toBe(false);
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
    const onRest = vi.fn();
    renderWithI18n(<FeedbackBall onOpen={onOpen} onRest={onRest} />);
    const ball = screen.getByRole("button", { name: "Feedback" });
    pointer("pointerDown", ball, 0, 0);
    pointer("pointerMove", ball, 200, 300);
    expect(ball.style.left).toBe("200px");
    expect(ball.style.top).toBe("300px");
    pointer("pointerMove", ball, 5000, -400);
    expect(ball.style.left).toBe(`${AREA.width - 48 - 8}px`);
    expect(ball.style.top).toBe("8px");
    pointer("pointerMove", ball, 100, 300);
    pointer("pointerUp", ball, 100, 300);
    fireEvent.click(ball);
    expect(onOpen).not.toHaveBeenCalled();
    // Dropped left of the middle: it rests on the left edge at the height it was dropped.
    expect(onRest).toHaveBeenLastCalledWith({ side: "left", top: expect.closeTo((300 - 8) / (AREA.height - 64), 5) });
    expect(ball.style.left).toBe("8px");
    // The next tap opens again.
    fireEvent.click(ball);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("keeps a drag's last place when the pointer is cancelled", () => {
    const onRest = vi.fn();
    renderWithI18n(<FeedbackBall onOpen={vi.fn()} onRest={onRest} />);
    const ball = screen.getByRole("button", { name: "Feedback" });
    pointer("pointerDown", ball, 0, 0);
    pointer("pointerMove", ball, 300, 400);
    fireEvent.pointerCancel(ball, { pointerId: 1 });
    expect(onRest).toHaveBeenLastCalledWith({ side: "right", top: expect.closeTo((400 - 8) / (AREA.height - 64), 5) });
  });
});

describe("FeedbackBall rests", () => {
  it("is placed by CSS where it rested last time, and reports a new rest after a drag", () => {
    const onRest = vi.fn();
    renderWithI18n(<FeedbackBall onOpen={vi.fn()} rest={{ side: "left", top: 0 }} onRest={onRest} />);
    const ball = screen.getByRole("button", { name: "Feedback" });
    expect(ball.style.left).toBe("8px");
    expect(ball.style.top).toBe(placeAtRestCss({ side: "left", top: 0 }, "0px").top);
    pointer("pointerDown", ball, 0, 0);
    pointer("pointerMove", ball, AREA.width - 20, 400);
    pointer("pointerUp", ball, AREA.width - 20, 400);
    expect(onRest).toHaveBeenLastCalledWith({ side: "right", top: expect.closeTo((400 - 8) / (AREA.height - 64), 5) });
    expect(ball.style.left).toBe(placeAtRestCss({ side: "right", top: 0 }, "0px").left);
  });

  it("moves to either edge with the arrow keys and says so", async () => {
    const onRest = vi.fn();
    renderWithI18n(<FeedbackBall onOpen={vi.fn()} onRest={onRest} />);
    const ball = screen.getByRole("button", { name: "Feedback" });
    const hint = document.getElementById(ball.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("Drag it, or use the arrow keys, to move it to either side.");
    ball.focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(onRest).toHaveBeenLastCalledWith({ side: "left", top: 0.7 });
    expect(ball.style.left).toBe("8px");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(onRest).toHaveBeenLastCalledWith({ side: "left", top: 1 });
    expect(ball.style.top).toBe(placeAtRestCss({ side: "left", top: 1 }, "0px").top);
  });

  it("follows a new rest from its host", () => {
    const { rerender } = renderWithI18n(<FeedbackBall onOpen={vi.fn()} rest={{ side: "left", top: 0.2 }} />);
    const ball = screen.getByRole("button", { name: "Feedback" });
    rerender(<FeedbackBall onOpen={vi.fn()} rest={{ side: "right", top: 0.9 }} />);
    expect(ball.style.top).toBe(placeAtRestCss({ side: "right", top: 0.9 }, "0px").top);
  });
});

describe("FeedbackBall above a tab bar", () => {
  it("rests and drags above the bottom inset, which CSS resolves", () => {
    const inset = "var(--tab-bar-room, 0px)";
    renderWithI18n(<FeedbackBall onOpen={vi.fn()} rest={{ side: "right", top: 1 }} bottomInset={inset} />);
    const ball = screen.getByRole("button", { name: "Feedback" });
    expect(ball.style.top).toBe(placeAtRestCss({ side: "right", top: 1 }, inset).top);
    // The area it drags in is the box CSS gives the ball's travel above the inset (56 px here).
    bar = 56;
    pointer("pointerDown", ball, 0, 0);
    pointer("pointerMove", ball, 10, AREA.height + 300);
    expect(ball.style.top).toBe(`${AREA.height - 56 - 48 - 8}px`);
    pointer("pointerUp", ball, 10, AREA.height + 300);
  });
});
