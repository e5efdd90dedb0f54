// Desktop run of the news accessibility scans.
import { newsAxeTests } from './news-axe';

newsAxeTests(1280);
