// Rich-text content as data (spec section 3: block types text, image, gif, video, other; formats
// ol, ul, h2, blockquote). Spec: not shown — the exact field names; these are the kit's contract,
// and an app maps its API's shape onto them at the edge.

export type RichTextFormat = "h2" | "blockquote" | "ol" | "ul";

/** A run of text with optional emphasis or a link. */
export interface RichTextSpan {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** http(s) or a path; anything else (javascript:, data:) is dropped and the text kept. */
  href?: string;
}

export type RichTextInline = string | readonly RichTextSpan[];

export type RichTextBlock =
  | {
      type: "text";
      /** For lists, one item per line unless `items` is given. */
      text: RichTextInline;
      format?: RichTextFormat;
      /** List items (for format "ol" or "ul"). */
      items?: readonly RichTextInline[];
    }
  | { type: "image" | "gif"; url: string; alt?: string; width?: number; height?: number }
  | { type: "video"; url: string; poster?: string; width?: number; height?: number }
  | { type: "other"; text?: string };
