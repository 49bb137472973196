// The two brands and colour schemes of the kit's CSS themes (src/styles/themes.css).
export const BRANDS = ["xworld", "luckybear"] as const;
export type Brand = (typeof BRANDS)[number];

export const COLOR_SCHEMES = ["light", "dark"] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** The scheme a brand shows when nobody chose one: luckybear is a dark casino. */
export const DEFAULT_COLOR_SCHEME: Readonly<Record<Brand, ColorScheme>> = {
  xworld: "light",
  luckybear: "dark",
};

export function isBrand(value: unknown): value is Brand {
  return typeof value === "string" && (BRANDS as readonly string[]).includes(value);
}

export interface ThemeChoice {
  brand: Brand;
  /** Omit to use the brand's default scheme. */
  scheme?: ColorScheme;
}

/** Attributes to put on <html> (or on a subtree) for a brand and scheme, e.g. in a server layout. */
export function themeAttributes({ brand, scheme }: ThemeChoice): { "data-brand": Brand; "data-theme": ColorScheme } {
  return { "data-brand": brand, "data-theme": scheme ?? DEFAULT_COLOR_SCHEME[brand] };
}

/** Applies a brand and scheme to an element at run time (the document element by default). */
export function applyTheme(choice: ThemeChoice, element: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeAttributes(choice))) element.setAttribute(name, value);
}
