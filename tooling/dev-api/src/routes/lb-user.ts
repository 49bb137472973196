// The lucky-bear user host: logins, country switch, recaptcha reports, the LB user info.
import { lbUserEndpoints as lbUser } from "@repo/api-client/endpoints/lb-user";
import { DEV_CODES, fail } from "../envelope";
import { type Route, serve } from "../serve";
import { COUNTRIES, countryByCode, countryOrDefault } from "../state/countries";
import { LB_COIN } from "../state/lucky-bear";
import { userInfoOf } from "../state/users";
import { loginByThirdParty, loginWithOtp, signUpOrLogin } from "./user";

export const lbUserRoutes: Route[] = [
  serve(lbUser.phoneLogin, ({ phone, country_code, code, invite_code }, context) =>
    signUpOrLogin(context, loginWithOtp(context, country_code, phone, code), invite_code),
  ),
  serve(lbUser.googleLogin, ({ id_token, invite_code, code_verifier }, context) =>
    loginByThirdParty(context, "google", id_token, "id_token", invite_code, code_verifier),
  ),
  // The dev API has no VK: the authorization code stands for the VK account.
  serve(lbUser.vkLogin, ({ code, invite_code, code_verifier }, context) => loginByThirdParty(context, "vk", code, "code", invite_code, code_verifier)),
  serve(lbUser.emailLogin, ({ email, password, invite_code }, context) => {
    const address = email.trim().toLowerCase();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) fail(DEV_CODES.INVALID_PARAMS, "Invalid e-mail", { email: ["Enter an e-mail address"] });
    const users = context.state.users;
    const account = users.find((other) => other.email === address);
    if (account) {
      if (account.password !== password) fail(DEV_CODES.WRONG_CODE, "Wrong e-mail or password");
      return users.login(account);
    }
    if (password.length < 8) fail(DEV_CODES.INVALID_PARAMS, "Password too short", { password: ["At least 8 characters"] });
    return signUpOrLogin(context, users.add({ username: address.split("@")[0]?.slice(0, 20) ?? "player", email: address, password }), invite_code);
  }),
  serve(lbUser.switchCountry, ({ country_code }, context) => {
    const country = countryByCode(country_code) ?? fail(DEV_CODES.INVALID_PARAMS, "Unsupported country", { country_code: [`One of ${COUNTRIES.map((c) => c.country_code).join(", ")}`] });
    context.me().country_code = country.country_code;
    return { country_code: country.country_code, currency: country.currency };
  }),
  serve(lbUser.reportRecaptcha, ({ action, token, error }, context) => {
    context.state.recaptchaReports.push({ action, ok: Boolean(token) && !error });
    return { ok: true };
  }),
  serve(lbUser.getLbUserInfo, (_input, context) => {
    const me = context.me();
    const country = countryOrDefault(me.country_code);
    return {
      ...userInfoOf(me),
      bear_coin_type: LB_COIN,
      bear_wallet: { currency_symbol: country.symbol, coin_name_extra: country.currency },
    };
  }),
];
