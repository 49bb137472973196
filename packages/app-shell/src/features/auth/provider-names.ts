// Names of the sign-in providers as the providers write them (not translated), and the colours of
// their marks on the buttons.
import type { OAuthProvider } from "./oauth-port";

export const PROVIDER_NAMES: Record<OAuthProvider | "telegram", string> = {
  google: "Google",
  facebook: "Facebook",
  apple: "Apple",
  vk: "VK",
  telegram: "Telegram",
};

export const PROVIDER_MARK_CLASSES: Record<OAuthProvider | "telegram", string> = {
  google: "bg-[#4285f4] text-white",
  facebook: "bg-[#1877f2] text-white",
  apple: "bg-black text-white",
  vk: "bg-[#0077ff] text-white",
  telegram: "bg-[#27a7e7] text-white",
};
