// The door to ./client: import this (it is tiny), and the SDK-backed functions arrive as their own
// chunk the first time a mini app needs them.
import type * as Client from "./client";

export type TelegramClient = typeof Client;

let loading: Promise<TelegramClient> | null = null;

export function loadTelegramClient(): Promise<TelegramClient> {
  loading ??= import("./client");
  return loading;
}
