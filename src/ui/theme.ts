// Mantine theme: the programme's navy and gold, Traditional Chinese system fonts.
import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'navy',
  colors: {
    navy: ['#e8f1f8', '#cfe0ee', '#9fc0dc', '#6c9fc9', '#4384b9', '#2a73af', '#1b6aab', '#0c5896', '#0b3d5c', '#062a41'],
    // Mantine's gray with a darker shade 6: it is the "dimmed" colour of descriptions, help and notes, and
    // Mantine's #868e96 is 3.3:1 on white (WCAG AA wants 4.5:1). #636a71 is 5.5:1 on white, ≥ 4.6:1 on gray 0–3.
    gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#636a71', '#495057', '#343a40', '#212529'],
    // Mantine's red from shade 6 on is darker: shade 6 is the error colour (--mantine-color-error: error texts
    // and the required asterisk) and Mantine's #fa5252 is 3.3:1 on white; #c92a2a is 5.6:1 (WCAG AA wants 4.5:1).
    red: ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#c92a2a', '#b32424', '#9c1f1f', '#851a1a'],
    gold: ['#fff9e1', '#fff0c9', '#fde096', '#fbcf5f', '#f9c133', '#f4c542', '#e5a900', '#c79300', '#a57a00', '#8a6600'],
  },
  primaryShade: 8,
  fontFamily: '"Noto Sans TC", "Noto Sans CJK TC", "PingFang TC", "Microsoft JhengHei", "Heiti TC", system-ui, sans-serif',
  headings: { fontFamily: '"Noto Sans TC", "Noto Sans CJK TC", "PingFang TC", "Microsoft JhengHei", system-ui, sans-serif' },
  defaultRadius: 'md',
});
