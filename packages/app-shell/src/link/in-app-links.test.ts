import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followLinksInApp, inAppHref, type InAppRouter, NO_PREFETCH_ATTRIBUTE } from "./in-app-links";

const ORIGIN = window.location.origin;
const page = { origin: ORIGIN, pathname: "/en-US/wallet", search: "?coin=USDT" };

function anchor(href: string | null, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement("a");
  if (href !== null) element.setAttribute("href", href);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.textContent = "Open";
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe("inAppHref", () => {
  it.each([
    ["a path", "/en-US/share", "/en-US/share"],
    ["a path with query and hash", "/en-US/user/orders?tab=2#list", "/en-US/user/orders?tab=2#list"],
    ["an address of this origin", `${ORIGIN}/en-US/me`, "/en-US/me"],
    ["a relative path", "exchange", "/en-US/exchange"],
    ["the open page again", "/en-US/wallet?coin=USDT", "/en-US/wallet?coin=USDT"],
    ["the open path with another query and a hash", "/en-US/wallet?coin=TRX#top", "/en-US/wallet?coin=TRX#top"],
  ])("gives the router %s", (_, href, expected) => {
    expect(inAppHref(anchor(href), page)).toBe(expected);
  });

  it.each([
    ["another origin", "https://t.me/xworld_bot"],
    ["another port of this host", "http://127.0.0.1:1/en-US/me"],
    ["a non-web scheme", "javascript:alert(1)"],
    ["a mail address", "mailto:help@example.com"],
    ["a deep link", "xworld://home"],
    ["a jump within the open page", "#faq"],
    ["a jump within the open page, written out", "/en-US/wallet?coin=USDT#faq"],
    ["a path that resolves to another host for the router", "/.//evil.example"],
  ])("leaves %s to the browser", (_, href) => {
    expect(inAppHref(anchor(href), page)).toBeNull();
  });

  it("leaves a new tab, another window, a download and an anchor without href to the browser", () => {
    expect(inAppHref(anchor("/en-US/me", { target: "_blank" }), page)).toBeNull();
    expect(inAppHref(anchor("/en-US/me", { target: "xworld-help" }), page)).toBeNull();
    expect(inAppHref(anchor("/en-US/report.csv", { download: "" }), page)).toBeNull();
    expect(inAppHref(anchor(null), page)).toBeNull();
    expect(inAppHref(anchor("/en-US/me", { target: "_self" }), page)).toBe("/en-US/me");
  });
});

describe("followLinksInApp", () => {
  let router: { push: ReturnType<typeof vi.fn<InAppRouter["push"]>>; prefetch: ReturnType<typeof vi.fn<InAppRouter["prefetch"]>> };
  let stop: () => void;

  beforeEach(() => {
    router = { push: vi.fn<InAppRouter["push"]>(), prefetch: vi.fn<InAppRouter["prefetch"]>() };
    stop = followLinksInApp(window, router);
  });
  afterEach(() => stop());

  /** Whether the click's default (the browser following the link) was prevented by the time it left the window. */
  const click = (target: Element, init: MouseEventInit = {}) => {
    let prevented = false;
    // Registered after the links' listener, so it runs last; it keeps the test DOM from navigating.
    const last = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", last, { once: true });
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
    return { defaultPrevented: prevented };
  };

  it("opens an in-app link with the router instead of loading the document", () => {
    const link = anchor("/en-US/share");
    const event = click(link);
    expect(event.defaultPrevented).toBe(true);
    expect(router.push).toHaveBeenCalledExactlyOnceWith("/en-US/share");
  });

  it("follows a click on a part of the link (its icon, its label)", () => {
    const link = anchor("/en-US/me");
    const icon = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    link.append(icon);
    click(icon);
    expect(router.push).toHaveBeenCalledExactlyOnceWith("/en-US/me");
  });

  it.each([
    ["the middle button", { button: 1 }],
    ["ctrl", { ctrlKey: true }],
    ["meta", { metaKey: true }],
    ["shift", { shiftKey: true }],
    ["alt", { altKey: true }],
  ])("leaves a click with %s to the browser (a new tab, a download)", (_, init) => {
    const event = click(anchor("/en-US/share"), init);
    expect(event.defaultPrevented).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("leaves a link to another origin to the browser", () => {
    const event = click(anchor("https://t.me/xworld_bot"));
    expect(event.defaultPrevented).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("leaves a link alone whose own handler already took the click", () => {
    const link = anchor("/en-US/task/details?taskId=1");
    link.addEventListener("click", (event) => event.preventDefault());
    click(link);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("ignores clicks outside links", () => {
    const button = document.createElement("button");
    document.body.append(button);
    click(button);
    expect(router.push).not.toHaveBeenCalled();
  });

  it.each(["pointerdown", "touchstart", "focusin"])("prefetches a link's route when the player reaches for it (%s)", (type) => {
    anchor("/en-US/share").dispatchEvent(new Event(type, { bubbles: true }));
    expect(router.prefetch).toHaveBeenCalledExactlyOnceWith("/en-US/share");
  });

  it("prefetches once per arrival of a mouse pointer, not for each part of the link it crosses", () => {
    const link = anchor("/en-US/share");
    const label = document.createElement("span");
    link.append(label);
    link.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    label.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    anchor("/en-US/me").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(router.prefetch).toHaveBeenLastCalledWith("/en-US/me");
  });

  it("never prefetches a link marked not to, nor a link that leaves the app", () => {
    anchor("/en-US/user/setting", { [NO_PREFETCH_ATTRIBUTE]: "" }).dispatchEvent(new Event("pointerdown", { bubbles: true }));
    anchor("https://t.me/xworld_bot").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it("stops listening when removed", () => {
    stop();
    const event = click(anchor("/en-US/share"));
    anchor("/en-US/me").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(event.defaultPrevented).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});
