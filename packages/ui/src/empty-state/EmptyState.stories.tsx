import type { Meta, StoryObj } from "@storybook/react-vite";
import { viewport } from "../../.storybook/story-parameters";
import { Button } from "../button/Button";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "Feedback/EmptyState",
  component: EmptyState,
  args: { title: "No pets yet", description: "Draw your first pet to start earning together." },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { action: <Button size="sm">Draw a pet</Button> } };
export const CustomIcon: Story = { args: { icon: "🐻", title: "No games in favourites" } };
/** All a page shows (not found, an ended task): the title is the page's h1. */
export const AsPageHeading: Story = { args: { title: "This page does not exist.", headingLevel: 1 } };
export const TitleOnly: Story = { args: { description: undefined } };
export const LongText: Story = {
  args: {
    title: "There are no tasks available in your country right now, but new offers arrive every day",
    description:
      "Turn on notifications to hear about new tasks first, or invite friends: their activity earns you rewards while you wait.",
    action: <Button size="sm">Invite friends</Button>,
  },
};
export const Narrow320: Story = { globals: viewport("phone320"), args: { action: <Button size="sm">Draw a pet</Button> } };
