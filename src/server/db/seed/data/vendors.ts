import type { VendorSeed } from './types';

// Filled by the seed-content change (issue 2): demo vendors for the vendor-picker categories.
export const vendors: VendorSeed[] = [];
