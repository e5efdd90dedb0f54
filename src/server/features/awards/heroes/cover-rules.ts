// The hero cover's rules (schemas/admin/hero-cover.json) and the refusal texts built from them.
import rules from '../../../../../schemas/admin/hero-cover.json';
import { sizeMessage, typeMessage } from '../../../../shared/limit-texts';

export const HERO_COVER = {
  types: Object.keys(rules.types),
  mimeTypes: [...new Set(Object.values(rules.types).flat())],
  maxBytes: rules.maxBytes,
  widths: rules.widths,
  aspectRatio: rules.aspectRatio as [number, number],
  sizeMessage: sizeMessage(rules),
  typeMessage: typeMessage({ types: Object.keys(rules.types) }),
};
