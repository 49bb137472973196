// Test support (not app code): renders a screen of these features the way the app does, with a fake
// API (answers per endpoint path), a platform, the session store hydrated from its storage, React
// Query, the runtime's toasts and config.
import { ApiClientProvider, createQuerySlot } from "@repo/api-client/react";
import type { ClientRuntime } from "@repo/app-shell/runtime/create-runtime";
import { RuntimeContext } from "@repo/app-shell/runtime/context";
import { type Answers, fakeApi } from "@repo/app-shell/testing/fake-api";
import type { RuntimeConfig } from "@repo/app-shell/runtime-config";
import { fakePlatform } from "@repo/session/platform/test-platform";
import type { Platform } from "@repo/session/platform/types";
import { SessionProvider } from "@repo/session/react/provider";
import { createMemoryStorage } from "@repo/session/storage/adapter";
import { renderWithI18n } from "@repo/ui/test/render";
import { createToastStore } from "@repo/ui/toast/store";
import { QueryClient } from "@tanstack/react-query";
import { createStore } from "jotai";
import type { ReactElement } from "react";
import { vi } from "vitest";

export type { Answers };

export interface SocialHarnessOptions {
  /** The signed-in player's id (stored as a login before the render), or null for a guest. */
  signedInAs?: number | null;
  platform?: Partial<Parameters<typeof fakePlatform>[0]>;
  answers?: Answers;
  config?: Partial<RuntimeConfig>;
}

const noCookies = { get: () => null, set: () => undefined, remove: () => undefined };

export function renderSocial(ui: ReactElement, { signedInAs = 10001, platform: platformOverrides = {}, answers = {}, config = {} }: SocialHarnessOptions = {}) {
  const storage = createMemoryStorage(
    signedInAs === null ? {} : { user_id: String(signedInAs), user_secret_key: "secret", user_name: "dev_player", login_type: "login_v2" },
  );
  const platform: Platform = fakePlatform({ storage, ...platformOverrides });
  const { client, call } = fakeApi(answers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const toasts = createToastStore();
  const store = createStore();
  const runtime = { toasts, config: { telegramBotName: "xworld_dev_bot", ...config } } as unknown as ClientRuntime;
  const view = renderWithI18n(
    <RuntimeContext.Provider value={runtime}>
      <SessionProvider platform={platform} store={store} cookies={noCookies} location={{ hostname: "127.0.0.1", protocol: "http:" }}>
        <ApiClientProvider client={client} queries={createQuerySlot(queryClient)}>
          {ui}
        </ApiClientProvider>
      </SessionProvider>
    </RuntimeContext.Provider>,
  );
  const toastMessages = () => toasts.getSnapshot().map((toast) => [toast.tone, toast.message]);
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { ...view, call, platform, storage, store, toastMessages, invalidated };
}
