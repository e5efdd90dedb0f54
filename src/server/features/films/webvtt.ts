// The captions an editor uploads with a replaced film, parsed before anything is stored: a WEBVTT header,
// at least one cue, each cue's times well formed and in order, and plain text only (no tags, no entities:
// the text becomes the transcript below the player, and a browser renders cue markup). What is kept is
// each cue's times and its lines joined by a space. A refusal names the line (1-based) in zh-TW.
import type { components } from '../../../shared/generated/api';
import { filmMessages } from './film-messages';

export type FilmCue = components['schemas']['FilmCue'];

export class CaptionsError extends Error {}

const TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(text: string): number | null {
  const m = TIME.exec(text);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

/** The cues of a WebVTT file, or CaptionsError with the zh-TW reason. */
export function parseCaptions(text: string): FilmCue[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  // "WEBVTT" alone, or followed by a space or tab and a title (WebVTT section 4.1).
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) throw new CaptionsError(filmMessages.captionsNoHeader);
  const cues: FilmCue[] = [];
  let i = 1;
  while (i < lines.length) {
    // Blocks are separated by blank lines.
    while (i < lines.length && lines[i]!.trim() === '') i++;
    if (i >= lines.length) break;
    const block: { line: number; text: string }[] = [];
    while (i < lines.length && lines[i]!.trim() !== '') block.push({ line: ++i, text: lines[i - 1]! });
    const first = block[0]!.text;
    // NOTE, STYLE and REGION blocks carry no cue (STYLE would be markup: refused as such below if it had a timing line).
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first) && !first.includes('-->')) {
      if (!first.startsWith('NOTE')) throw new CaptionsError(filmMessages.captionsMarkup(block[0]!.line));
      continue;
    }
    // An optional identifier line before the timing line.
    const timingAt = first.includes('-->') ? 0 : 1;
    const timing = block[timingAt];
    if (!timing || !timing.text.includes('-->')) throw new CaptionsError(filmMessages.captionsBadTime((timing ?? block[0]!).line));
    const [startText = '', rest = ''] = timing.text.split('-->').map((s) => s.trim());
    // Cue settings (position, align...) may follow the end time.
    const start = seconds(startText);
    const end = seconds(rest.split(/[ \t]+/)[0] ?? '');
    if (start === null || end === null) throw new CaptionsError(filmMessages.captionsBadTime(timing.line));
    const previous = cues.at(-1);
    if (end <= start || (previous && start < previous.start)) throw new CaptionsError(filmMessages.captionsTimeOrder(timing.line));
    const body = block.slice(timingAt + 1);
    if (body.length === 0) throw new CaptionsError(filmMessages.captionsEmptyCue(timing.line));
    for (const l of body) if (/[<>&]/.test(l.text)) throw new CaptionsError(filmMessages.captionsMarkup(l.line));
    cues.push({ start, end, text: body.map((l) => l.text.trim()).join(' ') });
  }
  if (cues.length === 0) throw new CaptionsError(filmMessages.captionsNoCue);
  return cues;
}
