// Shapes of the seed data files in this folder. Demo content is fictional and flagged is_demo.
import type { EditionCategory } from '../../../../../shared/editions';
import type { EntityType } from '../../schema';

export interface ProvisionSeed { provisionId: number; categorySlug: string; title: string; legalBasis: string; orderIndex: number }
export interface JobLevelSeed { categorySlug: string; slug: string; name: string; description: string; orderIndex: number }
export interface VendorSeed { uid: string; categorySlug: string; name: string }
export interface NewsCategorySeed { slug: string; name: string }
export interface NewsSeed { uid: string; categorySlug: string; title: string; content: string; startsAt: string }
export interface HeroSeed {
  uid: string;
  editionCategory: EditionCategory;
  entityType: EntityType;
  organizationName: string | null;
  name: string | null;
  indJobTitle: string | null;
  indName: string | null;
  honorPersonalStatement: string;
  story: string;
  coverUrl: string;
  orderIndex: number;
}
export interface AwardSeed {
  uid: string;
  editionCategory: EditionCategory;
  title: string | null;
  orderIndex: number;
  winners: {
    uid: string;
    heroUid: string | null;
    entityType: EntityType;
    organizationName: string | null;
    personName: string | null;
    indJobTitle: string | null;
    indName: string | null;
  }[];
}
