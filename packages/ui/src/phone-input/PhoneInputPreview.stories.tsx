import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { PhoneInputPreview } from "./PhoneInputPreview";

const meta = {
  title: "Forms/PhoneInputPreview",
  component: PhoneInputPreview,
  args: { id: "phone", label: "Phone number", countryLabel: "Country code", placeholder: "912 345 678" },
} satisfies Meta<typeof PhoneInputPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn by the server until the login form loads: PhoneInput's look, a number may be typed ahead. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Phone number")).toBeEnabled();
  },
};

/** For a form that cannot take over what was typed (bind-phone): the box is disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Phone number")).toBeDisabled();
  },
};

export const OtherCountry: Story = { args: { dialCode: "+55" } };

export const Narrow320: Story = { globals: viewport("phone320") };
