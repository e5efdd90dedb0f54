// Layout shift of the list pages at 1280 px (e2e/layout-shift.ts).
import { layoutShiftTests } from './layout-shift';

layoutShiftTests();
