// @vitest-environment node
import { createMemoryStorage } from "@repo/session/storage/adapter";
import { describe, expect, it } from "vitest";
import { keepReferral } from "./referral";

const LANDING = "https://xworld.example/en-US/share/land?uid=10001&m=facebook&c=spring&fbc=fb.1.abc&fbp=fb.1.def&utm_source=fb&utm_medium=cpc&utm_campaign=spring";

describe("keepReferral", () => {
  it("keeps the referral and UTM parameters and the inviter of a landing", () => {
    const storage = createMemoryStorage();
    const kept = keepReferral(storage, { url: LANDING, inviterId: 10001, selfId: null });
    expect(kept).toEqual({
      utm: { utm_source: "fb", utm_medium: "cpc", utm_campaign: "spring" },
      referral: { m: "facebook", c: "spring", fbc: "fb.1.abc", fbp: "fb.1.def" },
      shareUid: "10001",
    });
    expect(storage.snapshot()).toMatchObject({ share_uid: "10001", utm_source: "fb", referral: JSON.stringify(kept.referral) });
  });

  it("keeps the first inviter and the first campaign when a second invite link is opened", () => {
    const storage = createMemoryStorage();
    keepReferral(storage, { url: LANDING, inviterId: 10001, selfId: null });
    const second = keepReferral(storage, { url: "https://xworld.example/share/land?uid=10002&m=tiktok&utm_source=tt", inviterId: 10002, selfId: null });
    expect(second).toMatchObject({ shareUid: "10001", referral: { m: "facebook" }, utm: { utm_source: "fb" } });
  });

  it("never makes a player their own inviter, and stores no inviter the server does not know", () => {
    const own = createMemoryStorage();
    expect(keepReferral(own, { url: LANDING, inviterId: 10001, selfId: 10001 }).shareUid).toBeNull();
    const unknown = createMemoryStorage();
    const kept = keepReferral(unknown, { url: LANDING, inviterId: null, selfId: null });
    expect(kept.shareUid).toBeNull();
    // The campaign is still the landing's.
    expect(kept.referral).toMatchObject({ m: "facebook" });
  });
});
