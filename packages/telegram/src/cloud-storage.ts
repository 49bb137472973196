import { cloudStorage } from "@telegram-apps/sdk";
import { TelegramError } from "./errors";
import { clientVersion } from "./launch";
import { telegramSession } from "./start";
import { supportsCloudStorage } from "./versions";

function ensureSupported(): void {
  if (!telegramSession()) throw new TelegramError("not_in_telegram");
  if (!supportsCloudStorage(clientVersion()) || !cloudStorage.getItem.isAvailable()) {
    throw new TelegramError("not_supported");
  }
}

/**
 * Reads a value from the player's Telegram CloudStorage (Mini Apps 6.9+); "" when the key is unset.
 * @throws {TelegramError} "not_in_telegram" | "not_supported" | "storage_failed"
 */
export async function cloudStorageGet(key: string): Promise<string> {
  ensureSupported();
  try {
    return await cloudStorage.getItem(key);
  } catch (error) {
    throw new TelegramError("storage_failed", { cause: error });
  }
}

/**
 * Saves a value in the player's Telegram CloudStorage (Mini Apps 6.9+).
 * @throws {TelegramError} "not_in_telegram" | "not_supported" | "storage_failed"
 */
export async function cloudStorageSet(key: string, value: string): Promise<void> {
  ensureSupported();
  try {
    await cloudStorage.setItem(key, value);
  } catch (error) {
    throw new TelegramError("storage_failed", { cause: error });
  }
}
