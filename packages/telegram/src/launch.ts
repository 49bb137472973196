import { retrieveLaunchParams, retrieveRawInitData, type RetrieveLPResult, type User } from "@telegram-apps/sdk";
import { TelegramError } from "./errors";
import { parseStartParam, type ParsedStartParam } from "./start-param";

export type TelegramUser = User;

/** What the app knows about its Telegram launch (SPEC section 3, "Telegram context"). */
export interface TelegramContext {
  /** The bot the mini app belongs to (from the app's configuration). */
  botName: string;
  /** The start param as Telegram gave it ("" when there is none). */
  startParam: string;
  parsedStartParam: ParsedStartParam;
  user: TelegramUser | null;
  /** Client platform: "android", "ios", "tdesktop", "weba", … */
  platform: string;
  /** Mini Apps API version of the client, e.g. "8.0". */
  version: string;
  /** The raw init data string, to send to the server unchanged (re-serialising breaks its hash). */
  initData: string;
}

/** The launch parameters as the SDK reads them, and the app's view of them. */
export interface LaunchRead {
  params: RetrieveLPResult;
  context: TelegramContext;
}

/**
 * Reads the launch parameters. Client only, after {@link startTelegram} normalised the URL.
 * @throws {TelegramError} "not_in_telegram" when there are none.
 */
export function readLaunch(botName: string): LaunchRead {
  let params: RetrieveLPResult;
  try {
    params = retrieveLaunchParams();
  } catch (error) {
    throw new TelegramError("not_in_telegram", { cause: error });
  }
  return { params, context: launchContextOf(botName, params) };
}

function launchContextOf(botName: string, params: RetrieveLPResult): TelegramContext {
  const startParam = params.tgWebAppStartParam ?? params.tgWebAppData?.start_param ?? "";
  return {
    botName,
    startParam,
    parsedStartParam: parseStartParam(startParam),
    user: params.tgWebAppData?.user ?? null,
    platform: params.tgWebAppPlatform,
    version: params.tgWebAppVersion,
    initData: retrieveRawInitData() ?? "",
  };
}

/** The client's Mini Apps API version, or null outside Telegram. */
export function clientVersion(): string | null {
  try {
    return retrieveLaunchParams().tgWebAppVersion;
  } catch {
    return null;
  }
}
