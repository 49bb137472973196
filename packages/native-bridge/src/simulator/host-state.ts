// What the simulated host app remembers across page loads (like a real app would).
import type { HostCredentials } from "../types";

export const SIMULATOR_STATE_KEY = "xworld:bridge-simulator:state";

export interface HostState {
  /** The user the host app is logged in as, or null. */
  user: HostCredentials | null;
  /** saveUserLocalData / getUserLocalData storage. */
  localData: Record<string, string>;
  /** Reference text bound to the fingerprint, or null. */
  fingerReference: string | null;
}

export function emptyHostState(): HostState {
  return { user: null, localData: {}, fingerReference: null };
}

export function loadHostState(win: Window): HostState | null {
  try {
    const text = win.sessionStorage.getItem(SIMULATOR_STATE_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<HostState>;
    return {
      user: value.user && typeof value.user.user_id === "number" ? value.user : null,
      localData: value.localData && typeof value.localData === "object" ? value.localData : {},
      fingerReference: typeof value.fingerReference === "string" ? value.fingerReference : null,
    };
  } catch {
    return null;
  }
}

export function saveHostState(win: Window, state: HostState): void {
  try {
    win.sessionStorage.setItem(SIMULATOR_STATE_KEY, JSON.stringify(state));
  } catch {
    // storage full or blocked: the simulator keeps working in memory
  }
}

export function clearHostState(win: Window): void {
  try {
    win.sessionStorage.removeItem(SIMULATOR_STATE_KEY);
  } catch {
    // nothing to clear
  }
}
