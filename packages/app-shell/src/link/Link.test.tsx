import { cleanup, render, screen } from "@testing-library/react";
import type { MouseEvent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_PREFETCH_ATTRIBUTE } from "./in-app-links";
import Link from "./Link";

afterEach(cleanup);

const link = () => screen.getByRole("link", { name: "Wallet" });

describe("Link", () => {
  it("is a plain anchor, the same from a server component as from a client one", () => {
    expect(renderToStaticMarkup(<Link href="/en-US/wallet" className="tile">Wallet</Link>)).toBe('<a href="/en-US/wallet" class="tile">Wallet</a>');
  });

  it("marks a link that must not be prefetched, and only that one", () => {
    render(
      <>
        <Link href="/en-US/wallet">Wallet</Link>
        <Link href="/en-US/user/setting" prefetch={false}>
          Settings
        </Link>
      </>,
    );
    expect(link().hasAttribute(NO_PREFETCH_ATTRIBUTE)).toBe(false);
    expect(screen.getByRole("link", { name: "Settings" }).hasAttribute(NO_PREFETCH_ATTRIBUTE)).toBe(true);
  });

  it("keeps the caller's attributes and handlers", () => {
    // The handler takes the click, as the test DOM would otherwise follow the link.
    const onClick = vi.fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());
    render(
      <Link href="/en-US/wallet" aria-current="page" onClick={onClick}>
        Wallet
      </Link>,
    );
    link().click();
    expect(link().getAttribute("aria-current")).toBe("page");
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
