import { isServiceName, type ServiceName } from "@repo/api-client/services";

/**
 * "wallet=https://wallet.example.com, pay=https://pay.example.com" → per-service base URLs.
 * Unknown service names and malformed entries are rejected loudly at start, not ignored.
 */
export function parseServiceHosts(value: string): Partial<Record<ServiceName, string>> {
  const hosts: Partial<Record<ServiceName, string>> = {};
  for (const entry of value.split(",").map((s) => s.trim()).filter(Boolean)) {
    const at = entry.indexOf("=");
    const name = entry.slice(0, at).trim();
    const url = entry.slice(at + 1).trim();
    if (at < 1 || !isServiceName(name) || !URL.canParse(url)) {
      throw new Error(`SERVICE_HOSTS: "${entry}" is not <service>=<url> with a known service`);
    }
    hosts[name] = url;
  }
  return hosts;
}
