import type { Meta, StoryObj } from "@storybook/react-vite";
import { viewport } from "../../.storybook/story-parameters";
import { ChoiceListPreview } from "./ChoiceListPreview";

const GAMES = [
  { value: "1", label: "Space Miner", description: "Adventure" },
  { value: "2", label: "Dragon Quest", description: "Role-playing" },
  { value: "3", label: "Crypto Kingdom", description: "Strategy" },
  { value: "4", label: "Pet Rescue", description: "Puzzle" },
];

const meta = {
  title: "Forms/ChoiceListPreview",
  component: ChoiceListPreview,
  args: { legend: "Your games", name: "games", options: GAMES, value: ["1", "3"], multiple: true, max: 3 },
} satisfies Meta<typeof ChoiceListPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn by the server until its form loads: ChoiceList's rows with the chosen ones marked, not yet usable. */
export const Several: Story = {};

export const AtTheLimit: Story = { args: { value: ["1", "2", "3"] } };

export const One: Story = { args: { legend: "Language", name: "language", multiple: false, max: undefined, value: "2" } };

export const Narrow320: Story = { globals: viewport("phone320") };
