import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen } from "storybook/test";
import { viewport } from "../../.storybook/viewports";
import { SkeletonText } from "../skeleton/Skeleton";
import { PageLoadingOverlay } from "./PageLoadingOverlay";

const meta = {
  title: "Feedback/PageLoadingOverlay",
  component: PageLoadingOverlay,
  args: { visible: true },
  render: (args) => (
    <>
      <SkeletonText lines={6} />
      <PageLoadingOverlay {...args} />
    </>
  ),
} satisfies Meta<typeof PageLoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async () => {
    await expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async () => {
    await expect(screen.queryByRole("status", { name: "Loading" })).toBeNull();
  },
};

export const CustomLabel: Story = { args: { label: "Signing you in" } };

export const Narrow320: Story = { globals: viewport("phone320") };
