// Layout shift of the list pages on a phone (e2e/layout-shift.ts).
import { layoutShiftTests } from './layout-shift';

layoutShiftTests();
