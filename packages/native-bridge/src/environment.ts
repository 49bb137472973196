import type { AppEnvironment, AppInfo } from "./types";

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

function record(raw: unknown): Record<string, unknown> {
  return typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
}

/**
 * Reads the host's `environment` answer into an {@link AppEnvironment}: every field present, text
 * fields as strings (numbers are stringified, missing ones are ""), `debug` as a boolean.
 */
export function toAppEnvironment(raw: unknown): AppEnvironment {
  const value = record(raw);
  return {
    adid: text(value.adid),
    country: text(value.country),
    language: text(value.language),
    timezone: text(value.timezone),
    version: text(value.version),
    android_id: text(value.android_id),
    did: text(value.did),
    os: text(value.os),
    model: text(value.model),
    bssid: text(value.bssid),
    client: text(value.client),
    country_code: text(value.country_code),
    deeplink_offer_task_id: text(value.deeplink_offer_task_id),
    debug: flag(value.debug),
  };
}

/** Reads the host's `getAppInfo` answer; `methods` only when it is a list of names. */
export function toAppInfo(raw: unknown): AppInfo {
  const value = record(raw);
  const info: AppInfo = { ...value, version: text(value.version), os: text(value.os) };
  if (Array.isArray(value.methods)) {
    info.methods = value.methods.filter((item): item is string => typeof item === "string");
  } else {
    delete info.methods;
  }
  if ("audit" in value) info.audit = flag(value.audit);
  return info;
}
