import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test/render";
import { LoadMore } from "./LoadMore";

/** A stand-in IntersectionObserver that the test drives: `show()` brings every observed element into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  show() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const live = () => FakeObserver.instances.filter((observer) => !observer.disconnected);

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe("LoadMore", () => {
  it("loads the next page when the end of the list scrolls into view", () => {
    const onLoadMore = vi.fn();
    renderWithI18n(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} />);
    expect(live()).toHaveLength(1);
    live()[0]?.show();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("waits while a page is loading, and offers the button for a tap", () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderWithI18n(<LoadMore hasMore loading onLoadMore={onLoadMore} />);
    expect(live()).toHaveLength(0);
    rerender(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} />);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("after a failed page says so and retries only on a tap", () => {
    const onLoadMore = vi.fn();
    renderWithI18n(<LoadMore hasMore loading={false} failed onLoadMore={onLoadMore} />);
    expect(screen.getByRole("alert").textContent).toBe("The next page could not load.");
    expect(live()).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("renders nothing at the end of the list", () => {
    renderWithI18n(<LoadMore hasMore={false} loading={false} onLoadMore={() => undefined}>More friends</LoadMore>);
    expect(screen.queryByRole("button")).toBeNull();
    expect(live()).toHaveLength(0);
  });
});
