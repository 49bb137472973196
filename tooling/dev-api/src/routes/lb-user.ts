// The lucky-bear user host: logins, country switch, recaptcha reports, the LB user info.
import { lbUserEndpoints as lbUser } from "@repo/api-client/endpoints/lb-user";
import { DEV_CODES, fail } from "../envelope";
import { type Route, serve } from "../serve";
import { COUNTRIES, countryByCode, countryOrDefault } from "../state/countries";
import { LB_COIN } from "../state/lucky-bear";
import { userInfoOf } from "../state/users";
import { loginByThirdParty, loginWithOtp } from "./user";

export const lbUserRoutes: Route[] = [
  serve(lbUser.phoneLogin, ({ phone, country_code, code }, context) =>
    context.state.users.login(loginWithOtp(context, country_code, phone, code)),
  ),
  serve(lbUser.googleLogin, ({ id_token }, context) => loginByThirdParty(context, "google", id_token, "id_token")),
  // The dev API has no VK: the authorization code stands for the VK account.
  serve(lbUser.vkLogin, ({ code }, context) => loginByThirdParty(context, "vk", code, "code")),
  serve(lbUser.emailLogin, ({ email, password }, context) => {
    const address = email.trim().toLowerCase();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) fail(DEV_CODES.INVALID_PARAMS, "Invalid e-mail", { email: ["Enter an e-mail address"] });
    const users = context.state.users;
    const account = users.find((other) => other.email === address);
    if (account) {
      if (account.password !== password) fail(DEV_CODES.WRONG_CODE, "Wrong e-mail or password");
      return users.login(account);
    }
    if (password.length < 8) fail(DEV_CODES.INVALID_PARAMS, "Password too short", { password: ["At least 8 characters"] });
    return users.login(users.add({ username: address.split("@")[0]?.slice(0, 20) ?? "player", email: address, password }));
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
