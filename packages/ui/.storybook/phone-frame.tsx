// A decorator that lays a story out at a phone's width whatever the test browser's window: the viewport
// global sizes the Storybook preview, not the page the story tests run in.
import type { Decorator } from "@storybook/react-vite";

/** `fixedHeight`: the frame holds fixed-position parts (a transformed box is their containing block) at that height. */
export function phoneFrame(width: number, fixedHeight?: number): Decorator {
  const style = fixedHeight === undefined ? { width } : { width, height: fixedHeight, transform: "translateZ(0)" };
  const PhoneFrame: Decorator = (Story) => (
    <div style={style}>
      <Story />
    </div>
  );
  return PhoneFrame;
}
