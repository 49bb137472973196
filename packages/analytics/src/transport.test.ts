import { describe, expect, it, vi } from "vitest";
import { createBrowserTransport, resultOfStatus, type SendResult } from "./transport";

const request = { url: "https://c.example.test/collect?project=xworld", body: '{"events":[]}' };

describe("browser transport", () => {
  it("uses sendBeacon with the text body while the page hides, and reports its answer", () => {
    const sendBeacon = vi.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    const fetch = vi.fn();
    const transport = createBrowserTransport({ sendBeacon, fetch });
    expect(transport.send({ ...request, beacon: true })).toBe("sent");
    expect(transport.send({ ...request, beacon: true })).toBe("failed");
    expect(sendBeacon).toHaveBeenCalledWith(request.url, request.body);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("treats a throwing sendBeacon as a failure", () => {
    const transport = createBrowserTransport({
      sendBeacon: () => {
        throw new TypeError("Illegal invocation");
      },
    });
    expect(transport.send({ ...request, beacon: true })).toBe("failed");
  });

  it("posts text/plain with keepalive when visible, or when there is no beacon", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const sendBeacon = vi.fn(() => true);
    await expect(createBrowserTransport({ sendBeacon, fetch }).send({ ...request, beacon: false })).resolves.toBe("sent");
    await expect(createBrowserTransport({ fetch }).send({ ...request, beacon: true })).resolves.toBe("sent");
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith(request.url, {
      method: "POST",
      body: request.body,
      headers: { "content-type": "text/plain;charset=UTF-8" },
      keepalive: true,
      mode: "cors",
      credentials: "omit",
    });
  });

  it("turns a network error into a failure", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(createBrowserTransport({ fetch }).send({ ...request, beacon: false })).resolves.toBe("failed");
  });

  it("maps statuses to retry or give up", () => {
    const table: Array<[number, SendResult]> = [
      [200, "sent"],
      [204, "sent"],
      [400, "rejected"],
      [413, "rejected"],
      [408, "failed"],
      [429, "failed"],
      [500, "failed"],
      [503, "failed"],
      [0, "failed"],
    ];
    for (const [status, result] of table) expect([status, resultOfStatus(status)]).toEqual([status, result]);
  });
});
