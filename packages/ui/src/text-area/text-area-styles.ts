// TextArea's box, shared with TextAreaPreview (what a server draws until the form loads).
export const TEXT_AREA_CLASSES =
  "w-full resize-none rounded-12 border px-12 py-10 text-15 leading-relaxed outline-none transition-colors placeholder:text-text-muted focus:border-primary disabled:cursor-not-allowed";

/** Characters as a person counts them (an emoji is one). */
export const lengthOf = (text: string) => [...text].length;

export const counterClasses = (over: boolean) => `mt-4 self-end text-12 tabular-nums ${over ? "text-danger" : "text-text-muted"}`;
