// The end of a paged list that grows on a tap only (no loading as it scrolls into view): "Show more",
// with its spinner while the next page is on its way, and "n of total" under it. Nothing without more.
import { Trans } from "@lingui/react/macro";
import { Button } from "../button/Button";
import { ShowMoreFrame } from "./ShowMoreFrame";

export interface ShowMoreProps {
  /** Another page exists. Nothing renders without one. */
  hasMore: boolean;
  loading: boolean;
  onShowMore: () => void;
  /** How many of the list's items are shown, and how many it has. */
  shown: number;
  total: number;
  className?: string;
}

export function ShowMore({ hasMore, loading, onShowMore, shown, total, className }: ShowMoreProps) {
  if (!hasMore) return null;
  const button = (
    <Button variant="secondary" block loading={loading} onClick={onShowMore}>
      <Trans>Show more</Trans>
    </Button>
  );
  return <ShowMoreFrame button={button} shown={shown} total={total} className={className} />;
}
