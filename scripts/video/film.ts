// How our two films are made and stored: a film is a list of shots (a 1280 × 720 still, how long it
// stays, its caption and its description), encoded by ffmpeg (Debian's /usr/bin/ffmpeg, or FFMPEG_PATH)
// to MP4 (H.264, no sound) and WebM (VP9, no sound) at 720p, with a JPEG poster, a WebVTT captions file
// and a manifest (cues with captions and descriptions) that the video page reads for its transcript.
// One home for the writers (./tutorial.ts, ./promo.ts) and the drift check (./check.ts).
// The films have no sound: every word is on screen, in the captions and in the transcript.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { FilmCue as Cue, FilmManifest } from '../../src/shared/film-manifest';

/** The manifest's shape has one home, shared with the video pages. */
export type { Cue, FilmManifest };

export const ROOT = join(import.meta.dirname, '..', '..');
export const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
/** 720p; 10 frames a second is plenty for stills and keeps the VP9 encode short on a small machine. */
export const FILM = { width: 1280, height: 720, fps: 10 } as const;
/** Quality settings chosen by size: both films stay well under 5 MB per file (README.md, videos). */
const MP4_ARGS = ['-c:v', 'libx264', '-preset', 'slow', '-tune', 'stillimage', '-crf', '30', '-profile:v', 'high', '-movflags', '+faststart'];
const WEBM_ARGS = ['-c:v', 'libvpx-vp9', '-crf', '42', '-b:v', '0', '-row-mt', '1', '-cpu-used', '4', '-deadline', 'good'];

export const FILM_NAMES = ['promo', 'tutorial'] as const;
export type FilmName = (typeof FILM_NAMES)[number];

/** Where a film's files are served from (src/web/public/video/) and its manifest for the page. */
export const filmFiles = (name: FilmName) => ({
  mp4: `/video/${name}.mp4`,
  webm: `/video/${name}.webm`,
  captions: `/video/${name}.vtt`,
  poster: `/video/${name}-poster.jpg`,
});
export const publicPath = (url: string) => join(ROOT, 'src/web/public', url);
export const manifestPath = (name: FilmName) => join(ROOT, 'src/web/pages/activity', `${name}-video.json`);

export interface Shot {
  /** The still, PNG, any 16:9 size (scaled to FILM). */
  png: Buffer;
  seconds: number;
  /** One short line shown as the caption while the shot is on screen. */
  caption: string;
  /** What the shot shows, in full: the transcript's paragraph. */
  description: string;
}


export function cuesOf(shots: Pick<Shot, 'seconds' | 'caption' | 'description'>[]): Cue[] {
  let t = 0;
  return shots.map(({ seconds, caption, description }) => {
    const cue = { start: t, end: t + seconds, caption, description };
    t += seconds;
    return cue;
  });
}

const stamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** The captions track: one cue per shot, its caption line. */
export function webVtt(cues: Cue[]): string {
  return `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${stamp(c.start)} --> ${stamp(c.end)}\n${c.caption}\n`).join('\n')}`;
}

export const frameSize = (png: Buffer) => sharp(png).resize(FILM.width, FILM.height, { fit: 'contain', background: '#062a41' }).png().toBuffer();

const run = promisify(execFile);
const ffmpeg = (args: string[]) => run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { maxBuffer: 64 * 1024 * 1024, encoding: 'buffer' });

/**
 * Runs ffmpeg once for both files, feeding it every frame as PNG on stdin (seconds × fps copies of each
 * still): the frame count, so each shot's place in time, is exact. (The concat demuxer with
 * `duration` lines lost a whole shot's worth of frames at 4.5 s per still.)
 */
async function encode(stills: { png: Buffer; seconds: number }[], outputs: string[][]): Promise<void> {
  const child = spawn(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'image2pipe', '-framerate', String(FILM.fps), '-c:v', 'png', '-i', '-', '-an', ...outputs.flat()], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  for (const { png, seconds } of stills) {
    for (let i = 0; i < Math.round(seconds * FILM.fps); i++) {
      if (!child.stdin.write(png)) await once(child.stdin, 'drain');
    }
  }
  child.stdin.end();
  const code = await exited;
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}: ${stderr}`);
}

/** Encodes the shots and writes the film's files and manifest; `posterShot` picks the poster's still. */
export async function writeFilm(name: FilmName, shots: Shot[], posterShot = 0): Promise<FilmManifest> {
  const files = filmFiles(name);
  const stills = await Promise.all(shots.map(async (shot) => ({ png: await frameSize(shot.png), seconds: shot.seconds })));
  const video = ['-vf', 'format=yuv420p'];
  await encode(stills, [
    [...video, ...MP4_ARGS, publicPath(files.mp4)],
    [...video, ...WEBM_ARGS, publicPath(files.webm)],
  ]);
  await sharp(stills[posterShot]!.png).jpeg({ quality: 78, mozjpeg: true }).toFile(publicPath(files.poster));
  const cues = cuesOf(shots);
  await writeFile(publicPath(files.captions), webVtt(cues));
  const manifest: FilmManifest = { ...files, width: FILM.width, height: FILM.height, seconds: cues.at(-1)!.end, cues };
  await writeFile(manifestPath(name), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The frame of a committed film at `seconds`, as PNG at FILM size (for the drift check). */
export async function frameAt(file: string, seconds: number): Promise<Buffer> {
  const { stdout } = await ffmpeg(['-ss', seconds.toFixed(2), '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-']);
  return stdout;
}
