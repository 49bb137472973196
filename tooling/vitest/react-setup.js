// Setup of every React workspace. CI runs the unit suites two at a time on two cores, where a screen
// can take longer than Testing Library's default second to settle: async queries (findBy*, waitFor)
// wait up to 5 s before they fail. `resolve.dedupe` in index.js makes this import the project's copy.
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 5_000 });
