import type { ReactNode } from "react";
import { Card } from "../card/Card";
import { Skeleton, type SkeletonProps } from "../skeleton/Skeleton";

export interface FormSkeletonProps {
  /** The form's card title, shown as it will be. */
  title: ReactNode;
  /** One block per row of the form, top to bottom, each of its row's height (a label, a field, a summary, the button). */
  blocks: readonly Pick<SkeletonProps, "width" | "height">[];
}

/**
 * A form's place while its code loads after start: its card and title, and a block of each row's height,
 * so nothing shifts when the form comes.
 */
export function FormSkeleton({ title, blocks }: FormSkeletonProps) {
  return (
    <Card title={title}>
      <div className="flex flex-col gap-12" aria-busy="true" data-testid="form-skeleton">
        {blocks.map((block, index) => (
          <Skeleton key={index} width={block.width ?? "100%"} height={block.height} />
        ))}
      </div>
    </Card>
  );
}
