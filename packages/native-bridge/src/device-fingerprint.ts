// The device fingerprint record (SPEC section 3): createTime, did, deviceKey, deviceKeyVersion.
// On the web the `did` is FingerprintJS's visitor id; the library is loaded only when needed.
import { readJsonRecord } from "./json-record";

export const DEVICE_KEY_VERSION = "3.3.6";

export interface DeviceFingerprint {
  /** Milliseconds since the epoch when the record was made. */
  createTime: number;
  /** Device id: the host's `did` in the native app, FingerprintJS's visitor id on the web. */
  did: string;
  /** Random key that identifies this record. */
  deviceKey: string;
  deviceKeyVersion: string;
}

export interface CreateDeviceFingerprintOptions {
  /** A device id already known (the native app's `environment().did`); skips FingerprintJS. */
  did?: string;
  now?: () => number;
  loadVisitorId?: () => Promise<string>;
  randomKey?: () => string;
}

let visitorId: Promise<string> | null = null;

/** FingerprintJS 4.5.1 visitor id of this browser; the library is imported on first use only. */
export function loadWebVisitorId(): Promise<string> {
  visitorId ??= import("@fingerprintjs/fingerprintjs")
    .then((module) => module.default.load())
    .then((agent) => agent.get())
    .then((result) => result.visitorId)
    .catch((error: unknown) => {
      visitorId = null; // let a later call try again
      throw error;
    });
  return visitorId;
}

function randomDeviceKey(): string {
  // Spec: not shown — what the device key is. A random UUID, made once per record.
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

export async function createDeviceFingerprint(options: CreateDeviceFingerprintOptions = {}): Promise<DeviceFingerprint> {
  const did = options.did || (await (options.loadVisitorId ?? loadWebVisitorId)());
  return {
    createTime: (options.now ?? Date.now)(),
    did,
    deviceKey: (options.randomKey ?? randomDeviceKey)(),
    deviceKeyVersion: DEVICE_KEY_VERSION,
  };
}

/** Reads a stored record; null unless it is complete and of the current key version. */
export function parseDeviceFingerprint(raw: unknown): DeviceFingerprint | null {
  const record: Partial<Record<keyof DeviceFingerprint, unknown>> | null = readJsonRecord(raw);
  if (!record) return null;
  if (
    typeof record.createTime !== "number" ||
    typeof record.did !== "string" ||
    record.did === "" ||
    typeof record.deviceKey !== "string" ||
    record.deviceKey === "" ||
    record.deviceKeyVersion !== DEVICE_KEY_VERSION
  ) {
    return null;
  }
  return { createTime: record.createTime, did: record.did, deviceKey: record.deviceKey, deviceKeyVersion: record.deviceKeyVersion };
}
