import {
  isMethodMethodParameterUnsupportedError,
  isMethodUnsupportedError,
  isUnknownEnvError,
  postMessageImplementation,
} from "@telegram-apps/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPostEvent } from "./post-event";

const originalPostMessage = postMessageImplementation();

afterEach(() => {
  postMessageImplementation.set(originalPostMessage);
});

/** A window standing alone (not framed) with the given host objects. */
function hostWindow(extra: Record<string, unknown>): Window {
  const win = { ...extra } as Record<string, unknown>;
  win.parent = win;
  return win as unknown as Window;
}

function caught(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("createPostEvent", () => {
  it("calls the mobile and desktop clients' webview proxy with the method and its JSON parameters", () => {
    const postEvent = vi.fn();
    const post = createPostEvent("8.0", hostWindow({ TelegramWebviewProxy: { postEvent } }));
    post("web_app_setup_swipe_behavior", { allow_vertical_swipe: false });
    post("web_app_ready");
    expect(postEvent.mock.calls).toEqual([
      ["web_app_setup_swipe_behavior", '{"allow_vertical_swipe":false}'],
      ["web_app_ready", undefined],
    ]);
  });

  it("posts to the parent frame of a web client, to Telegram's origin", () => {
    const sent = vi.fn();
    postMessageImplementation.set(sent);
    const framed = { parent: {} } as unknown as Window;
    createPostEvent("8.0", framed)("web_app_expand");
    expect(sent).toHaveBeenCalledWith('{"eventType":"web_app_expand"}', "https://web.telegram.org");
  });

  it("notifies the Windows Phone client", () => {
    const notify = vi.fn();
    createPostEvent("8.0", hostWindow({ external: { notify } }))("web_app_open_link", { url: "https://example.com/" });
    expect(notify).toHaveBeenCalledWith('{"eventType":"web_app_open_link","eventData":{"url":"https://example.com/"}}');
  });

  it("refuses a method the client's version lacks, sending nothing", () => {
    const postEvent = vi.fn();
    const post = createPostEvent("6.0", hostWindow({ TelegramWebviewProxy: { postEvent } }));
    expect(isMethodUnsupportedError(caught(() => post("web_app_setup_swipe_behavior", { allow_vertical_swipe: false })))).toBe(true);
    expect(postEvent).not.toHaveBeenCalled();
  });

  it("refuses a header colour before 6.9 but sends a colour key", () => {
    const postEvent = vi.fn();
    const post = createPostEvent("6.1", hostWindow({ TelegramWebviewProxy: { postEvent } }));
    expect(isMethodMethodParameterUnsupportedError(caught(() => post("web_app_set_header_color", { color: "#ffffff" })))).toBe(true);
    post("web_app_set_header_color", { color_key: "bg_color" });
    expect(postEvent).toHaveBeenCalledTimes(1);
  });

  it("fails with the SDK's unknown-environment error outside Telegram", () => {
    expect(isUnknownEnvError(caught(() => createPostEvent("8.0", hostWindow({}))("web_app_ready")))).toBe(true);
  });

  it("never walks the window's properties (each read of a layout property forces a style pass)", () => {
    const postEvent = vi.fn();
    const enumerated = vi.fn(() => [] as string[]);
    const target: Record<string, unknown> = { TelegramWebviewProxy: { postEvent } };
    const win = new Proxy(target, { ownKeys: enumerated }) as unknown as Window;
    target.parent = win;
    createPostEvent("8.0", win)("web_app_ready");
    expect(postEvent).toHaveBeenCalledOnce();
    expect(enumerated).not.toHaveBeenCalled();
  });
});
