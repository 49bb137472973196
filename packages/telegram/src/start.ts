import { backButton, init, miniApp, swipeBehavior, themeParams, viewport } from "@telegram-apps/sdk";
import { readLaunchContext, type TelegramContext } from "./launch";
import { normalizeLocationHash } from "./launch-hash";
import { createPostEvent } from "./post-event";

export interface StartTelegramOptions {
  /** The bot the mini app belongs to (app configuration). */
  botName: string;
}

export interface TelegramSession {
  context: TelegramContext;
  /** Undoes the start: unbinds CSS variables, unmounts components, detaches the SDK. */
  stop(): void;
}

let active: TelegramSession | null = null;

/** CSS variable of a theme parameter: bg_color → --tg-theme-bg-color (the SDK's naming). */
export function themeCssVariable(key: string): string {
  return `--tg-theme-${key.replace(/_/g, "-")}`;
}

/** Runs `step`, ignoring a failure: one feature missing in an old client must not stop the start. */
function attempt<T>(step: () => T): T | undefined {
  try {
    return step();
  } catch {
    return undefined;
  }
}

/**
 * Starts the mini app. Client only, after mount (the SDK needs `window`):
 * normalises the launch hash, initialises the SDK, mounts the mini app and its theme, binds the theme
 * to `--tg-theme-*` CSS variables, tells Telegram it is ready, expands, disables vertical swipes and
 * mounts the back button. Calling it again while started returns the same session.
 * @throws {TelegramError} "not_in_telegram" when the page has no launch parameters.
 */
export function startTelegram(options: StartTelegramOptions): TelegramSession {
  if (active) return active;
  normalizeLocationHash(window);
  const context = readLaunchContext(options.botName);
  const cleanups: Array<() => void> = [];

  cleanups.push(init({ postEvent: createPostEvent(context.version) }));
  attempt(() => miniApp.mountSync.ifAvailable());
  attempt(() => themeParams.mountSync.ifAvailable());
  if (!themeParams.isCssVarsBound()) {
    // The SDK's unbind stops updates but leaves the variables set: remember the names to remove them.
    const names = new Set<string>();
    const bound = attempt(() =>
      themeParams.bindCssVars.ifAvailable((key) => {
        const name = themeCssVariable(key);
        names.add(name);
        return name;
      }),
    );
    if (bound?.[0]) {
      const unbind = bound[1];
      cleanups.push(() => {
        unbind();
        for (const name of names) document.documentElement.style.removeProperty(name);
      });
    }
  }
  attempt(() => miniApp.ready.ifAvailable());
  attempt(() => viewport.expand.ifAvailable());
  attempt(() => swipeBehavior.mount.ifAvailable());
  attempt(() => swipeBehavior.disableVertical.ifAvailable());
  attempt(() => backButton.mount.ifAvailable());

  const session: TelegramSession = {
    context,
    stop() {
      if (active !== session) return;
      active = null;
      attempt(() => backButton.unmount());
      attempt(() => swipeBehavior.unmount());
      for (const cleanup of cleanups.reverse()) attempt(cleanup);
      attempt(() => themeParams.unmount());
      attempt(() => miniApp.unmount());
    },
  };
  active = session;
  return session;
}

/** The started session, or null before {@link startTelegram} (or after stop). */
export function telegramSession(): TelegramSession | null {
  return active;
}
