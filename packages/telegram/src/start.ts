import { backButton, init, miniApp, swipeBehavior, themeParams, viewport } from "@telegram-apps/sdk";
import { readLaunch, type TelegramContext } from "./launch";
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
 * What can wait for the task after the start: the SDK checks that it runs in a mini app before each of
 * its calls (it reads and validates the launch parameters again each time), so every call costs, and
 * nothing here changes the first frame or the login. The back button's functions mount it themselves
 * when they come first (./back-button).
 */
function settle(): void {
  attempt(() => viewport.expand.ifAvailable());
  attempt(() => swipeBehavior.mount.ifAvailable());
  attempt(() => swipeBehavior.disableVertical.ifAvailable());
  attempt(() => backButton.mount.ifAvailable());
}

/**
 * Starts the mini app. Client only, after mount (the SDK needs `window`):
 * normalises the launch hash, initialises the SDK, mounts the theme parameters, binds them
 * to `--tg-theme-*` CSS variables and tells Telegram it is ready; in the task after it, expands,
 * disables vertical swipes and mounts the back button. Calling it again while started returns the same
 * session.
 * @throws {TelegramError} "not_in_telegram" when the page has no launch parameters.
 */
export function startTelegram(options: StartTelegramOptions): TelegramSession {
  if (active) return active;
  normalizeLocationHash(window);
  const { params, context } = readLaunch(options.botName);
  const cleanups: Array<() => void> = [];

  // Given the launch parameters just read, init does not read them again. The mini app component
  // is not mounted: mounting it only sets the header, background and bottom bar to the theme's colours
  // Telegram uses anyway, at three more of the SDK's checks (Spec: not shown — header colours. Choice:
  // Telegram's own).
  cleanups.push(init({ launchParams: params, postEvent: createPostEvent(context.version) }));
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
  const settling = setTimeout(settle, 0);
  cleanups.push(() => clearTimeout(settling));

  const session: TelegramSession = {
    context,
    stop() {
      if (active !== session) return;
      active = null;
      attempt(() => backButton.unmount());
      attempt(() => swipeBehavior.unmount());
      for (const cleanup of cleanups.reverse()) attempt(cleanup);
      attempt(() => themeParams.unmount());
    },
  };
  active = session;
  return session;
}

/** The started session, or null before {@link startTelegram} (or after stop). */
export function telegramSession(): TelegramSession | null {
  return active;
}
