import { describe, expect, it, vi } from "vitest";
import { createOfferStats, type OfferStatDraft, type OfferStatsEnv } from "./offer-stats";

const NOW = Date.UTC(2026, 10, 2, 10, 0, 0, 789);
const ROUTE = "/api/offer-stats";

function offerStats(env: OfferStatsEnv, getUid: () => string | undefined = () => "1001") {
  return createOfferStats({ endpoint: ROUTE, now: () => NOW, getUid, env });
}

describe("sending a draft to the app's relay", () => {
  it("sends the unsigned draft by beacon: no key, no secret, no signature in the browser", async () => {
    const sendBeacon = vi.fn((_url: string, _data: string) => true);
    const fetch = vi.fn();
    const ok = await offerStats({ sendBeacon, fetch }).send({
      event: "offer_click",
      desc: "Play Tiger",
      data: { offer_id: 55, reward: "1.5" },
      module: "task_list",
      placement: "top",
    });

    expect(ok).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(ROUTE);
    expect(JSON.parse(body ?? "")).toEqual({
      ts: Math.floor(NOW / 1000),
      nonce: expect.stringMatching(/^[0-9a-f]{16}$/),
      uid: "1001",
      event: "offer_click",
      desc: "Play Tiger",
      data: { offer_id: 55, reward: "1.5" },
      module: "task_list",
      placement: "top",
    });
  });

  it("uses a fresh nonce each time", async () => {
    const sendBeacon = vi.fn((_url: string, _data: string) => true);
    const stats = offerStats({ sendBeacon });
    await stats.send({ event: "a" });
    await stats.send({ event: "a" });
    const nonces = sendBeacon.mock.calls.map(([, body]) => (JSON.parse(body) as OfferStatDraft).nonce);
    expect(new Set(nonces).size).toBe(2);
  });

  it("falls back to a keepalive POST without a beacon, uid empty when logged out", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }));
    const ok = await offerStats({ fetch }, () => undefined).send({ event: "offer_view", data: { offer_id: 55 } });

    expect(ok).toBe(true);
    const [input, init] = fetch.mock.calls[0] ?? [];
    expect(input).toBe(ROUTE);
    expect(init).toMatchObject({ method: "POST", keepalive: true });
    expect(JSON.parse(String(init?.body))).toMatchObject({ uid: "", event: "offer_view", data: { offer_id: 55 }, desc: "" });
  });

  it("reports failure when the POST fails or is refused", async () => {
    const refused = vi.fn(async () => new Response(null, { status: 400 }));
    const broken = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(offerStats({ fetch: refused }).send({ event: "x" })).resolves.toBe(false);
    await expect(offerStats({ fetch: broken }).send({ event: "x" })).resolves.toBe(false);
  });
});
