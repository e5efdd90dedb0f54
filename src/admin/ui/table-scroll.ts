// A data table wider than the screen scrolls sideways; its scrolling box must be reachable by keyboard
// (WCAG 2.1.1, axe's scrollable-region-focusable), so it takes focus and carries the table's name.
export const focusableScroll = (name: string) => ({ viewportProps: { tabIndex: 0, 'aria-label': name } });
