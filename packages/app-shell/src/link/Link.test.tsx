import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import Link from "./Link";

// next/link itself needs the app router; the stand-in shows the prefetch mode each render hands it.
vi.mock("next/link", () => ({
  default: ({
    prefetch,
    href,
    ...props
  }: ComponentProps<"a"> & { prefetch?: boolean | "auto" | null; href: string }) => (
    <a href={href} data-prefetch={String(prefetch)} {...props} />
  ),
}));

const link = () => screen.getByRole("link", { name: "Wallet" });
const prefetchOf = () => link().getAttribute("data-prefetch");

afterEach(cleanup);

describe("Link", () => {
  it("does not prefetch a route on sight", () => {
    render(<Link href="/en-US/wallet">Wallet</Link>);
    expect(prefetchOf()).toBe("false");
    expect(link().getAttribute("href")).toBe("/en-US/wallet");
  });

  it.each([
    ["a press or a touch's pointer", fireEvent.pointerDown],
    ["a touch", fireEvent.touchStart],
    ["a pointer over it", fireEvent.mouseEnter],
    ["keyboard focus", fireEvent.focus],
  ])("prefetches once the player reaches for it: %s", (_, reach) => {
    render(<Link href="/en-US/wallet">Wallet</Link>);
    reach(link());
    expect(prefetchOf()).toBe("null");
  });

  it("keeps the caller's prefetch mode for the moment it prefetches", () => {
    render(
      <Link href="/en-US/wallet" prefetch>
        Wallet
      </Link>,
    );
    expect(prefetchOf()).toBe("false");
    fireEvent.pointerDown(link());
    expect(prefetchOf()).toBe("true");
  });

  it("never prefetches a link marked prefetch={false}", () => {
    render(
      <Link href="/en-US/settings" prefetch={false}>
        Wallet
      </Link>,
    );
    fireEvent.pointerDown(link());
    fireEvent.focus(link());
    expect(prefetchOf()).toBe("false");
  });

  it("still calls the caller's own handlers", () => {
    const handlers = {
      onPointerDown: vi.fn(),
      onTouchStart: vi.fn(),
      onMouseEnter: vi.fn(),
      onFocus: vi.fn(),
      onClick: vi.fn(),
    };
    render(
      <Link href="/en-US/wallet" {...handlers}>
        Wallet
      </Link>,
    );
    fireEvent.pointerDown(link());
    fireEvent.touchStart(link());
    fireEvent.mouseEnter(link());
    fireEvent.focus(link());
    fireEvent.click(link());
    for (const handler of Object.values(handlers)) expect(handler).toHaveBeenCalledTimes(1);
  });
});
