import type { Meta, StoryObj } from "@storybook/react-vite";
import { viewport } from "../../.storybook/story-parameters";
import { Button } from "../button/Button";
import { Skeleton, SkeletonText } from "../skeleton/Skeleton";
import { Card } from "./Card";

const meta = {
  title: "Layout/Card",
  component: Card,
  args: {
    title: "Daily check-in",
    children: <p className="text-14 text-text-muted">Check in every day to keep your streak and earn bonus coins.</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    action: (
      <Button size="sm" variant="ghost">
        More
      </Button>
    ),
  },
};

export const Untitled: Story = { args: { title: undefined } };

export const Loading: Story = {
  args: {
    title: undefined,
    children: (
      <div className="flex flex-col gap-12" aria-hidden="true">
        <Skeleton width="50%" height={16} />
        <SkeletonText lines={2} />
      </div>
    ),
  },
};

export const LongText: Story = {
  args: {
    title: "Invite friends to the lucky bear champion board and win a share of the weekly prize pool",
    children: (
      <p className="text-14 text-text-muted">
        Every friend who signs up with your link and plays three games adds points to your score. The top hundred players
        share the prize pool when the week ends on Sunday at midnight.
      </p>
    ),
  },
};

export const Narrow320: Story = { globals: viewport("phone320") };
