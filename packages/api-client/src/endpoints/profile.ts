// Profile service: the player's own profile (name, avatar, bio, language), the new player's setup
// steps, and the games a profile shows (spec section 2: /profile/edit/*, /profile/select,
// /profile/addProduct, /user/setup; the spec names the service "profile" and no call of it).
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { empty, ok, unixTime } from "../schemas/common";

/**
 * Spec: not shown — the profile service's codes. Choice: the dev API's: field errors 1001 (with
 * `errors` per field, e.g. a name someone else has), an unknown game 1002, a game already on the
 * profile 2002, a name changed too recently 2003.
 */
export const PROFILE_CODES = { INVALID: 1001, NOT_FOUND: 1002, ALREADY_DONE: 2002, TOO_SOON: 2003 } as const;

/**
 * The languages a profile may have: the product's eleven locales (@repo/i18n/locales; this package
 * cannot import it, and an app test checks the two lists agree).
 */
export const PROFILE_LANGUAGES = ["en-US", "vi-VN", "pt-BR", "id-ID", "th-TH", "ms-MY", "ru-RU", "es-MX", "zh-CN", "uz-UZ", "az-AZ"] as const;

/** Spec: not shown — how many games a profile shows. Choice: three. */
export const MAX_SHOWCASE = 3;

const game = z.object({ product_id: z.number(), name: z.string(), icon: z.string() });

export const myProfile = z.object({
  user_id: z.number(),
  username: z.string(),
  avatar: z.string(),
  avatar_id: z.number(),
  bio: z.string(),
  /** The player's language (a locale such as "vi-VN"). */
  language: z.string(),
  /** Spec: not shown — a new player's steps. Choice: name, avatar and language, each done once saved. */
  setup: z.object({ name: z.boolean(), avatar: z.boolean(), language: z.boolean(), finished: z.boolean() }),
  /** When the name may change again (unix seconds), or null when it may now. */
  name_change_after: z.nullable(unixTime),
});

export const profileEndpoints = {
  myProfile: defineEndpoint({
    service: "profile",
    method: "POST",
    path: "/profile/my_profile",
    idempotent: true,
    request: empty,
    response: myProfile,
  }),
  // Spec: not shown — whether players upload pictures. Choice: no upload call exists, so a player picks
  // one of the service's avatars.
  avatarChoices: defineEndpoint({
    service: "profile",
    method: "POST",
    path: "/profile/avatar_choices",
    auth: false,
    idempotent: true,
    request: empty,
    response: z.object({ list: z.array(z.object({ avatar_id: z.number(), url: z.string() })) }),
  }),
  /** Spec: not shown — how often a name may change. Choice: once a day after it was first set (2003 sooner). */
  updateName: defineEndpoint({
    service: "profile",
    method: "POST",
    path: "/profile/update_name",
    request: z.object({ username: z.string() }),
    response: z.object({ username: z.string(), name_change_after: z.nullable(unixTime) }),
  }),
  updateAvatar: defineEndpoint({
    service: "profile",
    method: "POST",
    path: "/profile/update_avatar",
    request: z.object({ avatar_id: z.number() }),
    response: z.object({ avatar_id: z.number(), avatar: z.string() }),
  }),
  updateBio: defineEndpoint({
    service: "profile",
    method: "POST",
    path: "/profile/update_bio",
    request: z.object({ bio: z.string() }),
    response: z.object({ bio: z.string() }),
  }),
  updateLanguage: defineEndpoint({
    service: "profile",
    method: "POST",
    path: "/profile/update_language",
    request: z.object({ language: z.string() }),
    response: z.object({ language: z.string() }),
  }),
  /** Ends the setup (the steps not taken keep their defaults); a second call changes nothing. */
  finishSetup: defineEndpoint({
    service: "profile",
    method: "POST",
    path: "/profile/finish_setup",
    request: empty,
    response: ok,
  }),
  /** What anyone sees on a player's profile beside public_cheak: the bio and the games shown. */
  showcase: defineEndpoint({
    service: "profile",
    method: "POST",
    path: "/profile/showcase",
    auth: false,
    idempotent: true,
    request: z.object({ user_id: z.number() }),
    response: z.object({ bio: z.string(), games: z.array(game) }),
  }),
  /** The player's games, each marked when the profile shows it. */
  myGames: defineEndpoint({
    service: "profile",
    method: "POST",
    path: "/profile/my_games",
    idempotent: true,
    request: empty,
    response: z.object({ max_shown: z.number(), list: z.array(z.extend(game, { shown: z.boolean() })) }),
  }),
  /** Which of the player's games the profile shows, in order; at most `max_shown` (1001 otherwise). */
  setShowcase: defineEndpoint({
    service: "profile",
    method: "POST",
    path: "/profile/set_showcase",
    request: z.object({ product_ids: z.array(z.number()) }),
    response: ok,
  }),
  /** Adds a game to the player's games (2002 when it is there already); it is not shown until chosen. */
  addGame: defineEndpoint({
    service: "profile",
    method: "POST",
    path: "/profile/add_game",
    request: z.object({ product_id: z.number() }),
    response: ok,
  }),
};

export type MyProfile = z.infer<typeof myProfile>;
export type ProfileGame = z.infer<typeof game>;
