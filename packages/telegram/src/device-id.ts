import { isTimeoutError, requestBiometry } from "@telegram-apps/sdk";
import { TelegramError } from "./errors";
import { clientVersion } from "./launch";
import { telegramSession } from "./start";
import { supportsDeviceId } from "./versions";

/** How long to wait for the device id (SPEC section 9). */
export const DEVICE_ID_TIMEOUT_MS = 5000;

// Spec: not shown — where the device id comes from. The 7.2 gate and the 5 s time-out match
// BiometricManager (Mini Apps 7.2), whose `device_id` identifies the device.
/**
 * The mini app's device id: BiometricManager's `device_id` (Mini Apps 7.2+).
 * @throws {TelegramError} "not_in_telegram" (not started), "not_supported" (client older than 7.2), "not_available"
 *   (biometrics unavailable on the device), "no_id" (no id given), "timeout" (no answer in 5 s).
 */
export async function getDeviceId(options: { timeoutMs?: number } = {}): Promise<string> {
  if (!telegramSession()) throw new TelegramError("not_in_telegram");
  if (!supportsDeviceId(clientVersion()) || !requestBiometry.isAvailable()) {
    throw new TelegramError("not_supported");
  }
  let info: Awaited<ReturnType<typeof requestBiometry>>;
  try {
    info = await requestBiometry({ timeout: options.timeoutMs ?? DEVICE_ID_TIMEOUT_MS });
  } catch (error) {
    if (isTimeoutError(error)) throw new TelegramError("timeout", { cause: error });
    throw new TelegramError("not_supported", { cause: error });
  }
  if (!info.available) throw new TelegramError("not_available");
  if (!info.device_id) throw new TelegramError("no_id");
  return info.device_id;
}
