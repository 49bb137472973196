import { describe, expect, it } from "vitest";
import { type FaqAccess, faqAccess } from "./faq-access";

describe("faqAccess", () => {
  it.each<[boolean, boolean, boolean, FaqAccess]>([
    // loggedIn, sessionKnown, callNeedsLogin
    [true, false, true, "read"],
    [true, true, true, "read"],
    [true, true, false, "read"],
    [false, false, true, "wait"],
    [false, false, false, "wait"],
    [false, true, true, "sign-in"],
    [false, true, false, "read"],
  ])("logged in %s, session known %s, call needs login %s → %s", (loggedIn, sessionKnown, callNeedsLogin, access) => {
    expect(faqAccess({ loggedIn, sessionKnown, callNeedsLogin })).toBe(access);
  });
});
