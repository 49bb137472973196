// The › at the end of a row that opens something. Drawn as an icon in a flex box rather than as a text
// glyph: a glyph's own size and weight is one more font for the page's first layout to look up (on Linux
// a synchronous call to the browser process each), and a box with no text needs no font at all.
import { ChevronIcon } from "../icons/icons";
import { cn } from "../lib/cn";

/** Decorative; the row's link or button carries the name. `className` sets another colour (default muted). */
export function RowChevron({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn("flex shrink-0 text-18", className ?? "text-text-muted")}>
      <ChevronIcon />
    </span>
  );
}
