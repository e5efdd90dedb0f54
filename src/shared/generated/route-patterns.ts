// Generated from src/web/app/routes.tsx by `npm run gen` (scripts/generators/60-route-patterns.mjs). Do not edit.
export const PAGE_ROUTE_PATTERNS: readonly string[] = [
  "/",
  "/pages/news",
  "/pages/news/:id",
  "/pages/recommend",
  "/pages/activity/info",
  "/pages/activity/kit",
  "/pages/activity/video",
  "/pages/activity/faq",
  "/pages/register",
  "/pages/registerEdit",
  "/pages/register/upload",
  "/pages/register/guide",
  "/pages/register/signupGuide",
  "/pages/awards/first",
  "/pages/awards/second",
  "/pages/awards/third",
  "/pages/sitemap",
  "/pages/privacy",
  "/pages/opendata",
  "/pages/abouttype",
  "/heroPages/heroes/first",
  "/heroPages/heroes/second",
  "/heroPages/heroes/third",
  "/heroPages/first/team/:id",
  "/heroPages/first/individual/:id",
  "/heroPages/second/team/:id",
  "/heroPages/second/individual/:id",
  "/heroPages/third/team/:id",
  "/heroPages/third/individual/:id"
];

/** What each page loads first: its route's modules (as Vite's manifest names them), the image that is its largest paint, and a video page's film (its poster is the largest paint when the built-in film plays). "*" is the not-found page. */
export const PAGE_ROUTE_PRELOADS: Readonly<Record<string, { modules: readonly string[]; images: readonly string[]; film?: { kind: string; poster: string } }>> = {
  "/": {
    "modules": [
      "pages/home/home-page.tsx"
    ],
    "images": []
  },
  "/pages/news": {
    "modules": [
      "pages/news/news-list-page.tsx"
    ],
    "images": []
  },
  "/pages/news/:id": {
    "modules": [
      "pages/news/news-detail-page.tsx"
    ],
    "images": []
  },
  "/pages/recommend": {
    "modules": [
      "pages/recommend/recommend-page.tsx"
    ],
    "images": []
  },
  "/pages/activity/info": {
    "modules": [
      "pages/activity/info-page.tsx"
    ],
    "images": [
      "/art/brochure/brochure-01.webp"
    ]
  },
  "/pages/activity/kit": {
    "modules": [
      "pages/activity/kit-page.tsx"
    ],
    "images": []
  },
  "/pages/activity/video": {
    "modules": [
      "pages/activity/promo-video-page.tsx"
    ],
    "images": [],
    "film": {
      "kind": "promo",
      "poster": "/video/promo-poster.jpg"
    }
  },
  "/pages/activity/faq": {
    "modules": [
      "pages/activity/faq-page.tsx"
    ],
    "images": []
  },
  "/pages/register": {
    "modules": [
      "pages/register/register-page.tsx"
    ],
    "images": []
  },
  "/pages/registerEdit": {
    "modules": [
      "pages/register/register-edit-page.tsx"
    ],
    "images": []
  },
  "/pages/register/upload": {
    "modules": [
      "pages/upload/upload-page.tsx"
    ],
    "images": []
  },
  "/pages/register/guide": {
    "modules": [
      "pages/register/guide-page.tsx"
    ],
    "images": [
      "/art/guide/guide-01-register-page.webp"
    ]
  },
  "/pages/register/signupGuide": {
    "modules": [
      "pages/register/signup-video-page.tsx"
    ],
    "images": [],
    "film": {
      "kind": "tutorial",
      "poster": "/video/tutorial-poster.jpg"
    }
  },
  "/pages/awards/first": {
    "modules": [
      "pages/awards/awards-page.tsx"
    ],
    "images": []
  },
  "/pages/awards/second": {
    "modules": [
      "pages/awards/awards-page.tsx"
    ],
    "images": []
  },
  "/pages/awards/third": {
    "modules": [
      "pages/awards/awards-page.tsx"
    ],
    "images": []
  },
  "/pages/sitemap": {
    "modules": [
      "pages/sitemap/sitemap-page.tsx"
    ],
    "images": []
  },
  "/pages/privacy": {
    "modules": [
      "pages/policies/privacy-page.tsx"
    ],
    "images": []
  },
  "/pages/opendata": {
    "modules": [
      "pages/policies/open-data-page.tsx"
    ],
    "images": []
  },
  "/pages/abouttype": {
    "modules": [
      "pages/abouttype/abouttype-page.tsx"
    ],
    "images": []
  },
  "/heroPages/heroes/first": {
    "modules": [
      "pages/heroes/heroes-page.tsx"
    ],
    "images": []
  },
  "/heroPages/heroes/second": {
    "modules": [
      "pages/heroes/heroes-page.tsx"
    ],
    "images": []
  },
  "/heroPages/heroes/third": {
    "modules": [
      "pages/heroes/heroes-page.tsx"
    ],
    "images": []
  },
  "/heroPages/first/team/:id": {
    "modules": [
      "pages/heroes/hero-detail-page.tsx"
    ],
    "images": []
  },
  "/heroPages/first/individual/:id": {
    "modules": [
      "pages/heroes/hero-detail-page.tsx"
    ],
    "images": []
  },
  "/heroPages/second/team/:id": {
    "modules": [
      "pages/heroes/hero-detail-page.tsx"
    ],
    "images": []
  },
  "/heroPages/second/individual/:id": {
    "modules": [
      "pages/heroes/hero-detail-page.tsx"
    ],
    "images": []
  },
  "/heroPages/third/team/:id": {
    "modules": [
      "pages/heroes/hero-detail-page.tsx"
    ],
    "images": []
  },
  "/heroPages/third/individual/:id": {
    "modules": [
      "pages/heroes/hero-detail-page.tsx"
    ],
    "images": []
  },
  "*": {
    "modules": [
      "pages/not-found/not-found-page.tsx"
    ],
    "images": []
  }
};
