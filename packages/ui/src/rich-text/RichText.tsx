import type { MouseEvent, ReactNode } from "react";
import { cn } from "../lib/cn";
import type { RichTextBlock, RichTextInline, RichTextSpan } from "./rich-text-types";
import { safeUrl } from "./safe-url";

export interface RichTextProps {
  blocks: readonly RichTextBlock[];
  /**
   * Called when a link is pressed, so the app can route internal paths itself; call
   * `event.preventDefault()` to stop the browser's navigation.
   */
  onLinkClick?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
}

/**
 * Renders rich-text blocks as React elements. Text is always text (never parsed as HTML), and only
 * http(s) URLs reach href/src, so markup or script in the data cannot run.
 */
export function RichText({ blocks, onLinkClick, className }: RichTextProps) {
  return (
    <div className={cn("flex flex-col gap-12 break-words text-15 text-text", className)}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} onLinkClick={onLinkClick} />
      ))}
    </div>
  );
}

type LinkHandler = RichTextProps["onLinkClick"];

function Block({ block, onLinkClick }: { block: RichTextBlock; onLinkClick: LinkHandler }): ReactNode {
  switch (block.type) {
    case "text":
      return <TextBlock block={block} onLinkClick={onLinkClick} />;
    case "image":
    case "gif": {
      const src = safeUrl(block.url);
      if (!src) return null;
      return (
        <img
          src={src}
          alt={block.alt ?? ""}
          width={block.width}
          height={block.height}
          loading="lazy"
          decoding="async"
          className="h-auto max-w-full rounded-12"
        />
      );
    }
    case "video": {
      const src = safeUrl(block.url);
      if (!src) return null;
      return (
        <video
          src={src}
          poster={safeUrl(block.poster)}
          width={block.width}
          height={block.height}
          controls
          playsInline
          preload="metadata"
          className="h-auto max-w-full rounded-12 bg-black"
        />
      );
    }
    case "other":
      // Unknown content from a newer editor: keep its text if it has any.
      return block.text ? <p>{block.text}</p> : null;
    default:
      return null;
  }
}

function TextBlock({ block, onLinkClick }: { block: Extract<RichTextBlock, { type: "text" }>; onLinkClick: LinkHandler }) {
  const inline = (content: RichTextInline) => <Inline content={content} onLinkClick={onLinkClick} />;
  switch (block.format) {
    case "h2":
      return <h2 className="text-20 font-semibold">{inline(block.text)}</h2>;
    case "blockquote":
      return <blockquote className="m-0 border-l-4 border-border pl-12 text-text-muted">{inline(block.text)}</blockquote>;
    case "ol":
    case "ul": {
      const items = block.items ?? (typeof block.text === "string" ? block.text.split("\n").filter(Boolean) : [block.text]);
      const List = block.format;
      return (
        <List className={cn("m-0 flex flex-col gap-4 pl-20", block.format === "ol" ? "list-decimal" : "list-disc")}>
          {items.map((item, index) => (
            <li key={index}>{inline(item)}</li>
          ))}
        </List>
      );
    }
    default:
      return <p className="whitespace-pre-line">{inline(block.text)}</p>;
  }
}

function Inline({ content, onLinkClick }: { content: RichTextInline; onLinkClick: LinkHandler }) {
  if (typeof content === "string") return <>{content}</>;
  return (
    <>
      {content.map((span, index) => (
        <Span key={index} span={span} onLinkClick={onLinkClick} />
      ))}
    </>
  );
}

function Span({ span, onLinkClick }: { span: RichTextSpan; onLinkClick: LinkHandler }) {
  let node: ReactNode = span.text;
  if (span.bold) node = <strong>{node}</strong>;
  if (span.italic) node = <em>{node}</em>;
  const href = safeUrl(span.href);
  if (!href) return <>{node}</>;
  const external = /^(https?:)?\/\//i.test(href);
  return (
    <a
      href={href}
      className="text-link underline"
      target={external ? "_blank" : undefined}
      rel={external ? "noopener noreferrer" : undefined}
      // No handler without onLinkClick: a server component renders the text, and cannot pass one.
      onClick={onLinkClick ? (event) => onLinkClick(href, event) : undefined}
    >
      {node}
    </a>
  );
}
