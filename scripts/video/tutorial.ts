// The registration tutorial film: the guide's walk through the registration and the upload
// (scripts/guide/render.ts: the real site on an ephemeral port, headless Chromium, the guide's fixed
// data), one timed screenshot per guide step, captioned with the step's own title; the transcript
// gives the step's alt text (scripts/guide/steps.ts: one home for both, the guide and the film).
import { renderGuide } from '../guide/render';
import type { Shot } from './film';

/** Seconds each step stays on screen: time to read the caption and find it on the screen. */
export const TUTORIAL_STEP_SECONDS = 4.5;

export async function tutorialShots(log?: (line: string) => void): Promise<Shot[]> {
  const slides = await renderGuide(log);
  return slides.map(({ step, png }) => ({ png, seconds: TUTORIAL_STEP_SECONDS, caption: step.title, description: step.alt }));
}
