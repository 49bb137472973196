// Telegram Mini Apps version gates (SPEC section 9: 6.1, 6.9, 7.2, 7.8), named after the features
// that arrived with each version of the Mini Apps API (Bot API changelog).

function segments(version: string): number[] {
  return version.split(".").map((part) => Number.parseInt(part, 10) || 0);
}

/** True when the client's Mini Apps `version` is `minimum` or newer ("7.10" is newer than "7.2"). */
export function isTelegramVersionAtLeast(version: string | null | undefined, minimum: string): boolean {
  if (!version) return false;
  const have = segments(version);
  const need = segments(minimum);
  for (let index = 0; index < Math.max(have.length, need.length); index += 1) {
    const difference = (have[index] ?? 0) - (need[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

export const TELEGRAM_VERSION_GATES = {
  /** 6.1: BackButton (with openLink, openTelegramLink and header colours). */
  backButton: "6.1",
  /** 6.9: requestContact (phone binding) and CloudStorage. */
  contactAndCloudStorage: "6.9",
  /** 7.2: BiometricManager, whose deviceId is the mini app's device id. */
  biometricDeviceId: "7.2",
  /** 7.8: shareToStory. */
  storyShare: "7.8",
} as const;

export const supportsBackButton = (version: string | null | undefined) =>
  isTelegramVersionAtLeast(version, TELEGRAM_VERSION_GATES.backButton);

export const supportsContactRequest = (version: string | null | undefined) =>
  isTelegramVersionAtLeast(version, TELEGRAM_VERSION_GATES.contactAndCloudStorage);

export const supportsCloudStorage = (version: string | null | undefined) =>
  isTelegramVersionAtLeast(version, TELEGRAM_VERSION_GATES.contactAndCloudStorage);

export const supportsDeviceId = (version: string | null | undefined) =>
  isTelegramVersionAtLeast(version, TELEGRAM_VERSION_GATES.biometricDeviceId);

export const supportsStoryShare = (version: string | null | undefined) =>
  isTelegramVersionAtLeast(version, TELEGRAM_VERSION_GATES.storyShare);
