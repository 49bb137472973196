import type { Meta, StoryObj } from "@storybook/react-vite";
import { viewport } from "../../.storybook/story-parameters";
import { LoadingRegion, Skeleton, SkeletonText } from "./Skeleton";

const meta = {
  title: "Feedback/Skeleton",
  component: Skeleton,
  args: { width: 200, height: 14 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};

export const Circle: Story = { args: { circle: true, width: 48 } };

export const Text: Story = { render: () => <SkeletonText lines={4} /> };

export const CardPlaceholder: Story = {
  render: () => (
    <LoadingRegion className="flex flex-col gap-12 rounded-16 bg-surface-raised p-16">
      <div className="flex items-center gap-12">
        <Skeleton circle width={44} />
        <div className="flex flex-1 flex-col gap-6">
          <Skeleton width="60%" />
          <Skeleton width="40%" height={12} />
        </div>
      </div>
      <Skeleton height={140} />
      <SkeletonText lines={2} />
    </LoadingRegion>
  ),
};

export const Narrow320: Story = { globals: viewport("phone320"), render: () => <SkeletonText lines={3} /> };
