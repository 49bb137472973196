import { bindEndpoints } from "@repo/api-client/client";
import { userEndpoints } from "@repo/api-client/endpoints/user";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEEDED_USER } from "./state/users";
import { failure } from "./test-support/contract";
import { type Harness, startHarness } from "./test-support/harness";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.control("reset", {});
  harness.logout();
});

const phone = { phone: SEEDED_USER.phone, country_code: SEEDED_USER.dial_code };

describe("phone login against the dev API", () => {
  it("sends a code, prints it, and logs the seeded user in with it", async () => {
    const user = bindEndpoints(harness.client, userEndpoints);
    await expect(user.sendOtpViaPhone(phone)).resolves.toEqual({ expire_in: 300, resend_in: 60 });
    const { code } = await harness.control<{ code: string }>("otp?phone=%2B84912345678");
    expect(harness.logs).toContain(`OTP for +84912345678 is ${code}`);

    const login = await user.registerOrLoginByPhone({ ...phone, code });
    expect(login).toMatchObject({ user_id: SEEDED_USER.user_id, username: SEEDED_USER.username, user_login: "login_v2", new_user: false });

    harness.useLogin(login);
    await expect(user.getUserInfo({ version: "1.0.0", time: 1_700_000_000 })).resolves.toMatchObject({
      user_id: SEEDED_USER.user_id,
      phone_number: "+84912345678",
      momo_account_list: ["0912345678"],
      country_code: "VN",
    });
  });

  it("creates a new account for an unknown phone, new_user only the first time", async () => {
    const user = bindEndpoints(harness.client, userEndpoints);
    const other = { phone: "987654321", country_code: "+55" };
    await user.sendOtpViaPhone(other);
    const { code } = await harness.control<{ code: string }>("otp?phone=%2B55987654321");
    const first = await user.registerOrLoginByPhone({ ...other, code });
    expect(first.new_user).toBe(true);
    harness.useLogin(first);
    await expect(user.getUserInfo({ version: "1", time: 0 })).resolves.toMatchObject({ country_code: "BR", phone_number: "+55987654321" });
  });

  it("refuses a wrong code with a readable message", async () => {
    const user = bindEndpoints(harness.client, userEndpoints);
    await user.sendOtpViaPhone(phone);
    const error = await failure(user.registerOrLoginByPhone({ ...phone, code: "000000x" }));
    expect(error).toMatchObject({ kind: "business", msg: "Wrong verification code, please check and try again" });
  });

  it("limits resending, telling the seconds left", async () => {
    const user = bindEndpoints(harness.client, userEndpoints);
    await user.sendOtpViaPhone(phone);
    const error = await failure(user.sendOtpViaPhone(phone));
    expect(error).toMatchObject({ kind: "business" });
    expect(error.kind === "business" && error.msg).toMatch(/wait \d+ seconds/);
  });

  it("answers field errors for a malformed phone", async () => {
    const user = bindEndpoints(harness.client, userEndpoints);
    const error = await failure(user.sendOtpViaPhone({ phone: "12ab", country_code: "84" }));
    expect(error).toMatchObject({ kind: "business", code: 1001 });
    expect(error.kind === "business" && error.fieldErrors.map((field) => field.field)).toEqual(["country_code", "phone"]);
  });

  it("answers 1004 to a call that needs a user, and the client calls onSessionExpired", async () => {
    let expired = 0;
    const local = await startHarness({}, { handlers: { onSessionExpired: () => (expired += 1) } });
    try {
      const error = await failure(local.client.call(userEndpoints.getUserInfo, { version: "1", time: 0 }));
      expect(error).toMatchObject({ kind: "business", code: 1004 });
      expect(expired).toBe(1);
      local.useLogin({ user_id: SEEDED_USER.user_id, user_secret_key: "wrong", username: "", user_login: "", new_user: false });
      expect(await failure(local.client.call(userEndpoints.getUserInfo, { version: "1", time: 0 }))).toMatchObject({ code: 1004 });
    } finally {
      await local.close();
    }
  });
});
