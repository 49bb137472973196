// Profile service: the player's own profile and setup steps, and the games a profile shows; product
// service: the game catalog and the app's downloads.
import { MAX_SHOWCASE, PROFILE_CODES, PROFILE_LANGUAGES, profileEndpoints as profile } from "@repo/api-client/endpoints/profile";
import { productEndpoints as product } from "@repo/api-client/endpoints/product";
import { checkBio, checkName, sameName } from "@repo/api-client/rules/profile-fields";
import { DEV_CODES, fail } from "../envelope";
import { type HandlerContext, type Route, serve } from "../serve";
import { AVATAR_IDS, avatarUrl, type CatalogGame, type ProfileRecord } from "../state/account";
import type { DevUser } from "../state/users";
import { paginate } from "./paging";

/** Spec: not shown — how often a name may change. Choice: a day after the player last changed it. */
export const NAME_CHANGE_COOLDOWN_SECONDS = 86_400;

const NAME_PROBLEM_TEXT = {
  empty: "Required",
  too_short: "At least 3 characters",
  too_long: "At most 20 characters",
  characters: "Letters, digits, _ and . only, starting with a letter or digit",
} as const;
const BIO_PROBLEM_TEXT = { too_long: "At most 160 characters", too_many_lines: "At most 4 lines", link: "No links" } as const;

function profileOf(context: HandlerContext): { user: DevUser; record: ProfileRecord } {
  const user = context.me();
  return { user, record: context.state.account.profiles.of(user.user_id) };
}

const nameChangeAfter = (record: ProfileRecord, now: number) =>
  record.name_changed_at !== null && now < record.name_changed_at + NAME_CHANGE_COOLDOWN_SECONDS ? record.name_changed_at + NAME_CHANGE_COOLDOWN_SECONDS : null;

function gameById(context: HandlerContext, productId: number): CatalogGame {
  return context.state.account.games().find((game) => game.product_id === productId) ?? fail(PROFILE_CODES.NOT_FOUND, "No such game");
}

const publicGame = ({ product_id, name, icon }: CatalogGame) => ({ product_id, name, icon });

export const profileRoutes: Route[] = [
  serve(profile.myProfile, (_input, context) => {
    const { user, record } = profileOf(context);
    return {
      user_id: user.user_id,
      username: user.username,
      avatar: user.avatar,
      avatar_id: record.avatar_id,
      bio: record.bio,
      language: record.language,
      setup: { ...record.setup },
      name_change_after: nameChangeAfter(record, context.nowSeconds()),
    };
  }),
  serve(profile.avatarChoices, () => ({ list: AVATAR_IDS.map((avatar_id) => ({ avatar_id, url: avatarUrl(avatar_id) })) })),
  serve(profile.updateName, ({ username }, context) => {
    const { user, record } = profileOf(context);
    const checked = checkName(username);
    if (!checked.ok) return fail(DEV_CODES.INVALID_PARAMS, "Please choose another name", { username: [NAME_PROBLEM_TEXT[checked.problem]] });
    const now = context.nowSeconds();
    if (checked.name !== user.username) {
      if (nameChangeAfter(record, now) !== null) fail(PROFILE_CODES.TOO_SOON, "You changed your name less than a day ago. Try again tomorrow");
      if (context.state.users.find((other) => other.user_id !== user.user_id && sameName(other.username, checked.name))) {
        fail(DEV_CODES.INVALID_PARAMS, "Please choose another name", { username: ["This name is taken"] });
      }
      user.username = checked.name;
      record.name_changed_at = now;
    }
    record.setup.name = true;
    return { username: user.username, name_change_after: nameChangeAfter(record, now) };
  }),
  serve(profile.updateAvatar, ({ avatar_id }, context) => {
    const { user, record } = profileOf(context);
    if (!AVATAR_IDS.includes(avatar_id)) fail(DEV_CODES.INVALID_PARAMS, "Choose one of the avatars", { avatar_id: ["Unknown avatar"] });
    record.avatar_id = avatar_id;
    user.avatar = avatarUrl(avatar_id);
    record.setup.avatar = true;
    return { avatar_id, avatar: user.avatar };
  }),
  serve(profile.updateBio, ({ bio }, context) => {
    const { record } = profileOf(context);
    const checked = checkBio(bio);
    if (!checked.ok) return fail(DEV_CODES.INVALID_PARAMS, "Please shorten your bio", { bio: [BIO_PROBLEM_TEXT[checked.problem]] });
    record.bio = checked.bio;
    return { bio: record.bio };
  }),
  serve(profile.updateLanguage, ({ language }, context) => {
    const { record } = profileOf(context);
    if (!(PROFILE_LANGUAGES as readonly string[]).includes(language)) fail(DEV_CODES.INVALID_PARAMS, "Unsupported language", { language: [`One of ${PROFILE_LANGUAGES.join(", ")}`] });
    record.language = language;
    record.setup.language = true;
    return { language };
  }),
  serve(profile.finishSetup, (_input, context) => {
    profileOf(context).record.setup.finished = true;
    return { ok: true };
  }),
  serve(profile.showcase, ({ user_id }, context) => {
    if (!context.state.users.get(user_id)) fail(PROFILE_CODES.NOT_FOUND, "No such user");
    const record = context.state.account.profiles.of(user_id);
    return { bio: record.bio, games: record.showcase.map((id) => publicGame(gameById(context, id))) };
  }),
  serve(profile.myGames, (_input, context) => {
    const { record } = profileOf(context);
    return {
      max_shown: MAX_SHOWCASE,
      list: record.games.map((id) => ({ ...publicGame(gameById(context, id)), shown: record.showcase.includes(id) })),
    };
  }),
  serve(profile.setShowcase, ({ product_ids }, context) => {
    const { record } = profileOf(context);
    if (new Set(product_ids).size !== product_ids.length) fail(DEV_CODES.INVALID_PARAMS, "A game is listed twice", { product_ids: ["Each game once"] });
    if (product_ids.length > MAX_SHOWCASE) fail(DEV_CODES.INVALID_PARAMS, `A profile shows at most ${MAX_SHOWCASE} games`, { product_ids: [`At most ${MAX_SHOWCASE}`] });
    const missing = product_ids.find((id) => !record.games.includes(id));
    if (missing !== undefined) fail(PROFILE_CODES.NOT_FOUND, "Add the game to your games first");
    record.showcase = [...product_ids];
    return { ok: true };
  }),
  serve(profile.addGame, ({ product_id }, context) => {
    const { record } = profileOf(context);
    const game = gameById(context, product_id);
    if (record.games.includes(game.product_id)) fail(PROFILE_CODES.ALREADY_DONE, `${game.name} is already among your games`);
    record.games.push(game.product_id);
    return { ok: true };
  }),
  serve(product.gameCatalog, ({ keyword, page, page_size }, context) => {
    const owned = context.user ? context.state.account.profiles.of(context.user.user_id).games : [];
    const wanted = keyword.trim().toLowerCase();
    const items = context.state.account
      .games()
      .filter((game) => !wanted || game.name.toLowerCase().includes(wanted))
      .map((game) => ({ ...game, added: owned.includes(game.product_id) }));
    return paginate(items, page, page_size);
  }),
  // Spec: not shown — where the app is published. Choice: the stores and a direct APK on a download host.
  serve(product.appDownloads, () => ({
    list: [
      { platform: "android" as const, channel: "store" as const, url: "https://play.google.com/store/apps/details?id=world.xworld.app", version: "3.2.14", size: 0 },
      { platform: "android" as const, channel: "apk" as const, url: "https://download.xworld.example/xworld-3.2.14.apk", version: "3.2.14", size: 48_234_496 },
      { platform: "ios" as const, channel: "store" as const, url: "https://apps.apple.com/app/xworld/id1600000000", version: "3.2.12", size: 0 },
    ],
  })),
];
