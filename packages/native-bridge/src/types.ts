// Shapes exchanged with the host app. Field names are the host's (snake_case), as in SPEC section 3.

/** Every host reply: `ret` 0 means success, `params` carries the result, `msg` a reason. */
export interface BridgeReply<P = unknown> {
  ret: number;
  params: P;
  msg: string;
}

/** Environment of the native app (SPEC section 3, "AppEnvironment"). */
export interface AppEnvironment {
  adid: string;
  country: string;
  language: string;
  timezone: string;
  /** Host app version, e.g. "3.1.105". */
  version: string;
  android_id: string;
  /** Device id as the host knows it. */
  did: string;
  os: string;
  model: string;
  bssid: string;
  client: string;
  country_code: string;
  deeplink_offer_task_id: string;
  debug: boolean;
}

/** Answer of `getAppInfo`. */
export interface AppInfo {
  version: string;
  os: "android" | "ios" | string;
  app_name?: string;
  /** Methods this host implements; absent on hosts that predate the capability list. */
  methods?: string[];
  /** The host runs an app-store review build. */
  audit?: boolean;
}

/** Session the host app holds (answer of `appLogin`); `user_id` 0 means nobody is logged in. */
export interface HostCredentials {
  user_id: number;
  user_secret_key: string;
  username?: string;
  login_type?: string;
}

/** Fingerprint replies (SPEC section 3): `code` 0 is success. */
export interface FingerReply {
  code?: number;
  msg?: string;
  finger_save_data?: string;
  support_finger?: number;
}

/** Parameters of a method that takes none. */
export type NoParams = Record<string, never>;
