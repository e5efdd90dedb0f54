// Workplace photos: the advice of SPEC.md section 1 (taken within 6 months, 300 dpi) from
// schemas/upload-rules.json, shown as warnings next to a photo whose metadata breaks it.
import { describe, expect, it } from 'vitest';
import rules from '../../schemas/upload-rules.json';
import { photoWarnings } from '../../src/shared/workplace-photo-warnings';

const advice = rules['workplace-photo'].advice;
const NOW = Date.parse('2026-10-01T12:00:00+08:00');
const resource = (imageInfo?: { dpi?: number | null; takenAt?: string | null }) => ({
  uid: 'u',
  url: '/api/resources/v1/u',
  originalFilename: 'w.jpg',
  fileSize: 1000,
  fileType: 'image/jpeg',
  uploadTime: '2026-10-01T00:00:00Z',
  ...(imageInfo ? { imageInfo } : {}),
});

describe('workplace photo advice', () => {
  it('warns about a photo taken more than 6 months ago and about one below 300 dpi', () => {
    expect(photoWarnings(resource({ takenAt: '2026-03-15T10:00:00+08:00', dpi: 300 }), NOW)).toEqual([advice.oldMessage]);
    expect(photoWarnings(resource({ takenAt: '2026-09-01T10:00:00+08:00', dpi: 72 }), NOW)).toEqual([advice.lowDpiMessage]);
    expect(photoWarnings(resource({ takenAt: '2025-01-01T10:00:00+08:00', dpi: 96 }), NOW)).toEqual([advice.oldMessage, advice.lowDpiMessage]);
  });

  it('says nothing when the photo is recent and fine, or when its metadata is silent', () => {
    expect(photoWarnings(resource({ takenAt: '2026-05-01T10:00:00+08:00', dpi: advice.minDpi }), NOW)).toEqual([]);
    expect(photoWarnings(resource({ takenAt: null, dpi: null }), NOW)).toEqual([]);
    expect(photoWarnings(resource(), NOW)).toEqual([]);
  });
});
