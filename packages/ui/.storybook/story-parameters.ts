// Shared story parameters: phone viewports (the design is 375 wide) and docs framing.

// Phone sizes players use.
export const PHONE_VIEWPORTS = {
  phone320: { name: "Phone 320 (small)", styles: { width: "320px", height: "568px" }, type: "mobile" },
  phone375: { name: "Phone 375 (design)", styles: { width: "375px", height: "667px" }, type: "mobile" },
  phone414: { name: "Phone 414 (large)", styles: { width: "414px", height: "896px" }, type: "mobile" },
} as const;

export type PhoneViewport = keyof typeof PHONE_VIEWPORTS;

/** `globals` for a story pinned to one phone width, e.g. `globals: viewport("phone320")`. */
export function viewport(value: PhoneViewport) {
  return { viewport: { value, isRotated: false } };
}

/**
 * Parameters for stories of fixed-position or modal UI (dialogs, sheets, toasts): on docs pages
 * each renders in its own phone-sized frame instead of covering the page.
 */
export const FRAMED_IN_DOCS = { docs: { story: { inline: false, height: "640px" } } } as const;
