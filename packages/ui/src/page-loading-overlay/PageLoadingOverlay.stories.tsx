import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { SkeletonText } from "../skeleton/Skeleton";
import { PageLoadingOverlay } from "./PageLoadingOverlay";

const meta = {
  title: "Feedback/PageLoadingOverlay",
  component: PageLoadingOverlay,
  parameters: FRAMED_IN_DOCS,
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
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async () => {
    await expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
  },
};

export const Hidden: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  args: { visible: false },
  play: async () => {
    await expect(screen.queryByRole("status", { name: "Loading" })).toBeNull();
  },
};

export const CustomLabel: Story = { args: { label: "Signing you in" } };

export const Narrow320: Story = { globals: viewport("phone320") };
