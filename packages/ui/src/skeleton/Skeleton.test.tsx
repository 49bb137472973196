import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Skeleton, SkeletonText } from "./Skeleton";

describe("Skeleton", () => {
  it("marks itself as a loading placeholder, hidden from screen readers", () => {
    const { container } = render(
      <>
        <Skeleton width={120} />
        <SkeletonText lines={2} />
      </>,
    );
    const placeholders = container.querySelectorAll("[data-skeleton]");
    expect(placeholders).toHaveLength(3);
    for (const placeholder of placeholders) expect(placeholder.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
