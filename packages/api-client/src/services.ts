// The services the client talks to (issue 3, item 1): one ky instance and one base URL each.
export const SERVICES = [
  "main",
  "activity",
  "ai-chat",
  "battle",
  "share-beta",
  "camp",
  "recommendation",
  "interaction",
  "task-library",
  "task",
  "honor",
  "bit-game",
  "invest",
  "nft",
  "pet",
  "prize-pool",
  "popups",
  "product",
  "profile",
  "pvp",
  "search",
  "share",
  "stake",
  "wallet",
  "pay",
  "user",
  "tg",
  "vg",
  "lucky-bear",
  // The lucky-bear user host: phone/Google/VK/e-mail login, switch_country, recaptcha reports.
  "lb-user",
  // The Telegram host: invite url, register_or_login, web login init/result.
  "tg-host",
] as const;

export type ServiceName = (typeof SERVICES)[number];

export function isServiceName(value: unknown): value is ServiceName {
  return typeof value === "string" && (SERVICES as readonly string[]).includes(value);
}

/** Headers sent on every call of every service. */
export const COMMON_HEADERS = ["User-Id", "User-Secret-Key", "Language", "Country-Code"] as const;

/** Headers that only some services take (spec section 7). */
export type OptionalHeader = "User-Login" | "D-Id" | "Ad-Id" | "Android-Id" | "LB-Session";

const ACCOUNT = ["User-Login", "D-Id"] as const;
const DEVICE = ["D-Id", "Ad-Id", "Android-Id"] as const;
const ACCOUNT_AND_DEVICE = ["User-Login", "D-Id", "Ad-Id", "Android-Id"] as const;

// Spec: not shown — which services take which optional headers. Choice: the services that log a
// player in or move money take User-Login and the device id (account security); the services that
// attribute offers and installs take the advertising ids; the lucky bear service takes all of them
// plus LB-Session. Everything else gets only the common headers.
export const SERVICE_HEADERS: Readonly<Record<ServiceName, readonly OptionalHeader[]>> = {
  main: DEVICE,
  activity: [],
  "ai-chat": [],
  battle: [],
  "share-beta": [],
  camp: [],
  recommendation: [],
  interaction: [],
  "task-library": DEVICE,
  task: DEVICE,
  honor: [],
  "bit-game": [],
  invest: ACCOUNT,
  nft: ACCOUNT,
  pet: [],
  "prize-pool": [],
  popups: [],
  product: DEVICE,
  profile: [],
  pvp: [],
  search: [],
  share: [],
  stake: ACCOUNT,
  wallet: ACCOUNT,
  pay: ACCOUNT,
  user: ACCOUNT_AND_DEVICE,
  tg: ACCOUNT_AND_DEVICE,
  vg: [],
  "lucky-bear": [...ACCOUNT_AND_DEVICE, "LB-Session"],
  "lb-user": ACCOUNT_AND_DEVICE,
  "tg-host": ACCOUNT_AND_DEVICE,
};

export function serviceTakes(service: ServiceName, header: OptionalHeader): boolean {
  return SERVICE_HEADERS[service].includes(header);
}
