import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RefreshingEvery } from "./RefreshingEvery";

const router = { refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

let visibility: DocumentVisibilityState = "visible";
beforeEach(() => {
  vi.useFakeTimers();
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  router.refresh.mockClear();
});

describe("RefreshingEvery", () => {
  it("renders the page again every period while it is in view, and stops when it leaves the page", () => {
    const view = render(<RefreshingEvery ms={3_000} />);
    act(() => void vi.advanceTimersByTime(6_000));
    expect(router.refresh).toHaveBeenCalledTimes(2);
    view.unmount();
    act(() => void vi.advanceTimersByTime(6_000));
    expect(router.refresh).toHaveBeenCalledTimes(2);
  });

  it("asks nothing while the page is hidden", () => {
    render(<RefreshingEvery ms={3_000} />);
    visibility = "hidden";
    act(() => void vi.advanceTimersByTime(9_000));
    expect(router.refresh).not.toHaveBeenCalled();
    visibility = "visible";
    act(() => void vi.advanceTimersByTime(3_000));
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });
});
