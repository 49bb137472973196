// Accounts of the dev backend: lookup, creation and the login answer.
import { assetPath } from "../assets";
import type { LoginResult, UserInfo } from "@repo/api-client/schemas/common";
import type { Random } from "../prng";

export interface DevUser {
  user_id: number;
  secret_key: string;
  username: string;
  /** Dialling prefix, "+84". */
  dial_code: string;
  /** National number, digits only; empty when the account has no phone. */
  phone: string;
  /** ISO country, "VN". */
  country_code: string;
  vip_level: number;
  avatar: string;
  momo_account_list: string[];
  email: string | null;
  password: string | null;
  tg_id: number | null;
  /** Third-party accounts bound to this user: platform → external id. */
  third_party: Record<string, string>;
  created_at: number;
  /** Set once a login answered new_user: true. */
  logged_in_before: boolean;
}

export const SEEDED_USER = {
  user_id: 10001,
  username: "dev_player",
  dial_code: "+84",
  phone: "912345678",
  country_code: "VN",
  email: "player@dev.invalid",
  password: "devpass123",
} as const;

const DIAL_TO_COUNTRY: Record<string, string> = {
  "+84": "VN", "+55": "BR", "+62": "ID", "+66": "TH", "+60": "MY", "+7": "RU", "+52": "MX", "+86": "CN",
  "+998": "UZ", "+994": "AZ", "+1": "US", "+63": "PH",
};

export function countryOfDialCode(dialCode: string): string {
  return DIAL_TO_COUNTRY[dialCode] ?? "US";
}

export const avatarOf = (userId: number) => assetPath("avatars", userId % 12);

export class UserStore {
  readonly byId = new Map<number, DevUser>();
  private nextId: number;

  constructor(
    private readonly random: Random,
    private readonly now: () => number,
    firstId: number,
  ) {
    this.nextId = firstId;
  }

  add(fields: Partial<DevUser> & Pick<DevUser, "username">): DevUser {
    const user_id = fields.user_id ?? this.nextId++;
    const user: DevUser = {
      user_id,
      secret_key: this.random.hex(32),
      dial_code: "+84",
      phone: "",
      country_code: "VN",
      vip_level: 0,
      avatar: avatarOf(user_id),
      momo_account_list: [],
      email: null,
      password: null,
      tg_id: null,
      third_party: {},
      created_at: Math.floor(this.now() / 1000),
      logged_in_before: false,
      ...fields,
    };
    this.byId.set(user_id, user);
    this.nextId = Math.max(this.nextId, user_id + 1);
    return user;
  }

  get(userId: number): DevUser | undefined {
    return this.byId.get(userId);
  }

  find(predicate: (user: DevUser) => boolean): DevUser | undefined {
    for (const user of this.byId.values()) if (predicate(user)) return user;
    return undefined;
  }

  byPhone(dialCode: string, phone: string): DevUser | undefined {
    return this.find((user) => user.dial_code === dialCode && user.phone === phone);
  }

  /** Issues the login answer; `new_user` is true only on an account's first login. */
  login(user: DevUser): LoginResult {
    const result: LoginResult = {
      user_id: user.user_id,
      user_secret_key: user.secret_key,
      username: user.username,
      user_login: "login_v2",
      new_user: !user.logged_in_before,
    };
    user.logged_in_before = true;
    return result;
  }
}

export function userInfoOf(user: DevUser): UserInfo {
  return {
    user_id: user.user_id,
    username: user.username,
    phone_number: user.phone ? `${user.dial_code}${user.phone}` : "",
    momo_account_list: user.momo_account_list,
    country_code: user.country_code,
    vip_level: user.vip_level,
    avatar: user.avatar,
  };
}
