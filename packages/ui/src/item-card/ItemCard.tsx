// A collectible, product or prize as a picture card (square image, name, badges, a line or two), and
// the two-column grid that holds them, with skeleton cards while loading and an empty state.
// Presentational: a linked card is a plain `<a>`, which the app's client runtime opens in the app
// (@repo/app-shell/link). No client code of its own but the picture's (ItemPicture), so a server
// component can render a grid of cards.
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { ItemPicture } from "./ItemPicture";
import { LoadingRegion, Skeleton } from "../skeleton/Skeleton";

export interface ItemCardProps {
  image: string;
  /** Describes the picture; "" (the default) when the title already names it. */
  imageAlt?: string;
  title: ReactNode;
  /** Small labels over the picture's top corner (a rarity, "On sale"). */
  badges?: ReactNode;
  /** Lines under the title (level, owner). */
  meta?: ReactNode;
  /** The card's last line (a price, a status), emphasised. */
  footer?: ReactNode;
  /** Makes the whole card a link. */
  href?: string;
  /** `data-testid` of the card. */
  testId?: string;
}

const CARD_CLASS = "flex h-full flex-col gap-8 rounded-16 bg-surface-raised p-6 text-left shadow-card";

export function ItemCard({ image, imageAlt = "", title, badges, meta, footer, href, testId }: ItemCardProps) {
  const content = (
    <>
      <span className="relative block aspect-square w-full overflow-hidden rounded-12 bg-skeleton">
        <ItemPicture src={image} alt={imageAlt} />
        {badges ? <span className="absolute left-6 top-6 flex flex-wrap gap-4">{badges}</span> : null}
      </span>
      <span className="flex min-w-0 flex-col gap-2 px-4 pb-4">
        {/* Two lines before "…": a collectible's number ends its name ("Golden Genesis #21") and must show. */}
        <span className="line-clamp-2 break-words text-14 font-semibold text-text">{title}</span>
        {meta ? <span className="flex flex-col text-12 text-text-muted">{meta}</span> : null}
        {footer ? <span className="text-14 font-bold tabular-nums text-primary">{footer}</span> : null}
      </span>
    </>
  );
  return (
    <li data-testid={testId}>
      {href ? (
        <a href={href} className={cn(CARD_CLASS, "active:opacity-80")}>
          {content}
        </a>
      ) : (
        <div className={CARD_CLASS}>{content}</div>
      )}
    </li>
  );
}

export interface ItemGridProps {
  /** What the grid holds, for screen readers ("My NFTs"). */
  label: string;
  children?: ReactNode;
  /** Shows placeholder cards instead of the children. */
  loading?: boolean;
  loadingCards?: number;
  /** Shown when there are no children (and not loading), e.g. an <EmptyState>. */
  empty?: ReactNode;
  className?: string;
}

export function ItemGrid({ label, children, loading = false, loadingCards = 4, empty, className }: ItemGridProps) {
  if (loading) {
    return (
      <LoadingRegion className={cn("grid grid-cols-2 gap-12", className)}>
        {Array.from({ length: loadingCards }, (_, index) => (
          <span key={index} className="flex flex-col gap-8 rounded-16 bg-surface-raised p-6">
            <Skeleton width="100%" height="auto" className="aspect-square rounded-12" />
            <Skeleton width="70%" />
            <Skeleton width="40%" height={12} />
          </span>
        ))}
      </LoadingRegion>
    );
  }
  const hasChildren = Array.isArray(children) ? children.some(Boolean) : Boolean(children);
  if (!hasChildren) return <div className={className}>{empty}</div>;
  return (
    <ul aria-label={label} className={cn("m-0 grid list-none grid-cols-2 gap-12 p-0", className)}>
      {children}
    </ul>
  );
}
