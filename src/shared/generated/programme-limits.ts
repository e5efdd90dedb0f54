// Generated from schemas/ by `npm run gen` (scripts/generators/50-programme-limits.mjs). Do not edit.

export const PROGRAMME_LIMITS = {
  "years": [
    112,
    113,
    114
  ],
  "meritMaxLength": 300,
  "captionMaxLength": 25,
  "tourismPhotosMax": 12,
  "workplacePhotos": 5,
  "workplaceAdvice": {
    "maxAgeMonths": 6,
    "minDpi": 300
  },
  "uploads": {
    "candidate-photo": {
      "maxBytes": 5242880,
      "types": [
        "jpg",
        "jpeg",
        "png"
      ]
    },
    "tourism-photo": {
      "maxBytes": 5242880,
      "types": [
        "png",
        "jpg",
        "jpeg"
      ]
    },
    "workplace-photo": {
      "maxBytes": 5242880,
      "types": [
        "png",
        "jpg",
        "jpeg"
      ]
    },
    "recommendation-letter": {
      "maxBytes": 10485760,
      "types": [
        "pdf",
        "doc",
        "docx",
        "odt"
      ]
    },
    "employment-proof": {
      "maxBytes": 5242880,
      "types": [
        "pdf",
        "png",
        "jpg",
        "jpeg"
      ]
    },
    "self-introduction-video": {
      "maxBytes": 52428800,
      "types": [
        "mp4"
      ]
    }
  }
};
