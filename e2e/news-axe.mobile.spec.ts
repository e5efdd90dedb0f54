// The news accessibility scans on a 375 px phone.
import { test } from '@playwright/test';
import { newsAxeTests } from './news-axe';

test.use({ viewport: { width: 375, height: 812 } });
newsAxeTests(375);
