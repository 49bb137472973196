// The Telegram client's colours before the first paint. The launch URL carries the theme
// (`tgWebAppThemeParams`); setting its `--tg-theme-*` variables and the kit's Telegram attribute from
// an inline script in <head> paints the first frame in Telegram's colours. Left to the SDK, they arrive
// after hydration: a flash of the brand's colours, then a whole-document restyle (a 142–166 ms task at
// 4× CPU, measured). The SDK binds the same values later, which changes nothing.
import { STORED_LAUNCH_PARAMS_KEY, type TelegramHostWindow } from "./detect";

/**
 * Sets the launch theme's variables on <html> and turns the kit's mapping on (`attribute`), when the
 * page is a mini app launch (see `isTelegram`, which this mirrors; a test keeps them in step).
 * It runs as an inline script from its own source text ({@link launchThemeScript}), so its body must stay
 * self-contained: nothing from outside it but its arguments and types, syntax every supported browser
 * runs. `storedKey` is where the SDK keeps the launch parameters for a reload.
 */
export function applyLaunchTheme(win: Window, attribute: string, storedKey: string): void {
  try {
    // The host first: outside Telegram the script ends before it touches sessionStorage, whose first
    // read in a document is a synchronous call to the browser process (31 ms measured during the parse).
    const host = win as TelegramHostWindow;
    let framed = true;
    try {
      framed = win.parent !== win;
    } catch {
      framed = true;
    }
    if (!framed && typeof host.TelegramWebviewProxy?.postEvent !== "function" && typeof host.external?.notify !== "function") return;
    const launchIn = (text: string): URLSearchParams | null => {
      const params = new URLSearchParams(text.replace(/[?#]/g, "&"));
      return params.get("tgWebAppData") && params.get("tgWebAppVersion") && params.get("tgWebAppPlatform") ? params : null;
    };
    let launch = launchIn(`${win.location.search}${win.location.hash}`);
    if (!launch) {
      try {
        const stored: unknown = JSON.parse(win.sessionStorage.getItem(storedKey) ?? "null");
        launch = typeof stored === "string" ? launchIn(stored) : null;
      } catch {
        launch = null;
      }
    }
    if (!launch) return;

    const theme: unknown = JSON.parse(launch.get("tgWebAppThemeParams") ?? "{}");
    const root = win.document.documentElement;
    if (typeof theme === "object" && theme !== null) {
      for (const [key, raw] of Object.entries(theme)) {
        // The SDK's own parsing: a number is a 24-bit colour, a string must be #rrggbb.
        const value = typeof raw === "number" ? `#${(raw & 0xffffff).toString(16).padStart(6, "0")}` : raw;
        if (/^[a-z_]+$/.test(key) && typeof value === "string" && /^#[\da-f]{6}$/i.test(value)) {
          root.style.setProperty(`--tg-theme-${key.replace(/_/g, "-")}`, value);
        }
      }
    }
    root.setAttribute(attribute, "");
  } catch {
    // A malformed launch leaves the brand's colours; the SDK reports it when it starts.
  }
}

/** The inline script for <head>: {@link applyLaunchTheme} on this window, mapping turned on by `attribute`. */
export function launchThemeScript(attribute: string): string {
  return `(${applyLaunchTheme.toString()})(window,${JSON.stringify(attribute)},${JSON.stringify(STORED_LAUNCH_PARAMS_KEY)})`;
}
