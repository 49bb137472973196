// User service: phone OTP login, user info, global config.
import { userEndpoints as user } from "@repo/api-client/endpoints/user";
import { DEV_CODES, fail } from "../envelope";
import { type HandlerContext, type Route, serve } from "../serve";
import { countryOfDialCode, type DevUser, userInfoOf } from "../state/users";

export const OTP_COOLDOWN_SECONDS = 60;
export const OTP_LIFETIME_SECONDS = 300;
const OTP_MAX_ATTEMPTS = 5;

function checkPhone(dialCode: string, phone: string): string {
  const errors: Record<string, string[]> = {};
  if (!/^\+\d{1,4}$/.test(dialCode)) errors.country_code = ["Use a dialling prefix such as +84"];
  if (!/^\d{6,12}$/.test(phone)) errors.phone = ["Enter 6 to 12 digits"];
  if (Object.keys(errors).length > 0) fail(DEV_CODES.INVALID_PARAMS, "Invalid phone number", errors);
  return `${dialCode}${phone}`;
}

/** Sends (prints) a one-time code; shared by every phone login of the dev API. */
export function sendOtp(context: HandlerContext, dialCode: string, phone: string) {
  const full = checkPhone(dialCode, phone);
  const now = context.nowSeconds();
  const previous = context.state.otps.get(full);
  if (previous) {
    const wait = previous.sent_at + OTP_COOLDOWN_SECONDS - now;
    if (wait > 0) fail(DEV_CODES.RATE_LIMITED, `Please wait ${wait} seconds before requesting a new code`);
  }
  const code = context.state.random.digits(6);
  context.state.otps.set(full, { code, sent_at: now, attempts: 0 });
  context.log(`OTP for ${full} is ${code}`);
  return { expire_in: OTP_LIFETIME_SECONDS, resend_in: OTP_COOLDOWN_SECONDS };
}

/** Checks a one-time code and returns the account of that phone, creating it on first login. */
export function loginWithOtp(context: HandlerContext, dialCode: string, phone: string, code: string): DevUser {
  const full = checkPhone(dialCode, phone);
  const record = context.state.otps.get(full);
  if (!record || context.nowSeconds() - record.sent_at > OTP_LIFETIME_SECONDS) {
    fail(DEV_CODES.WRONG_CODE, "The code has expired, please request a new one");
  }
  if (record && record.code !== code.trim()) {
    record.attempts += 1;
    if (record.attempts >= OTP_MAX_ATTEMPTS) context.state.otps.delete(full);
    fail(DEV_CODES.WRONG_CODE, "Wrong verification code, please check and try again");
  }
  context.state.otps.delete(full);
  return (
    context.state.users.byPhone(dialCode, phone) ??
    context.state.users.add({
      username: `user_${phone.slice(-4)}`,
      dial_code: dialCode,
      phone,
      country_code: countryOfDialCode(dialCode),
      momo_account_list: [`0${phone}`],
    })
  );
}

export const userRoutes: Route[] = [
  serve(user.sendOtpViaPhone, (input, context) => sendOtp(context, input.country_code, input.phone)),
  serve(user.registerOrLoginByPhone, (input, context) =>
    context.state.users.login(loginWithOtp(context, input.country_code, input.phone, input.code)),
  ),
  serve(user.getUserInfo, (_input, context) => userInfoOf(context.me())),
  serve(user.appGlobalConfig, (_input, context) => context.state.appConfig),
];
