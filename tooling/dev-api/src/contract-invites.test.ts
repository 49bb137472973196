// Invites recorded at sign-up: a new account made with an invite_code (the inviter's user id) joins its
// inviter's lists, lucky bear's invite_summary and invite_users (which xworld's /share shows too),
// once; a login to an existing account, an unknown inviter and oneself change nothing.
import type { LoginResult } from "@repo/api-client/schemas/common";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inviterOf } from "./state/invites";
import { SEEDED_USER } from "./state/users";
import { type Harness, startHarness } from "./test-support/harness";

let clock = Date.UTC(2026, 10, 21, 12);
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ now: () => clock });
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.control("reset", {});
  harness.logout();
});

const OTHER_INVITER = SEEDED_USER.user_id + 1;

async function phoneCode(phone: string): Promise<string> {
  // Past the resend cooldown of an earlier code to the same number.
  clock += 61_000;
  await harness.api.user.sendOtpViaPhone({ phone, country_code: "+84" });
  return (await harness.control<{ code: string }>(`otp?phone=${encodeURIComponent(`+84${phone}`)}`)).code;
}

type SignUp = (key: string, invite_code: string | undefined) => Promise<LoginResult>;

/** Every sign-up-capable login; `key` names the account (the same key logs in to the same account). */
const SIGN_UPS: Record<string, SignUp> = {
  "user register_or_login_by_phone": async (key, invite_code) => {
    const phone = `93300${key}`;
    return harness.api.user.registerOrLoginByPhone({ phone, country_code: "+84", code: await phoneCode(phone), invite_code });
  },
  "user third_party_regist_or_login": (key, invite_code) => harness.api.user.thirdPartyRegistOrLogin({ platform: "facebook", token: `fb-${key}`, invite_code }),
  "lb-user phone_login": async (key, invite_code) => {
    const phone = `94400${key}`;
    return harness.api.lbUser.phoneLogin({ phone, country_code: "+84", code: await phoneCode(phone), invite_code });
  },
  "lb-user email_login": (key, invite_code) => harness.api.lbUser.emailLogin({ email: `friend${key}@dev.invalid`, password: "password1", invite_code }),
  "lb-user google_login": (key, invite_code) => harness.api.lbUser.googleLogin({ id_token: `google-${key}`, invite_code }),
  "lb-user vk_login": (key, invite_code) => harness.api.lbUser.vkLogin({ code: `vk-${key}`, redirect_uri: "http://127.0.0.1:3001/vk", invite_code }),
};
const signUpCases = Object.entries(SIGN_UPS);

/** What an inviter's lists show, read as that inviter; the session is logged out again after. */
async function listsOf(inviterId: number) {
  const inviter = harness.dev.state.users.get(inviterId);
  if (!inviter) throw new Error(`no user ${inviterId}`);
  harness.useLogin({ user_id: inviter.user_id, user_secret_key: inviter.secret_key, username: inviter.username, user_login: "login_v2", new_user: false });
  const summary = await harness.api.luckyBear.inviteSummary();
  const users = await harness.api.luckyBear.inviteUsers({ page: 1, page_size: 50 });
  harness.logout();
  return { count: summary.invited_count, reward: Number(summary.total_reward), ids: users.list.map((user) => user.user_id) };
}

describe("an invite code at sign-up", () => {
  it.each(signUpCases)("%s: a new account joins its inviter's lists, once", async (_name, signUp) => {
    const before = await listsOf(SEEDED_USER.user_id);
    const friend = await signUp("0101", String(SEEDED_USER.user_id));
    expect(friend.new_user).toBe(true);

    const after = await listsOf(SEEDED_USER.user_id);
    expect(after.count).toBe(before.count + 1);
    expect(after.ids[0]).toBe(friend.user_id);
    expect(after.reward).toBe(before.reward + 1);

    // Logging in again, with the same or another inviter's code, records nothing more.
    expect((await signUp("0101", String(SEEDED_USER.user_id))).user_id).toBe(friend.user_id);
    expect((await signUp("0101", String(OTHER_INVITER))).user_id).toBe(friend.user_id);
    expect(await listsOf(SEEDED_USER.user_id)).toEqual(after);
    expect((await listsOf(OTHER_INVITER)).ids).not.toContain(friend.user_id);
  });

  it("counts on the form registration too", async () => {
    const friend = await harness.api.user.regist({ username: "invited_friend", password: "password1", invite_code: String(SEEDED_USER.user_id) });
    expect((await listsOf(SEEDED_USER.user_id)).ids[0]).toBe(friend.user_id);
  });

  it("keeps the sign-up's inviter when the casino registration names another code", async () => {
    const friend = await SIGN_UPS["lb-user email_login"]?.("0202", String(SEEDED_USER.user_id));
    if (!friend) throw new Error("no e-mail sign-up");
    const other = await listsOf(OTHER_INVITER);
    harness.useLogin(friend);
    await expect(harness.api.luckyBear.register({ invite_code: `LB${OTHER_INVITER}` })).resolves.toMatchObject({ registered: true });
    expect(await listsOf(OTHER_INVITER)).toEqual(other);
    expect((await listsOf(SEEDED_USER.user_id)).ids.filter((id) => id === friend.user_id)).toHaveLength(1);
  });

  it.each(signUpCases)("%s: is ignored when the account exists", async (_name, signUp) => {
    const existing = await signUp("0303", undefined);
    const before = await listsOf(SEEDED_USER.user_id);
    const again = await signUp("0303", String(SEEDED_USER.user_id));
    expect(again).toMatchObject({ user_id: existing.user_id, new_user: false });
    expect(await listsOf(SEEDED_USER.user_id)).toEqual(before);
    expect(inviterOf(harness.dev.state, existing.user_id)).toBeNull();
  });

  it("is ignored for the seeded player, who already has an account", async () => {
    const before = await listsOf(OTHER_INVITER);
    const code = await phoneCode(SEEDED_USER.phone);
    await harness.api.user.registerOrLoginByPhone({ phone: SEEDED_USER.phone, country_code: "+84", code, invite_code: String(OTHER_INVITER) });
    expect(await listsOf(OTHER_INVITER)).toEqual(before);
  });

  const nextUserId = () => Math.max(...harness.dev.state.users.byId.keys()) + 1;
  it.each([
    ["an unknown user id", () => "99999"],
    ["a casino invite code", () => `LB${SEEDED_USER.user_id}`],
    ["letters", () => "friend"],
    ["zero", () => "0"],
    ["a negative id", () => "-10001"],
    ["an empty code", () => ""],
    ["the new account's own id", () => String(nextUserId())],
  ])("is ignored for %s: the account is made, nobody's list changes", async (_name, inviteCode) => {
    const before = await listsOf(SEEDED_USER.user_id);
    for (const [index, [, signUp]] of signUpCases.entries()) {
      const friend = await signUp(`05${String(index).padStart(2, "0")}`, inviteCode());
      expect(friend.new_user).toBe(true);
      expect(inviterOf(harness.dev.state, friend.user_id)).toBeNull();
    }
    expect(await listsOf(SEEDED_USER.user_id)).toEqual(before);
  });
});
