// The SDK-backed Telegram client for app start, resolved in the task after its chunk was evaluated:
// starting the SDK (launch data, theme, ready) there keeps the two from making one long task. Every
// start-time caller (TelegramHost, the Telegram login of AppStartEffects) waits on this one promise, so
// none of them starts the SDK inside the chunk's task.
import { nextTask } from "@repo/api-client/next-task";
import { loadTelegramClient, type TelegramClient } from "@repo/telegram/lazy";

let clientInOwnTask: Promise<TelegramClient> | null = null;

export function loadTelegramClientInOwnTask(): Promise<TelegramClient> {
  clientInOwnTask ??= loadTelegramClient().then(async (client) => {
    await nextTask();
    return client;
  });
  return clientInOwnTask;
}
